import { type ChatRequest, never, type ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  KICKOFF,
  kickoffName,
  minimalScript,
  startHarness,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function runFunctional(
  script: ScriptedTurn[] | ((req: unknown, i: number) => ScriptedTurn | Promise<ScriptedTurn>),
  model = {},
) {
  h = await startHarness(script, { model });
  const events = h.events;
  const run = await summarizeMeeting({
    vault: h.vault,
    meeting: FUNCTIONAL,
    onEvent: (e) => events.push(e),
    env: {},
  });
  return { h, run, retries: events.filter((e) => e.type === 'retry') };
}

describe('transient model failures are retried by the transport, end to end', () => {
  it('B33: 429 with Retry-After, then ok', async () => {
    const { h, run, retries } = await runFunctional([
      { status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'slow down' } } },
      ...minimalScript(),
    ]);
    expect(retries).toEqual([
      { type: 'retry', attempt: 2, of: 3, delayMs: 1000, reason: 'HTTP 429: slow down' },
    ]);
    expect(h.server.requests).toHaveLength(3);
    expect(await h.read(run.summaryPath)).toContain('## Summary\nShort.');
  });

  it('500, then ok', async () => {
    const { h, run, retries } = await runFunctional([{ status: 500 }, ...minimalScript()]);
    expect(retries).toHaveLength(1);
    expect(retries[0]?.reason).toMatch(/^HTTP 500/);
    expect(h.server.requests).toHaveLength(3);
    expect(run.steps).toBe(2);
  });

  it('connection reset, then ok', async () => {
    const { h, run, retries } = await runFunctional([{ destroy: true }, ...minimalScript()]);
    expect(retries).toHaveLength(1);
    expect(retries[0]?.reason).toMatch(/^network error/);
    expect(await h.read(run.summaryPath)).toContain('Short.');
  });

  it('a request that times out is retried', async () => {
    const [first, second] = minimalScript() as [ScriptedTurn, ScriptedTurn];
    // The first request is never answered; every later one at once (the tool result decides which
    // turn). A loaded machine may let a retried request run past the limit too: every retry must
    // then be a timeout, and the run still succeeds.
    const { h, run, retries } = await runFunctional(
      (req, i) =>
        i === 0 ? never() : (req as ChatRequest).body.messages.at(-1)?.role === 'tool' ? second : first,
      { timeoutMs: 2_000, retry: { attempts: 10, delayMs: 10 } },
    );
    expect(retries.length).toBeGreaterThanOrEqual(1);
    for (const retry of retries) expect(retry.reason).toMatch(/^timeout after 2000 ms$/);
    expect(h.server.requests).toHaveLength(retries.length + 2);
    expect(await h.read(run.summaryPath)).toContain('Short.');
  });

  it.each([false, true])(
    'B33: a quota 429 with a huge Retry-After fails at once with the server message, recorded in the context note (stream: %s)',
    async (stream) => {
      h = await startHarness([
        {
          status: 429,
          headers: { 'retry-after': '1296000' },
          body: { error: { message: 'Quota exhausted for this billing period; resets on 2024-06-01.' } },
        },
      ]);
      const meetingBefore = await h.read(FUNCTIONAL);
      const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream, env: {} }).catch(
        (e) => e,
      );
      expect(SummaryRunError.isInstance(error)).toBe(true);
      expect(error.reason).toBe('model');
      expect(error.message).toContain('Quota exhausted');
      expect(h.server.requests).toHaveLength(1);
      const context = await h.read(`Assistant/${functionalName}.md`);
      expect(context).toMatch(/## Run failed .*\n\nmodel endpoint returned HTTP 429: Quota exhausted/);
      expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
      const after = await h.read(FUNCTIONAL);
      expect(after.split('\n').filter((l) => !l.startsWith('context:'))).toEqual(
        meetingBefore.replace('status: ended', 'status: failed').split('\n'),
      );
    },
  );
});

describe('malformed tool calls from small models', () => {
  it('B28: truncated tool JSON is never written; the model gets an error and the run goes on', async () => {
    const decisions = 'Projects/remote-control/decisions.md';
    const script: ScriptedTurn[] = [
      {
        toolCalls: [
          {
            name: 'write_projectfile',
            arguments: '{"project":"remote-control","path":"decisions.md","content":"Notes from',
          },
        ],
      },
      ...minimalScript(),
    ];
    h = await startHarness(script);
    const before = await h.read(decisions);
    const events = h.events;
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      onEvent: (e) => events.push(e),
      env: {},
    });
    expect(await h.read(decisions)).toBe(before);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'tool-result', name: 'write_projectfile', ok: false }),
    );
    // The follow-up request is valid: the assistant tool call carries JSON arguments, and a tool message answers it.
    const followUp = h.server.requests[1]?.body.messages ?? [];
    const assistant = followUp.find((m) => m.role === 'assistant');
    for (const call of assistant?.tool_calls ?? [])
      expect(() => JSON.parse(call.function.arguments)).not.toThrow();
    expect(followUp.some((m) => m.role === 'tool')).toBe(true);
    // write_projectfile, write_summary and the harness model's read of the transcript before it (L285).
    expect(run.toolCalls).toBe(3);
    expect(await h.read(`Assistant/${functionalName}.md`)).toContain('None: the agent changed no file');
  });

  it('an unknown tool is reported to the model and the run goes on', async () => {
    const script: ScriptedTurn[] = [
      { toolCalls: [{ name: 'read_file', arguments: { path: 'Meetings/x.md' } }] },
      ...minimalScript(),
    ];
    const { h, run } = await runFunctional(script);
    expect(h.events).toContainEqual(expect.objectContaining({ type: 'tool-call', name: 'read_file' }));
    expect(h.events).toContainEqual(
      expect.objectContaining({ type: 'tool-result', name: 'read_file', ok: false }),
    );
    const toolMessage = h.server.requests[1]?.body.messages.find((m) => m.role === 'tool');
    expect(String(toolMessage?.content)).toMatch(/read_file/);
    expect(await h.read(run.summaryPath)).toContain('Short.');
  });
});

describe('B32: the step cap', () => {
  it('max steps reached without a summary: failure recorded, previous summary and meeting note intact, audit present', async () => {
    h = await startHarness(
      () => ({ toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 20 } }] }),
      {
        model: { maxSteps: 3 },
      },
    );
    const summaryBefore = await h.read(`Summaries/${kickoffName}.md`);
    const meetingBefore = await h.read(KICKOFF);
    const events = h.events;
    const error = await summarizeMeeting({
      vault: h.vault,
      meeting: kickoffName,
      onEvent: (e) => events.push(e),
      env: {},
    }).catch((e) => e);

    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect(error.reason).toBe('max-steps');
    expect(error.message).toMatch(/^stopped after 3 tool steps/);
    expect(h.server.requests).toHaveLength(3);
    expect(events.at(-1)).toEqual({ type: 'run-error', message: error.message });
    expect(await h.read(`Summaries/${kickoffName}.md`)).toBe(summaryBefore);
    expect(await h.readOrNull(`.trash/Summaries/${kickoffName}.md`)).toBeNull();
    const meetingAfter = await h.read(KICKOFF);
    // The previous summary is still valid, so the meeting keeps `status: summarized`.
    expect(meetingAfter.split('\n').filter((l) => !l.startsWith('context:'))).toEqual(
      meetingBefore.split('\n'),
    );
    const context = await h.read(`Assistant/${kickoffName}.md`);
    expect(context).toMatch(/## Run failed .*\n\nstopped after 3 tool steps/);
    expect(context).toContain('## External writes');
  });
});

describe('cancellation', () => {
  it('an aborted run fails as aborted, records the failure and writes no summary', async () => {
    const controller = new AbortController();
    h = await startHarness((_req, index) => {
      if (index === 0) return { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 10 } }] };
      controller.abort();
      return never(); // only the abort ends this request
    });
    const error = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      signal: controller.signal,
      env: {},
    }).catch((e) => e);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect(error.reason).toBe('aborted');
    expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
    expect(await h.read(`Assistant/${functionalName}.md`)).toMatch(/## Run cancelled .*\n\nrun cancelled/);
    // Cancelled by the user: not a failure of the meeting, so its status stays as it was.
    expect(await h.read(FUNCTIONAL)).toMatch(/^status: ended$/m);
  });
});
