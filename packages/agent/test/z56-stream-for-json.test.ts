/**
 * Review13 Z56: a plain (JSON) request answered with a correct event stream (a server or proxy
 * that always streams) is said as such, with the fix that works (`--stream`), not as "not an
 * OpenAI-compatible API"; the reverse case already says "run without --stream". Real scripted server.
 * Spec: docs/contracts.md R12 (one true message per cause, with what to do).
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

describe('Z56: an event stream for a JSON request', () => {
  it('Z56: names the event stream and says to run with --stream', async () => {
    h = await startHarness(() => ({
      raw: sseChunks([completionChunk({ role: 'assistant', content: 'Hello' }), completionChunk({}, 'stop')]),
    }));
    const error = await summaryRunFailure(summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }));
    expect(error.reason).toBe('model');
    expect(error.message).toContain(
      'with an event stream (text/event-stream) although the request asked for one JSON reply',
    );
    expect(error.message).toContain('run with --stream');
    expect(error.message).not.toContain('OpenAI-compatible API ending in /v1');
  });
});
