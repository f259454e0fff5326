/**
 * Review3 M13: `finish()` waits for every `write_summary` called before it and refuses every write
 * called after it started. A host that pipelines "write the final summary, then finish" (or an AI
 * SDK step that calls both in parallel) commits the write, never the previous draft; a write after
 * finish() began is refused instead of answering ok into a closed session. Real vault copy.
 * Spec: docs/contracts.md (Concurrency); docs/session.md (finish).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type MeetingSession, openMeetingSession } from '../src/index.js';
import { functionalName, type Harness, minimalScript, readTranscriptIn, startHarness } from './harness.js';

const SUMMARY = `Summaries/${functionalName}.md`;
const CALL = { toolCallId: 'c', messages: [], context: {} } as never;

const harnesses: Harness[] = [];
const sessions: MeetingSession[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.cancel();
  for (const h of harnesses.splice(0)) await h.close();
});

function write(session: MeetingSession, content: string, replace = false): Promise<string> {
  return session.tools.write_summary.execute?.(
    (replace ? { content, replace_file: true } : { content }) as never,
    CALL,
  ) as Promise<string>;
}

describe('M13: finish() after pipelined writes', () => {
  for (const lockAt of ['open', 'finish'] as const) {
    it(`M13 (lockAt ${lockAt}): the write called just before finish() is committed; a write called after is refused`, async () => {
      const h = await startHarness(minimalScript());
      harnesses.push(h);
      const session = await openMeetingSession({ vault: h.vault, meeting: functionalName, lockAt });
      // L285: the host's model reads the transcript before it finishes.
      await readTranscriptIn(session);
      sessions.push(session);
      expect(await write(session, '## Summary\nFIRST draft.\n')).toMatch(/^created the summary draft/);
      // Not awaited: what a pipelining client (or one AI SDK step) does.
      const second = write(session, '## Summary\nSECOND draft.\n', true);
      const finished = session.finish();
      const late = write(session, '- appended after finish started');
      const [secondText, done, lateText] = await Promise.all([second, finished, late]);
      expect(secondText).toMatch(/^replaced the whole file/);
      expect(done.summaryPath).toBe(SUMMARY);
      const note = await h.read(SUMMARY);
      expect(note).toContain('SECOND draft.');
      expect(note).not.toContain('FIRST draft.');
      expect(note).not.toContain('appended after finish started');
      expect(lateText).toMatch(/^refused: the summary session is being finished/);
      expect(lateText).toContain('was not made');
      // After the commit, a write is still refused (nothing would ever commit it).
      expect(await write(session, '- after the commit')).toMatch(
        /^refused: the summary session was finished/,
      );
    });
  }

  it('M13: a finish() refused before writing (empty draft) lets writes in again', async () => {
    const h = await startHarness(minimalScript());
    harnesses.push(h);
    const session = await openMeetingSession({ vault: h.vault, meeting: functionalName });
    // L285: the host's model reads the transcript before it finishes.
    await readTranscriptIn(session);
    sessions.push(session);
    const refused = (await session.finish().catch((e: unknown) => e)) as Error;
    expect(refused.message).toMatch(/no summary to commit/);
    expect(await write(session, '## Summary\nAfter the refusal.\n')).toMatch(/^created the summary draft/);
    await session.finish();
    expect(await h.read(SUMMARY)).toContain('After the refusal.');
  });

  it('M13: after cancel() a write is refused', async () => {
    const h = await startHarness(minimalScript());
    harnesses.push(h);
    const session = await openMeetingSession({ vault: h.vault, meeting: functionalName });
    await session.cancel();
    expect(await write(session, '## Summary\nToo late.\n')).toMatch(
      /^refused: the summary session was cancelled/,
    );
  });
});
