/**
 * R65: a streamed reply that stops mid-way without closing its connection (a server hung
 * mid-generation, a proxy holding a dead upstream) — part of the reply came, then not a byte for
 * `model.timeoutMs` — is a broken reply: asked again like a connection closed mid-reply (Z50), and
 * when every try stalls the run fails saying so (`the stream stopped mid-reply after N bytes:
 * nothing more came for <ms> ms (model.timeoutMs)`). Before, the AI SDK's own chunk timeout ended
 * the run at once with "model request timed out (Chunk timeout of 1500ms exceeded)", never asked
 * again. Real scripted server (a trickle that stalls), temp sample vault.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const whole = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';
const stalled = { trickle: { text: 'Reading the transcript. ', everyMs: 50, pieces: 3, stall: true } };
const stalledReply =
  /^the stream stopped mid-reply after \d+ bytes: nothing more came for 1500 ms \(model\.timeoutMs\)/;

const run = (harness: Harness) =>
  summarizeMeeting({
    vault: harness.vault,
    meeting: FUNCTIONAL,
    env: {},
    stream: true,
    onEvent: (e) => harness.events.push(e),
  });

describe('R65: a stream that stalls mid-reply', () => {
  it('R65: is asked again and the run completes, the retry naming the stall', async () => {
    h = await startHarness(
      [stalled, { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] }, { text: 'Done.' }],
      { model: { timeoutMs: 1_500 } },
    );
    const result = await run(h);
    expect(await h.read(result.summaryPath)).toContain('The team met.');
    expect(h.server.requests).toHaveLength(3);
    const retries = h.events.filter((e) => e.type === 'retry');
    expect(retries).toHaveLength(1);
    expect((retries[0] as { reason: string }).reason).toMatch(stalledReply);
  });

  it('R65: stalling on every try fails after model.retry.attempts requests, saying the stream stopped mid-reply', async () => {
    h = await startHarness(() => stalled, {
      model: { timeoutMs: 1_500, retry: { attempts: 2, delayMs: 10 } },
    });
    const error = await summaryRunFailure(run(h));
    expect(error.reason).toBe('model');
    expect(error.message).toContain('the stream stopped mid-reply after');
    expect(error.message).toContain('nothing more came for 1500 ms (model.timeoutMs)');
    expect(error.message).not.toContain('Chunk timeout');
    expect(h.server.requests).toHaveLength(2);
  });
});
