/**
 * V4: in an agent run, a call whose arguments fail the schema (the AI SDK rejects it before it
 * runs) gets the text the tools give through `ma tool` and `ma mcp` (apps/cli/test/v4-schema-errors.test.ts):
 * each bad field by path, what it expects and what was given, unknown fields named. Granular and
 * compact (`{"error":"refused","message"}`, the same message). Real scripted server, temp sample vault.
 * Spec: docs/tools.md, Rules shared by all tools (Invalid arguments); issue V4.
 */

import type { ChatRequest, ScriptedToolCall, ScriptedTurn } from '@ma/testkit';
import { compactError } from '@ma/tools';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** The same call and text as apps/cli/test/v4-schema-errors.test.ts. */
const BAD = { project: 7, path: 'x.md', content: 'x', from: '3', to: 2.5, extra: 1 };
const BAD_TEXT =
  'refused: invalid arguments (extra: unknown field; project: expected a string, got number 7; from: expected a whole number, got string "3"; to: expected a whole number, got number 2.5); nothing was run; call again with arguments matching the schema';
const FILTERS_TEXT =
  'refused: invalid arguments (filters.from: expected a whole number, got string "3"); nothing was run; call again with arguments matching the schema';

const summary = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';

function scriptOf(first: ScriptedToolCall[], write: ScriptedToolCall) {
  return (_req: ChatRequest, index: number): ScriptedTurn => {
    if (index === 0) return { toolCalls: first };
    if (index === 1) return { toolCalls: [write] };
    return { text: 'Done.' };
  };
}

const toolTexts = (request: number) =>
  (h?.server.requests[request]?.body.messages ?? [])
    .filter((m) => m.role === 'tool')
    .map((m) => {
      const text = String(m.content);
      return text.startsWith('"') ? (JSON.parse(text) as string) : text;
    });

describe('V4: the agent describes invalid arguments as the tools do', () => {
  it('V4: granular: the AI SDK-rejected call gets the shared text, unknown fields named', async () => {
    h = await startHarness(
      scriptOf([{ name: 'write_projectfile', arguments: BAD }], {
        name: 'write_summary',
        arguments: { content: summary },
      }),
    );
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(toolTexts(1)).toEqual([BAD_TEXT]);
  });

  it('V4: compact: the same message inside {"error":"refused","message"}', async () => {
    h = await startHarness(
      // L314: the refused query reads nothing, so the harness's model reads in its write step (L285).
      scriptOf([{ name: 'query_meeting', arguments: { view: 'transcript', filters: { from: '3' } } }], {
        name: 'apply_changes',
        arguments: { ops: [{ op: 'write_summary', content: summary }] },
      }),
      { config: { tools: { profile: 'compact' } } as never },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(toolTexts(1)).toEqual([compactError('refused', FILTERS_TEXT)]);
    expect(run.toolCalls).toBe(3);
  });
});
