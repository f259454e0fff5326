/**
 * R189: a small local model that prints its parallel calls (Qwen/Hermes `<tool_call>` pairs, LM Studio's
 * Gemma repeating a call inside one reply) and then makes the SAME PAIR of reads at every step was never
 * caught as looping: N2 counted only steps of one call, so the run spent every step up to `model.maxSteps`
 * (40 by default: 40 requests to a laptop model) and then blamed the step cap. Now a step whose every
 * call is an unchanged repeat counts as one repeated set of calls, whatever their order, and the third
 * such step in a row stops the run, naming the calls; a set that changes keeps the run going. Real agent
 * loop, @ma/testkit's scripted server (plain and streamed), temp sample vault.
 * Spec: newcomer session 32 N2; docs/tools.md (Repeated calls); seed 002 (small models).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, snapshot, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';
const transcript = { name: 'read_transcript', arguments: { from: 1, to: 30 } };
const note = { name: 'read_meetingnote', arguments: {} };

describe.each([false, true])('R189: the same set of calls every step (stream: %s)', (stream) => {
  it('R189: the same two reads every step (in either order) stop the run at the third step, not at the step cap', async () => {
    h = await startHarness(
      Array.from({ length: 40 }, (_, i) => ({
        toolCalls: i % 2 === 0 ? [transcript, note] : [note, transcript],
      })),
      { model: { maxSteps: 40 } },
    );
    const before = await snapshot(h.root);
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
    );
    expect(h.server.requests).toHaveLength(3);
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain(
      'the model made the same 2 calls 3 times in a row (read_meetingnote {} + read_transcript {"from":1,"to":30})',
    );
    expect(error.message).toContain('it repeats itself');
    expect(error.message).not.toContain('maxSteps');
    const after = await snapshot(h.root);
    expect(after[FUNCTIONAL]).toContain('status: failed');
    expect(Object.keys(after).filter((k) => k.startsWith('Summaries/'))).toEqual(
      Object.keys(before).filter((k) => k.startsWith('Summaries/')),
    );
  });

  it('R189: a step that reads something new between the repeated pairs breaks the streak; the run finishes', async () => {
    h = await startHarness([
      { toolCalls: [transcript, note] },
      { toolCalls: [transcript, note] },
      { toolCalls: [transcript, note, { name: 'read_transcript', arguments: { from: 31, to: 60 } }] },
      { toolCalls: [transcript, note] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(h.server.requests).toHaveLength(6);
    expect(run.summaryPath).toBeTruthy();
  });

  it('review V133: a repeated read beside a write that changes something each step is no loop; the run finishes', async () => {
    // Only the read-only tools were watched, so a step of [the same read, a new write] counted as a step
    // of repeats alone: the third stopped the run as "did not go on", dropping what it wrote.
    const word = (n: number) => ({ name: 'add_dictation_word', arguments: { word: `Zigbee${n}` } });
    h = await startHarness([
      { toolCalls: [transcript] },
      { toolCalls: [transcript, word(1)] },
      { toolCalls: [transcript, word(2)] },
      { toolCalls: [transcript, word(3)] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(h.server.requests).toHaveLength(6);
    expect(run.summaryPath).toBeTruthy();
    const dictation = (await snapshot(h.root))['Dictation.md'];
    for (const n of [1, 2, 3]) expect(dictation).toContain(`Zigbee${n}`);
  });
});
