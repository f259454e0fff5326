/**
 * Review13 Z50: with `stream: true` (`ma summarize --stream`), a reply that breaks after the server
 * answered — the connection closed mid-reply, a stream that ends without a finish reason or
 * `[DONE]`, an error event mid-reply — is asked again like a failed request, until
 * `model.retry.attempts` replies were asked for, each retry a `retry` event naming the cause.
 * Before the fix the first such break ended the run (one request; JSON mode already retried the
 * same drop). A tool call that arrived before the break never runs (the step's tools wait for its
 * stream's end), so nothing runs twice; a malformed chunk (a server format problem) is not
 * retried. Real scripted server, temp sample vault.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs ("SHALL retry transient
 * model endpoint failures according to configurable reconnection attempts and delay settings");
 * hostile case B33 (attempts in all = the configured limit; tool side effects never repeated).
 */
import { completionChunk, type ScriptedTurn, sseChunks } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const whole = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';
const dictationCall = {
  index: 0,
  id: 'd1',
  type: 'function',
  function: { name: 'add_dictation_word', arguments: '{"word":"Zebrafone"}' },
};
/** A reply whose add_dictation_word call arrived whole, then the stream broke before its finish. */
const broken: Record<string, ScriptedTurn> = {
  'the connection closed mid-reply': {
    raw: sseChunks([completionChunk({ role: 'assistant', content: '', tool_calls: [dictationCall] })], {
      done: false,
    }),
    cut: true,
  },
  'the stream ended without a finish reason': {
    raw: sseChunks([completionChunk({ role: 'assistant', content: '', tool_calls: [dictationCall] })], {
      done: false,
    }),
  },
  'the server reported an error mid-reply': {
    raw: sseChunks([
      completionChunk({ role: 'assistant', content: '', tool_calls: [dictationCall] }),
      { error: { message: 'CUDA out of memory' } },
    ]),
  },
};
const cause: Record<string, RegExp> = {
  'the connection closed mid-reply': /^the connection closed mid-reply after \d+ bytes/,
  'the stream ended without a finish reason':
    /^the stream ended without a finish reason or \[DONE\] after \d+ bytes/,
  'the server reported an error mid-reply':
    /^the server reported an error mid-reply after \d+ bytes: "CUDA out of memory"/,
};

const run = (harness: Harness) =>
  summarizeMeeting({
    vault: harness.vault,
    meeting: FUNCTIONAL,
    env: {},
    stream: true,
    onEvent: (e) => harness.events.push(e),
  });

describe('Z50: a streamed reply that breaks is asked again', () => {
  for (const [name, turn] of Object.entries(broken)) {
    it(`Z50: ${name}: retried, the run completes, the tool runs once`, async () => {
      h = await startHarness([
        turn,
        { toolCalls: [{ name: 'add_dictation_word', arguments: { word: 'Zebrafone' } }] },
        { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] },
        { text: 'Done.' },
      ]);
      const result = await run(h);
      expect(await h.read(result.summaryPath)).toContain('The team met.');
      expect(h.server.requests).toHaveLength(4);
      // The broken attempt's request and its retry are the same request.
      expect(h.server.requests[1]?.rawBody).toBe(h.server.requests[0]?.rawBody);
      const retries = h.events.filter((e) => e.type === 'retry');
      expect(retries).toHaveLength(1);
      expect(retries[0]).toMatchObject({ attempt: 2, of: 3, delayMs: 10 });
      expect((retries[0] as { reason: string }).reason).toMatch(cause[name] as RegExp);
      // The call in the broken reply never ran; the retried reply's call ran once.
      expect(h.events.filter((e) => e.type === 'tool-call' && e.name === 'add_dictation_word')).toHaveLength(
        1,
      );
      expect((await h.read('Dictation.md')).match(/Zebrafone/g)).toHaveLength(1);
    });
  }

  it('Z50: a reply whose text was already passed on when the connection closed is asked again', async () => {
    // The break comes well after the transport's first-second look for an error event, so the
    // AI SDK had the text; the step is asked again and only the whole reply counts.
    h = await startHarness(
      [
        { trickle: { text: 'Reading the transcript. ', everyMs: 150, pieces: 6, cut: true } },
        { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] },
        { text: 'Done.' },
      ],
      { model: { timeoutMs: 2_000 } },
    );
    const result = await run(h);
    expect(await h.read(result.summaryPath)).toContain('The team met.');
    expect(h.server.requests).toHaveLength(3);
    const retries = h.events.filter((e) => e.type === 'retry');
    expect(retries).toHaveLength(1);
    expect((retries[0] as { reason: string }).reason).toMatch(
      /^the connection closed mid-reply after \d+ bytes/,
    );
  });

  it('Z50: a stream that breaks on every try fails after model.retry.attempts requests with its cause', async () => {
    const turn = broken['the connection closed mid-reply'] as ScriptedTurn;
    h = await startHarness(() => turn);
    const error = await summaryRunFailure(run(h));
    expect(error.reason).toBe('model');
    expect(error.message).toContain('was reached, but the connection closed mid-reply after');
    expect(h.server.requests).toHaveLength(3);
    expect(h.events.filter((e) => e.type === 'retry').map((e) => (e as { attempt: number }).attempt)).toEqual(
      [2, 3],
    );
    expect(await h.read('Dictation.md')).not.toContain('Zebrafone');
  });

  it('Z50: retry.attempts 1 asks once', async () => {
    const turn = broken['the stream ended without a finish reason'] as ScriptedTurn;
    h = await startHarness(() => turn, { model: { retry: { attempts: 1, delayMs: 10 } } });
    const error = await summaryRunFailure(run(h));
    expect(error.message).toContain('the stream ended without a finish reason');
    expect(h.server.requests).toHaveLength(1);
    expect(h.events.filter((e) => e.type === 'retry')).toHaveLength(0);
  });

  it('Z50: a malformed chunk is not retried', async () => {
    h = await startHarness(() => ({
      raw: sseChunks([
        completionChunk({ role: 'assistant', content: '' }),
        '{"choices": [ nope',
        completionChunk({}, 'stop'),
      ]),
    }));
    const error = await summaryRunFailure(run(h));
    expect(error.message).toContain('malformed');
    expect(h.server.requests).toHaveLength(1);
  });
});
