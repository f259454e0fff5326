/**
 * Newcomer s35 F9: a meeting whose `status:` the user set by hand (`reviewed`, after reading the
 * summary) got `summarized` back on the next run, and `failed` when the run failed. Neither is the
 * product's to replace: the spec's vocabulary is `recording | ended | summarized | failed`
 * (docs/vault-format.md), any other word is the user's. Real runs against the scripted server.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function setStatus(root: string, status: string): Promise<void> {
  const abs = path.join(root, FUNCTIONAL);
  await writeFile(abs, (await readFile(abs, 'utf8')).replace(/^status: .*$/m, `status: ${status}`));
}

const statusOf = async (root: string) =>
  /^status: (.*)$/m.exec(await readFile(path.join(root, FUNCTIONAL), 'utf8'))?.[1];

describe('F9: the user\u2019s own status', () => {
  it('a run keeps `reviewed` and says why the status is not summarized', async () => {
    h = await startHarness([
      {
        toolCalls: [
          { name: 'write_summary', arguments: { content: '## Summary\n- The remote was discussed.' } },
        ],
      },
      { text: 'Done.' },
    ]);
    await setStatus(h.root, 'reviewed');
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await statusOf(h.root)).toBe('reviewed');
    expect(run.warnings.join('\n')).toContain('status "reviewed" is your own');
    expect(await h.read(FUNCTIONAL)).toMatch(
      /^summary: .*Summaries\/2026-03-10 Remote control functional design/m,
    );
  });

  it('a failed run keeps `reviewed` (not `failed`)', async () => {
    h = await startHarness([{ status: 400, body: { error: { message: 'bad request' } } }]);
    await setStatus(h.root, 'reviewed');
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch((e) => e);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect(await statusOf(h.root)).toBe('reviewed');
  });

  it('a failed run still marks `ended` as failed', async () => {
    h = await startHarness([{ status: 400, body: { error: { message: 'bad request' } } }]);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(() => {});
    expect(await statusOf(h.root)).toBe('failed');
  });
});
