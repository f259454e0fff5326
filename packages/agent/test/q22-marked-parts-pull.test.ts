/**
 * Q22 (issue 13, agent-loop overhead of streamed replies): the L7 check of a streamed tool call's
 * arguments piped every part of the model's stream (10–20 per step: start, metadata, each argument
 * delta, the call, the finish) through a `TransformStream` of its own — a writable side, a pipe loop
 * and a transform promise per part, about 4 µs of CPU each. The parts are now read by a pull source:
 * the same parts in the same order, the call giving a key twice still refused, a stream that breaks
 * still reported and asked again (Z50), `pipeThrough` is the
 * real one, only watched. Real scripted server, temp sample vault.
 * Spec: issue 13 (agent-loop overhead ≤ 3 ms per step); docs/agent-loop-speed.md; review L7; review13 Z50.
 */
import { type ChatRequest, completionChunk, type ScriptedTurn, sse } from '@ma/testkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, snapshot, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await h?.close();
  h = undefined;
});

/** The caller (the stack frame after the spy's) of each `pipeThrough` call made while the test runs. */
function watchPipes(): string[] {
  const stacks: string[] = [];
  const pipeThrough = ReadableStream.prototype.pipeThrough;
  vi.spyOn(ReadableStream.prototype, 'pipeThrough').mockImplementation(function (
    this: ReadableStream,
    ...args: Parameters<ReadableStream['pipeThrough']>
  ) {
    // Lines: the message, this function, the spy, then the caller.
    stacks.push((new Error('pipeThrough').stack ?? '').split('\n')[3] ?? '');
    return pipeThrough.apply(this, args);
  });
  return stacks;
}

const DECISIONS = 'Projects/remote-control/decisions.md';
const whole = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';
const twice = '{"project":"remote-control","path":"decisions.md","content":"- first","content":"- second"}';

describe('Q22: the streamed L7 check reads the model stream without a TransformStream of its own', () => {
  it('Q22: a streamed run: no part piped through the check, a key given twice still refused, the summary written', async () => {
    h = await startHarness(
      (_req: ChatRequest, index: number): ScriptedTurn =>
        index === 0
          ? { toolCalls: [{ name: 'write_projectfile', arguments: twice }] }
          : index === 1
            ? { toolCalls: [{ name: 'read_meetingnote', arguments: { from: 1, to: 3 } }] }
            : index === 2
              ? { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] }
              : { text: 'Done.' },
    );
    const before = await snapshot(h.root);
    const pipes = watchPipes();
    const events: string[] = [];
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      stream: true,
      onEvent: (e) => {
        if (e.type === 'tool-result') events.push(`${e.name} ${e.ok ? 'ok' : 'not ok'}`);
      },
    });
    expect(pipes.length).toBeGreaterThan(0); // the SDK's own stages are piped: the watch works
    expect(pipes.filter((s) => s.includes('unreadable-arguments'))).toEqual([]);
    // With the harness model's read of the transcript in the step of its write (L285).
    expect(run.toolCalls).toBe(4);
    expect(events).toEqual([
      'write_projectfile not ok',
      'read_meetingnote ok',
      'read_transcript ok',
      'write_summary ok',
    ]);
    expect((await snapshot(h.root))[DECISIONS]).toBe(before[DECISIONS]);
    const column = twice.indexOf('"content":"- second"') + 1;
    const tool = h.server.requests[1]?.body.messages.find((m) => m.role === 'tool');
    expect(String(tool?.content)).toContain(
      `give the key "content" twice (again at line 1, column ${column})`,
    );
    expect(await h.read(`Summaries/2026-03-10 Remote control functional design.md`)).toContain(
      'The team met.',
    );
  });

  it('Q22: a stream cut mid-reply still reaches the run as a broken reply and is asked again (Z50)', async () => {
    const cut = sse(
      completionChunk({
        role: 'assistant',
        tool_calls: [
          {
            index: 0,
            id: 'c1',
            type: 'function',
            function: { name: 'read_meetingnote', arguments: '{"from":' },
          },
        ],
      }),
    ).replace(/data: \[DONE\]\n\n$/, '');
    h = await startHarness([
      { raw: cut, contentType: 'text/event-stream', cut: true },
      { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] },
      { text: 'Done.' },
    ]);
    const pipes = watchPipes();
    const retries: string[] = [];
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      stream: true,
      onEvent: (e) => {
        if (e.type === 'retry') retries.push(e.reason);
      },
    });
    expect(pipes.filter((s) => s.includes('unreadable-arguments'))).toEqual([]);
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatch(/closed mid-reply|ended without a finish/);
    expect(run.toolCalls).toBe(2); // write_summary and the harness model's read before it (L285)
    expect(await h.read(`Summaries/2026-03-10 Remote control functional design.md`)).toContain(
      'The team met.',
    );
  });
});
