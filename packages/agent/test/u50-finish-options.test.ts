/**
 * U50, U51 (reviewB, session 21): `finish()` of the session API checks what a plain JavaScript host
 * passes, before it claims the session. Before, `finish({ body: 42 })` threw a raw `TypeError:
 * content.slice is not a function` after the session was claimed, and the session stayed "being
 * finished": `cancel()` did nothing, the run lock stayed held for the life of the process, and every
 * later session (or `ma summarize`, the daemon) on the meeting was `busy` (U50). And `finish({ steps:
 * 'three', usage: { inputTokens: 'x', outputTokens: -5 } })` committed and wrote "three steps, x-5
 * tokens" into the run record (U51). Real files in a temp copy of the sample vault.
 * Spec: packages/agent/README.md (Checked options, T51); docs/session.md.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type MeetingSession, openMeetingSession, SummaryRunError } from '../src/index.js';
import {
  functionalName,
  type Harness,
  minimalScript,
  readTranscriptIn,
  snapshot,
  startHarness,
} from './harness.js';

const BODY = '## Summary\nThe team met.\n\n## Decisions\n- Keep it simple.\n\n## Next steps\n- Draw it.\n';

let h: Harness | undefined;
const sessions: MeetingSession[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.cancel();
  await h?.close();
  h = undefined;
});

async function open(): Promise<MeetingSession> {
  h ??= await startHarness(minimalScript(), { model: null });
  const s = await openMeetingSession({ vault: h.vault, meeting: functionalName });
  // L285: the host's model reads the transcript before it finishes.
  await readTranscriptIn(s);
  sessions.push(s);
  return s;
}

/** `finish` as an untyped (plain JavaScript) host calls it. */
const untypedFinish = (s: MeetingSession, opts: unknown) =>
  (s.finish as (o: unknown) => Promise<unknown>)(opts);

describe('U50, U51: finish() options of openMeetingSession', () => {
  it('U50: a finish() refused for its body leaves the session open: cancel() frees the meeting for the next session', async () => {
    const first = await open();
    await expect(untypedFinish(first, { body: 42 })).rejects.toThrow(
      'finish: option "body" must be a string (got 42)',
    );
    // The session is still open: cancel() ends it and frees the run lock.
    await first.cancel();
    const second = await open();
    const written = await second.finish({ body: BODY });
    expect(written.summaryPath).toBe(`Summaries/${functionalName}.md`);
  });

  it('U51: wrong steps, toolCalls, toolOutcomes and usage are a TypeError naming the option, nothing written, the session still open', async () => {
    const s = await open();
    const before = await snapshot(h?.root ?? '');
    const cases: Array<[unknown, string]> = [
      [{ body: BODY, steps: 'three' }, 'finish: option "steps" must be a whole number >= 0 (got "three")'],
      [{ body: BODY, toolCalls: -1 }, 'finish: option "toolCalls" must be a whole number >= 0 (got -1)'],
      [{ body: BODY, usage: { inputTokens: 'x', outputTokens: -5 } }, 'finish: option "usage" must be'],
      [{ body: BODY, usage: 12 }, 'finish: option "usage" must be'],
      [{ body: BODY, toolOutcomes: { refused: 1 } }, 'finish: option "toolOutcomes" must be'],
      [{ body: { text: BODY } }, 'finish: option "body" must be a string (got an object)'],
      ['body', 'finish: expected an options object (got "body")'],
    ];
    for (const [opts, message] of cases) {
      const error = await untypedFinish(s, opts).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, JSON.stringify(opts)).toBeInstanceOf(TypeError);
      expect((error as Error).message).toContain(message);
    }
    expect(await snapshot(h?.root ?? '')).toEqual(before);
    // Still open: the AI SDK's own usage shape (undefined counts) and a body commit.
    const written = await s.finish({
      body: BODY,
      steps: 0,
      usage: { inputTokens: 3, outputTokens: undefined, totalTokens: undefined },
    });
    expect(written.summaryPath).toBe(`Summaries/${functionalName}.md`);
    const context = await h?.read(`Assistant/${functionalName}.md`);
    expect(context).toMatch(/0 steps, 3 tokens/);
  });

  it('U51: an empty body passed to finish() is named as the body, not as an empty draft', async () => {
    const s = await open();
    const error = await s.finish({ body: '  \n' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain('the body passed to finish() is empty');
    expect((error as Error).message).not.toContain('call write_summary');
  });
});
