/**
 * A server error sent with HTTP 200 (an `error` object instead of `choices`, as JSON or as the
 * first SSE event) is reported with the server's own message, not as an unparsable response.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (fail clearly).
 */
import { sse } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { type AgentEvent, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, minimalScript, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const errorBody = JSON.stringify({
  error: { message: 'Model does not support tools', type: 'invalid_request' },
});

async function fail(stream: boolean) {
  const events: AgentEvent[] = [];
  const error = await summarizeMeeting({
    vault: h!.vault,
    meeting: FUNCTIONAL,
    stream,
    env: {},
    onEvent: (e) => events.push(e),
  }).catch((e: unknown) => e);
  expect(SummaryRunError.isInstance(error)).toBe(true);
  return { error: error as SummaryRunError, retries: events.filter((e) => e.type === 'retry') };
}

describe('server errors sent with HTTP 200', () => {
  it.each([false, true])(
    'a JSON 200 body with an error object fails with the server message, HTTP 502, not retried (stream: %s)',
    async (stream) => {
      h = await startHarness([{ raw: errorBody, contentType: 'application/json', status: 200 }]);
      const summaryRel = `Summaries/${functionalName}.md`;
      const { error, retries } = await fail(stream);
      expect(error.reason).toBe('model');
      expect(error.message).toMatch(
        /^model endpoint returned HTTP 502: Model does not support tools; the model cannot call tools, /,
      ); // C26: with the fix
      expect(retries).toEqual([]);
      expect(h.server.requests).toHaveLength(1);
      expect(await h.readOrNull(summaryRel)).toBeNull();
      expect(await h.read(`Assistant/${functionalName}.md`)).toContain('Model does not support tools');
    },
  );

  it("the error's own transient status (503) is used and retried, then the run succeeds", async () => {
    const busy = JSON.stringify({ error: { message: 'model is loading', code: 503 } });
    h = await startHarness([{ raw: busy, contentType: 'application/json', status: 200 }, ...minimalScript()]);
    const events: AgentEvent[] = [];
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      onEvent: (e) => events.push(e),
    });
    expect(events.filter((e) => e.type === 'retry').map((e) => (e as { reason: string }).reason)).toEqual([
      'HTTP 503: model is loading',
    ]);
    expect(await h.read(run.summaryPath)).toContain('## Summary\nShort.');
  });

  it("the error's own non-transient code (404 as a string) is used", async () => {
    const missing = JSON.stringify({ error: { message: 'model "x" not found', code: '404' } });
    h = await startHarness([{ raw: missing, contentType: 'application/json', status: 200 }]);
    const { error, retries } = await fail(false);
    expect(error.message).toMatch(/^model endpoint returned HTTP 404: model "x" not found/);
    expect(retries).toEqual([]);
  });

  it('an SSE stream whose first event is an error object fails the same way', async () => {
    h = await startHarness([
      {
        raw: `: keep-alive\n\n${sse({ error: { message: 'Model does not support tools' } })}`,
        contentType: 'text/event-stream',
        status: 200,
      },
    ]);
    const { error, retries } = await fail(true);
    expect(error.reason).toBe('model');
    expect(error.message).toMatch(
      /^model endpoint returned HTTP 502: Model does not support tools; the model cannot call tools, /,
    ); // C26: with the fix
    expect(retries).toEqual([]);
    expect(h.server.requests).toHaveLength(1);
  });

  it('a normal stream is passed on unchanged (the first event is a completion chunk)', async () => {
    h = await startHarness(minimalScript());
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream: true, env: {} });
    expect(await h.read(run.summaryPath)).toContain('## Summary\nShort.');
  });
});
