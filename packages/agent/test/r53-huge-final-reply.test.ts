/**
 * R53 (reviewB, session 22): a final reply used as the summary had no size limit. A local model
 * looping on one sentence answered with a 93 MB `## Summary …` reply, and `ma summarize` (and the
 * daemon) wrote it into the vault as the summary note — synced to every device — although one
 * `write_summary` call refuses content over 1 MiB. Now a reply over that limit is not used: the run
 * fails `no-summary` naming the size, nothing is written, the previous summary is kept. A reply under
 * the limit is used as before; a draft written with write_summary is kept over an oversized reply.
 * Real scripted server, temp sample vault.
 * Spec: docs/contracts.md, Run outcomes; docs/tools.md (write modes, input limit L2); reviewB R53.
 */
import { MAX_CONTENT_BYTES } from '@ma/tools';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { type Harness, KICKOFF, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY_NOTE = 'Summaries/2026-03-09 Remote control kickoff.md';
const SENTENCE = 'The team discussed the remote control casing again. ';

/** A `## Summary` reply of about `bytes` bytes: one sentence over and over, as a looping model sends it. */
function looping(bytes: number): string {
  return `## Summary\n${SENTENCE.repeat(Math.ceil(bytes / SENTENCE.length))}\n\n## Decisions\n- Rubber casing.\n\n## Next steps\n- Order samples.\n`;
}

describe('R53: a final reply over 1 MiB is not committed as the summary', () => {
  it('R53: a 3 MB final reply: no-summary naming its size; the previous summary note is kept byte for byte', async () => {
    h = await startHarness([{ text: looping(3 * MAX_CONTENT_BYTES) }]);
    const before = await h.read(SUMMARY_NOTE);
    const error = await summarizeMeeting({ vault: h.vault, meeting: KICKOFF, env: {}, force: true }).catch(
      (e: unknown) => e,
    );
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as SummaryRunError).reason).toBe('no-summary');
    expect((error as SummaryRunError).message).toMatch(
      /last reply is too long to be one \(expected at most 1048576 bytes \(1 MiB\) a write call, got \d+ bytes\)/,
    );
    expect(await h.read(SUMMARY_NOTE)).toBe(before);
  });

  it('R53: a draft written with write_summary is committed, not a 3 MB final reply after it', async () => {
    const draft =
      '## Summary\nThe team chose rubber.\n\n## Decisions\n- Rubber casing.\n\n## Next steps\n- Order samples.\n';
    h = await startHarness([
      { toolCalls: [{ name: 'write_summary', arguments: { content: draft, replace_file: true } }] },
      { text: looping(3 * MAX_CONTENT_BYTES) },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: KICKOFF, env: {}, force: true });
    const note = await h.read(run.summaryPath);
    expect(note).toContain('The team chose rubber.');
    expect(note.length).toBeLessThan(10_000);
  });

  it('R53: a final reply under the limit (900 KB) is still used as the summary', async () => {
    h = await startHarness([{ text: looping(900_000) }]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: KICKOFF, env: {}, force: true });
    expect((await h.read(run.summaryPath)).length).toBeGreaterThan(900_000);
  });
});
