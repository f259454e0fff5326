/**
 * Review 4 P19: a `status:` the recorder or the user sets DURING a run (the meeting resumed:
 * `recording`) is not overwritten with `summarized` at commit; the run says so, and says when the
 * transcript changed meanwhile. The summary is still written (it covers the transcript as it was).
 * The scripted server edits the notes while it answers the second request (no timing involved).
 * Spec: docs/contracts.md, Artifacts (`commitSummary`); docs/vault-format.md (`status`); review4 P19.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const TRANSCRIPT = `Transcripts/${functionalName}.md`;

/** read_transcript, then (after `during` ran) write_summary, then "Done.". */
function script(during: (root: string) => Promise<void>) {
  const turns: ScriptedTurn[] = [
    { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 100 } }] },
    {
      toolCalls: [
        { name: 'write_summary', arguments: { content: '## Summary\n- The remote was discussed.' } },
      ],
    },
    { text: 'Done.' },
  ];
  return async (_req: unknown, index: number): Promise<ScriptedTurn> => {
    if (index === 1 && h) await during(h.root);
    return turns[Math.min(index, turns.length - 1)] as ScriptedTurn;
  };
}

async function setStatus(root: string, status: string): Promise<void> {
  const abs = path.join(root, FUNCTIONAL);
  const text = await readFile(abs, 'utf8');
  await writeFile(abs, text.replace(/^status: .*$/m, `status: ${status}`));
}

const statusOf = async (root: string) =>
  /^status: (.*)$/m.exec(await readFile(path.join(root, FUNCTIONAL), 'utf8'))?.[1];

describe('P19: a status changed during the run', () => {
  for (const stream of [false, true]) {
    it(`"recording" set while the model works is kept; the run says so${stream ? ' (streamed)' : ''}`, async () => {
      h = await startHarness(
        script(async (root) => {
          await setStatus(root, 'recording');
          await appendFile(
            path.join(root, TRANSCRIPT),
            '[00:50:00] **Marketing:** One more thing, we decided to cancel the flap.\n',
          );
        }),
      );
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream, env: {} });
      expect(await statusOf(h.root)).toBe('recording');
      const said = run.warnings.join('\n');
      expect(said).toContain('status was changed to "recording" during the run');
      expect(said).toContain('the transcript changed during the run');
      const context = await h.read(run.contextPath);
      expect(context).toContain('status was changed to "recording" during the run');
      // The summary is written and linked all the same.
      expect(await h.read(run.summaryPath)).toContain('The remote was discussed.');
      expect(await h.read(FUNCTIONAL)).toMatch(
        /^summary: .*Summaries\/2026-03-10 Remote control functional design/m,
      );
    });
  }

  it('an unchanged status becomes summarized, with no warning about it', async () => {
    h = await startHarness(script(async () => {}));
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await statusOf(h.root)).toBe('summarized');
    expect(run.warnings.join('\n')).not.toMatch(/status was changed|transcript changed/);
  });
});
