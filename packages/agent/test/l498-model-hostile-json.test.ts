/**
 * L498, L499: a model's tool call whose arguments nest deeper than core `MAX_JSON_NESTING` (1000) or
 * hold a number JSON cannot keep as written (`1e400` reads as Infinity, `1.0000000000000001` as 1)
 * is refused on its raw text before the AI SDK parses it: nesting 5,000 deep overflowed the stack in
 * the duplicate-key check, `1e400` was refused as "got number Infinity", and `1.0000000000000001` was
 * read as line 1 in silence. The refusal quotes the number as written; a later call runs. Generated
 * and streamed replies. Real scripted server, temp sample vault.
 * Spec: docs/tools.md, Numeric arguments; Rules shared by all tools (Nesting); L498, L499.
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

const whole = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';
const deep = (n: number) => `{"from":1,"to":${'['.repeat(n)}${']'.repeat(n)}}`;
const again = 'nothing was run; call again with arguments matching the schema';
const CALLS: Array<[string, string, string]> = [
  [
    'read_transcript',
    '{"from": 1e400}',
    `refused: invalid arguments (from: 1e400 is beyond the numbers JSON can hold (it reads as Infinity)); ${again}`,
  ],
  [
    'read_transcript',
    '{"from": 1, "to": -1e400}',
    `refused: invalid arguments (to: -1e400 is beyond the numbers JSON can hold (it reads as -Infinity)); ${again}`,
  ],
  [
    'read_transcript',
    '{"from": 1.0000000000000001, "to": 2}',
    `refused: invalid arguments (from: 1.0000000000000001 is not a whole number, though JSON reads it as 1); ${again}`,
  ],
  [
    'write_context',
    '{"content": "- L499", "from": 1, "to": 0.99999999999999999}',
    `refused: invalid arguments (to: 0.99999999999999999 is not a whole number, though JSON reads it as 1); ${again}`,
  ],
  [
    'read_transcript',
    deep(5000),
    `refused: the arguments are nested 5001 levels deep (arrays and objects inside each other); at most 1000 are read; ${again}`,
  ],
];

describe.each([false, true])('L498/L499: hostile JSON in a model tool call (stream: %s)', (stream) => {
  it('L498, L499: each call is refused quoting what the model wrote; nothing is written; the summary lands', async () => {
    // A valid read after every two refusals: five refused steps in a row end a run (R-loop guard).
    const turns: Array<[string, string] | null> = [];
    for (const [i, call] of CALLS.entries()) {
      turns.push([call[0], call[1]]);
      if (i % 2 === 1) turns.push(['read_glossary', '{}']);
    }
    h = await startHarness((_req: ChatRequest, index: number): ScriptedTurn => {
      const call = turns[index];
      if (call) return { toolCalls: [{ name: call[0], arguments: call[1] }] };
      return index === turns.length
        ? { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] }
        : { text: 'Done.' };
    });
    const before = await snapshot(h.root);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    for (const [i, [, args, refusal]] of CALLS.entries()) {
      const turn = turns.findIndex((t) => t?.[1] === args);
      const tools = h.server.requests[turn + 1]?.body.messages.filter((m) => m.role === 'tool') ?? [];
      expect(String(tools.at(-1)?.content), CALLS[i]?.[1].slice(0, 60)).toBe(refusal);
    }
    const after = await snapshot(h.root);
    for (const [file, text] of Object.entries(before))
      if (!file.startsWith('Summaries/') && !file.startsWith('Meetings/'))
        expect(after[file], file).toBe(text);
    expect(await h.read('Summaries/2026-03-10 Remote control functional design.md')).toContain(
      'The team met.',
    );
  }, 60_000);
});
