/**
 * Newcomer session 32 N2: a small model that makes the identical call every step
 * (`read_transcript {"from":1,"to":30}`) got the same 30 lines in full 40 times, then `max-steps`. Now an
 * identical repeat of a read already answered (same tool, same arguments, content unchanged) is answered
 * with a short note — the step it was read at, the lines still unread, "read on from 31, or write the
 * summary" — instead of the text, and after REPEATED_CALLS_STOP (3) identical calls in a row the run stops
 * early, naming the repeat; nothing is written. Real agent loop, @ma/testkit's scripted server (plain and
 * streamed), temp sample vault.
 * Spec: newcomer session 32 N2; docs/tools.md (Repeated calls); review12 Y52.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';
const read = { name: 'read_transcript', arguments: { from: 1, to: 30 } };

/** The last tool message's text of request `i`. */
function lastResult(i: number): string {
  const messages = h?.server.requests[i]?.body.messages ?? [];
  return JSON.stringify(messages.filter((m) => m.role === 'tool').at(-1)?.content ?? '');
}

describe.each([false, true])('N2: identical repeated calls (stream: %s)', (stream) => {
  it('N2: the same read every step: the repeat gets a short note, the third identical call stops the run (3 requests, not 40)', async () => {
    h = await startHarness(Array.from({ length: 40 }, () => ({ toolCalls: [read] })));
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }).catch(
      (e: unknown) => e,
    );
    expect(h.server.requests).toHaveLength(3);
    const first = lastResult(1);
    expect(first).toContain('lines 1–30 of');
    const repeat = lastResult(2);
    expect(repeat).toMatch(
      /note: lines 1–30 were already read at step 1; read on from 31, or write the summary/,
    );
    expect(repeat).toMatch(/not read yet: 31–\d+/);
    // The lines are not given again.
    expect(repeat.length).toBeLessThan(first.length / 2);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as SummaryRunError).reason).toBe('no-summary');
    expect((error as Error).message).toContain(
      'the model made the same call 3 times in a row (read_transcript {"from":1,"to":30})',
    );
    expect((error as Error).message).toContain('it repeats itself');
    expect(await h.read(FUNCTIONAL)).not.toContain('status: summarized');
  });

  it('N2: a repeat after a note, then reading on and writing: the run goes on and finishes', async () => {
    h = await startHarness([
      { toolCalls: [read] },
      { toolCalls: [read] },
      { toolCalls: [{ name: 'read_transcript', arguments: { from: 31, to: 60 } }] },
      { toolCalls: [read] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(h.server.requests).toHaveLength(6);
    expect(lastResult(3)).toContain('lines 31–60 of');
    // The third read of 1–30 is no third in a row: answered with the note, read on from 61 now.
    expect(lastResult(4)).toMatch(/read on from 61, or write the summary/);
    expect(run.summaryPath).toBeTruthy();
  });
});
