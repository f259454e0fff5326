/**
 * L326: every tool of `createMeetingTools` was typed `Tool<Record<string, unknown>, string>`, so a host's
 * `generateText` tool calls narrowed by `toolName` still had an untyped `input` (`call.input.from` did not
 * compile). Each tool is now typed by its own schema's input (`MeetingToolInputs`), so the AI SDK's
 * `TypedToolCall` narrows: checked by the compiler (`pnpm typecheck` compiles this file; `expectTypeOf`) on the
 * calls a host would handle, and run on the sample vault with a typed input.
 * Spec: docs/packages.md (Typed tools, L326).
 */
import type { TypedToolCall, TypedToolResult } from 'ai';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CompactMeetingToolSet,
  createMeetingTools,
  type MeetingToolInputs,
  type MeetingToolSet,
} from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** What a host writes in its `onStepFinish`: narrow by `toolName`, then read the arguments. */
function describeCall(call: TypedToolCall<MeetingToolSet>): string {
  if (call.dynamic) return `unknown tool ${call.toolName}`;
  if (call.toolName === 'read_transcript') {
    expectTypeOf(call.input).toEqualTypeOf<MeetingToolInputs['read_transcript']>();
    expectTypeOf(call.input.from).toEqualTypeOf<number | null | undefined>();
    return `transcript from line ${call.input.from ?? 1}`;
  }
  if (call.toolName === 'add_attendee') {
    expectTypeOf(call.input.name).toEqualTypeOf<string>();
    return `add ${call.input.name}`;
  }
  return call.toolName;
}

describe('L326: each tool typed by its input', () => {
  it('L326: a tool call narrowed by toolName has its tool’s input type; results are text', async () => {
    expectTypeOf<MeetingToolInputs['write_summary']>().toHaveProperty('content');
    expectTypeOf<MeetingToolInputs['query_meeting']>().not.toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<TypedToolCall<CompactMeetingToolSet>>().not.toBeUnknown();
    expectTypeOf<
      Extract<TypedToolResult<MeetingToolSet>, { dynamic?: false }>['output']
    >().toEqualTypeOf<string>();
    const call = {
      type: 'tool-call',
      toolCallId: 'c1',
      toolName: 'read_transcript',
      input: { from: 5 },
    } as const;
    expect(describeCall(call as TypedToolCall<MeetingToolSet>)).toBe('transcript from line 5');

    t = await sampleSession(MEETINGS.kickoff);
    const tools = createMeetingTools(t.session);
    const input: MeetingToolInputs['read_transcript'] = { from: 1, to: 2 };
    const text = await tools.read_transcript.execute?.(input, {
      toolCallId: 'c1',
      messages: [],
      context: {},
    });
    expectTypeOf(text).toEqualTypeOf<string | AsyncIterable<string> | undefined>();
    expect(String(text)).toMatch(/lines 1.2 of \d+\n1\u2502---\n2\u2502meeting: /);
  });
});
