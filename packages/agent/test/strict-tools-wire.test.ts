/**
 * `createMeetingTools(session, { strict: true })` on a real OpenAI-compatible wire (the scripted
 * server): the request carries `strict: true` and closed schemas, and a call that sends `null`
 * for an optional argument runs as if it had been left out (packages other agents install).
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { WriteAudit } from '@ma/core';
import { createMeetingTools, createToolSession } from '@ma/tools';
import { generateText, isStepCount } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => h?.close());

describe('strict tools on the wire', () => {
  it('sends strict, closed schemas and runs a call made with nulls', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'read_transcript', arguments: { from: null, to: 3 } }] },
      { text: 'done' },
    ]);
    const session = await createToolSession({
      vault: h.vault,
      meetingPath: FUNCTIONAL,
      audit: new WriteAudit(),
    });
    const model = createOpenAICompatible({ name: 'local', baseURL: h.server.baseURL })('scripted');
    const result = await generateText({
      model,
      tools: createMeetingTools(session, { only: ['read_transcript'], strict: true }),
      stopWhen: isStepCount(3),
      prompt: 'read',
    });
    const sent = h.server.requests[0]!.body.tools as Array<{ function: Record<string, unknown> }>;
    expect(sent[0]!.function.strict).toBe(true);
    const parameters = sent[0]!.function.parameters as Record<string, unknown>;
    expect(parameters.additionalProperties).toBe(false);
    expect(parameters.required).toEqual(['from', 'to', 'from_char']);
    const output = result.steps[0]!.toolResults[0]!.output as string;
    expect(output).toMatch(/lines 1–3 of \d+/);
    expect(output).not.toMatch(/refused/);
  });
});
