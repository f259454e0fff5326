/**
 * Review13 Z57: a last reply that holds only reasoning (`reasoning_content`, as vLLM or LM Studio
 * send it when the reasoning parser swallows the answer) and no text or tool call says so, with
 * what to check, instead of "no write_summary call and no final text". JSON and SSE; real scripted
 * server. Spec: docs/contracts.md R12 (a true message with what to do); review13 Z57.
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

const thought = 'The summary is: ## Summary The team chose the rubber case.';

describe.each([false, true])('Z57: a reply of reasoning only (stream: %s)', (stream) => {
  it('Z57: says the reply held only reasoning and what to check', async () => {
    h = await startHarness(() =>
      stream
        ? {
            raw: sseChunks([
              completionChunk({ role: 'assistant', content: '' }),
              completionChunk({ reasoning_content: thought }),
              completionChunk({}, 'stop'),
            ]),
          }
        : {
            raw: JSON.stringify({
              id: 'r',
              object: 'chat.completion',
              created: 0,
              model: 'test-model',
              choices: [
                {
                  index: 0,
                  finish_reason: 'stop',
                  message: { role: 'assistant', content: '', reasoning_content: thought },
                },
              ],
            }),
            contentType: 'application/json',
          },
    );
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
    );
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain(`its last reply held only reasoning (${thought.length} characters`);
    expect(error.message).toContain('reasoning parser');
  });
});
