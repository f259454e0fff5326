/**
 * Review 5 Q7: `ma summarize` and `ma mcp`'s `finish_summary` on a meeting whose note says
 * `status: recording`. `ma summarize` refuses without `--force` (exit 1, one `ma:` line naming the
 * status and `--force`, `--json` reason `recording`, nothing written); with `--force` it summarizes
 * the transcript so far, warns on stderr and keeps `status: recording`. `finish_summary` is refused
 * with the session kept open; once the note says `ended` the same draft is committed.
 * Built `ma`, sample-vault copy, offline engine (the refusal comes before any engine runs).
 * Spec: docs/vault-format.md (`status`); apps/cli/README.md (`--force`); review5 Q7.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const design = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${design}.md`;
const SUMMARY = `Summaries/${design}.md`;

const t = sampleVaultPerTest();
const read = t.read;
const readOrNull = (rel: string) => read(rel).catch(() => null);
async function setStatus(status: string): Promise<void> {
  await writeFile(join(t.vault.root, NOTE), (await read(NOTE)).replace(/^status: .*$/m, `status: ${status}`));
}

describe('Q7: ma summarize on a meeting still being recorded', () => {
  it('Q7: refused without --force (exit 1, --json reason recording, nothing written); --force summarizes so far and keeps the status', async () => {
    await setStatus('recording');
    const before = await read(NOTE);
    const refused = await runMa(['summarize', design, '--vault', t.vault.root]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`ma: ${NOTE} is still being recorded (status: recording)`);
    expect(refused.stderr).toContain('--force');
    expect(await read(NOTE)).toBe(before);
    expect(await readOrNull(SUMMARY)).toBeNull();
    expect(await readOrNull(`Assistant/${design}.md`)).toBeNull();

    const json = await runMa(['summarize', design, '--vault', t.vault.root, '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, error: { reason: 'recording' } });

    const forced = await runMa(['summarize', design, '--vault', t.vault.root, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('warning: the meeting is still being recorded (status: recording)');
    const note = await read(NOTE);
    expect(note).toMatch(/^status: recording$/m);
    expect(note).toContain(`summary: "[[Summaries/${design}]]"`);
    expect(await read(SUMMARY)).toContain(
      '> Note: this meeting was still being recorded (status: recording)',
    );
  });

  it('Q7: ma mcp finish_summary is refused while recording (session kept), then commits once the meeting has ended', async () => {
    await setStatus('recording');
    const client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), [
      '--vault',
      t.vault.root,
      '--meeting',
      design,
    ]);
    t.onCleanup(() => client.close());
    // L285: the host's model reads the transcript before it finishes.
    await client.callTool({ name: 'read_transcript', arguments: { from: 7, to: 9 } });
    const wrote = await client.callTool({
      name: 'write_summary',
      arguments: { content: '## Summary\n- The remote was discussed.\n' },
    });
    expect(wrote.isError).toBe(false);
    const refused = await client.callTool({ name: 'finish_summary', arguments: {} });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(`${NOTE} is still being recorded (status: recording)`);
    expect(await readOrNull(SUMMARY)).toBeNull();
    await setStatus('ended');
    const done = await client.callTool({ name: 'finish_summary', arguments: {} });
    expect(done.isError).toBe(false);
    expect(await read(SUMMARY)).toContain('The remote was discussed.');
  });
});
