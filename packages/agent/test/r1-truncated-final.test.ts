/**
 * R1: a reply cut off (finish_reason "length", "content_filter", …) is never taken as the end of a
 * finished summary, even when an earlier whole reply left a draft: the run fails with `truncated`
 * naming the cause and the fix, the summary note is not written and the meeting is not marked
 * summarized. A cut write the model makes again within the step budget recovers. The step cap
 * reached while the model was still writing a draft fails with `max-steps`; a finished draft at
 * the cap is saved with a warning. JSON and SSE replies, real scripted server, temp sample vault.
 * Spec: issue R1; issue 9, H7; hostile case B32; docs/contracts.md, Truncated replies.
 */
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  splitNote,
  startHarness,
  systemMessage,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = `Summaries/${functionalName}.md`;
const CONTEXT = `Assistant/${functionalName}.md`;
const part1 = '## Summary\nThe team agreed on the remote control design.\n';
const part2 = '\n## Decisions\n- Use a yellow case.\n';
const part3 = '\n## Next steps\n- Marketing checks prices.\n';
const whole = `${part1}${part2}${part3}`;
const write = (content: string, extra: Record<string, unknown> = {}) => ({
  name: 'write_summary',
  arguments: { content, ...extra },
});

async function failRun(stream: boolean) {
  if (!h) throw new Error('no harness');
  const meetingBefore = await h.read(FUNCTIONAL);
  const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }).catch(
    (e: unknown) => e,
  );
  expect(SummaryRunError.isInstance(error)).toBe(true);
  // Nothing partial is saved and the meeting is not marked summarized.
  expect(await h.readOrNull(SUMMARY)).toBeNull();
  const meetingAfter = await h.read(FUNCTIONAL);
  expect(meetingAfter).not.toContain('status: summarized');
  expect(meetingBefore).toContain('status: ended');
  const context = await h.read(CONTEXT);
  expect(context).toContain('## Run failed');
  return { error: error as SummaryRunError, context };
}

describe.each([false, true])('R1: cut replies never end a run as summarized (stream: %s)', (stream) => {
  it('R1: a draft, then the next write cut at finish_reason "length": truncated, nothing saved', async () => {
    h = await startHarness([
      { toolCalls: [write(part1)] },
      { toolCalls: [write(part2)], finishReason: 'length' },
      { text: 'Done.' },
    ]);
    const { error, context } = await failRun(stream);
    expect(error.reason).toBe('truncated');
    expect(error.message).toMatch(/^the model's reply was cut at its token limit \(finish_reason "length"\)/);
    expect(error.message).toContain('raise the output token limit');
    expect(context).toContain('cut at its token limit');
    expect(h.server.requests).toHaveLength(2);
  });

  it('R1: a draft, then a cut write whose JSON broke and the model only says "Done.": truncated naming the write', async () => {
    const broken = `{"content": ${JSON.stringify(part2).slice(0, -3)}`;
    h = await startHarness([
      { toolCalls: [write(part1)] },
      { toolCalls: [{ name: 'write_summary', arguments: broken }], finishReason: 'length' },
      { text: 'Done.' },
    ]);
    const { error } = await failRun(stream);
    expect(error.reason).toBe('truncated');
    expect(error.message).toContain('while it was calling write_summary');
    expect(error.message).toContain('finish_reason "length"');
    expect(systemMessage(h.server, 2)).toContain('Your previous reply was cut off');
  });

  it('R1: a cut write the model makes again in full recovers within the step budget', async () => {
    const broken = `{"content": ${JSON.stringify(part2).slice(0, -3)}`;
    h = await startHarness([
      { toolCalls: [write(part1)] },
      { toolCalls: [{ name: 'write_summary', arguments: broken }], finishReason: 'length' },
      { toolCalls: [write(whole, { replace_file: true })] },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(splitNote(await h.read(run.summaryPath)).body.endsWith(whole)).toBe(true);
    expect(await h.read(FUNCTIONAL)).toContain('status: summarized');
  });

  it('R1: a whole draft, then a final text cut at "length": truncated', async () => {
    h = await startHarness([
      { toolCalls: [write(whole)] },
      { text: 'I also want to add that the', finishReason: 'length' },
    ]);
    const { error } = await failRun(stream);
    expect(error.reason).toBe('truncated');
    expect(error.message).toContain('cut at its token limit (finish_reason "length")');
  });

  it('R1: a reply stopped by the content filter says so', async () => {
    h = await startHarness([
      { toolCalls: [write(part1)] },
      { toolCalls: [write(part2)], finishReason: 'content_filter' },
    ]);
    const { error } = await failRun(stream);
    expect(error.reason).toBe('truncated');
    expect(error.message).toContain(
      `stopped by the server's content filter (finish_reason "content_filter")`,
    );
  });
});

describe.each([false, true])('R1: the step cap while writing (stream: %s)', (stream) => {
  it('R1: the cap reached while the model still appends to its draft: max-steps, nothing saved', async () => {
    h = await startHarness(
      [{ toolCalls: [write(part1)] }, { toolCalls: [write(part2)] }, { toolCalls: [write(part3)] }],
      {
        model: { maxSteps: 3 },
      },
    );
    const { error } = await failRun(stream);
    expect(error.reason).toBe('max-steps');
    expect(error.message).toMatch(
      /^stopped after 3 tool steps \(model\.maxSteps is 3\) before the model finished the summary/,
    );
    expect(error.message).toContain('raise model.maxSteps');
    // The last step offered only write_summary and said it was the last one.
    expect(h.server.requests[2]?.body.tools?.map((t) => t.function.name)).toEqual(['write_summary']);
    expect(systemMessage(h.server, 2)).toContain('This is your last step. If the summary draft is complete');
  });

  it('R1: the cap reached while the model still reads: max-steps, nothing saved', async () => {
    const read = { name: 'read_transcript', arguments: { from: 1, to: 20 } };
    h = await startHarness([{ toolCalls: [write(part1)] }, { toolCalls: [read] }, { toolCalls: [read] }], {
      model: { maxSteps: 3 },
    });
    const { error } = await failRun(stream);
    expect(error.reason).toBe('max-steps');
    expect(error.message).toContain('its last step called read_transcript instead of finishing');
  });

  it('R1: the whole summary replaced on the last step is saved, with a warning about the cap', async () => {
    h = await startHarness(
      [
        { toolCalls: [write(part1)] },
        { toolCalls: [write(part2)] },
        { toolCalls: [write(whole, { replace_file: true })] },
      ],
      { model: { maxSteps: 3 } },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(splitNote(await h.read(run.summaryPath)).body.endsWith(whole)).toBe(true);
    expect(run.warnings.join('\n')).toContain('the step cap (model.maxSteps 3) was reached');
  });

  it('R1: a model that says it is done on the last step keeps its draft', async () => {
    h = await startHarness(
      (_req: ChatRequest, index: number): ScriptedTurn =>
        index === 0
          ? { toolCalls: [write(whole)] }
          : index === 1
            ? { toolCalls: [{ name: 'read_context', arguments: {} }] }
            : { text: 'The summary is complete.' },
      { model: { maxSteps: 3 } },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(splitNote(await h.read(run.summaryPath)).body.endsWith(whole)).toBe(true);
  });
});
