/**
 * ReviewB S62: a last reply whose text is only an unclosed `<think>` (the model stopped while
 * thinking, or the server has no reasoning parser) is reported as reasoning found inside `<think>`
 * tags in its text, not only as "characters in the reasoning field" (the server sent no such
 * field). JSON and SSE; real scripted server, temp sample vault. Spec: review13 Z57; reviewB S62.
 */
import { completionChunk, sseChunks } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const content = '<think>The team chose the rubber case, so the summary should say';

describe.each([false, true])('S62: an unclosed <think> in the text (stream: %s)', (stream) => {
  it('S62: the message says the reasoning was inside <think> tags in the text', async () => {
    h = await startHarness(() =>
      stream
        ? {
            raw: sseChunks([
              completionChunk({ role: 'assistant', content: '' }),
              completionChunk({ content }),
              completionChunk({}, 'stop'),
            ]),
          }
        : {
            raw: JSON.stringify({
              id: 'r',
              object: 'chat.completion',
              created: 0,
              model: 'test-model',
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
            }),
            contentType: 'application/json',
          },
    );
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
    );
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain('its last reply held only reasoning');
    expect(error.message).toMatch(/inside <think> tags in its text, a <think> left open included/);
  });
});
