/**
 * Review L7: a model's tool call whose arguments give a key twice (`{"path":"decisions.md",
 * "path":"../x.md"}`) ran with the last copy, as JSON parsers read it, while `ma tool --args` and
 * `ma mcp` refuse it (T8). The model's raw arguments are now checked before the AI SDK parses
 * them: the call is not run and the model gets a refusal naming the key; a later call giving each
 * key once runs. Generated and streamed replies. Real scripted server, temp sample vault.
 * Spec: docs/contracts.md, @ma/agent (invalid tool calls); review L7.
 */
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, snapshot, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const DECISIONS = 'Projects/remote-control/decisions.md';
const whole = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';
const twice =
  '{"project":"remote-control","path":"decisions.md","content":"- L7 first","content":"- L7 second"}';

describe.each([false, true])('L7: a model tool call giving a key twice (stream: %s)', (stream) => {
  it('L7: is not run; the model is told which key, and where; the summary it writes next lands', async () => {
    h = await startHarness(
      (_req: ChatRequest, index: number): ScriptedTurn =>
        index === 0
          ? { toolCalls: [{ name: 'write_projectfile', arguments: twice }] }
          : index === 1
            ? { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] }
            : { text: 'Done.' },
    );
    const before = await snapshot(h.root);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect((await snapshot(h.root))[DECISIONS]).toBe(before[DECISIONS]);
    const column = twice.indexOf('"content":"- L7 second"') + 1;
    const tool = h.server.requests[1]?.body.messages.find((m) => m.role === 'tool');
    expect(String(tool?.content)).toBe(
      `refused: the arguments of write_projectfile give the key "content" twice (again at line 1, column ${column}); JSON would keep only the last one; nothing was run; call write_projectfile again giving each key once`,
    );
    expect(await h.read(`Summaries/2026-03-10 Remote control functional design.md`)).toContain(
      'The team met.',
    );
  });
});
