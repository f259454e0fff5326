/**
 * H7: a reply that was cut off (finish_reason "length", or anything but stop/tool_calls) is never
 * committed as a whole summary, for JSON and streamed (SSE) replies: a cut write_summary call
 * (arguments broken or even parseable) is not kept and the model is told to try again within the
 * step budget; a cut final text, or a cut reply after a draft, fails with `truncated` (R1), the
 * previous summary unchanged.
 * Real scripted server, temp sample vault.
 * Spec: issue 9, H7 (cut-off replies); docs/contracts.md, Truncated replies.
 */
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

const whole =
  '## Summary\nThe team agreed on the remote control design.\n\n## Decisions\n- Use a yellow case.\n\n## Next steps\n';
const cutText = '## Summary\nThe team agreed on the remote control design.\n\n## Decisions\n- Use a yel';
const SUMMARY = `Summaries/${functionalName}.md`;
const CONTEXT = `Assistant/${functionalName}.md`;
const MEETING = FUNCTIONAL;

describe.each([false, true])('H7: cut-off replies (stream: %s)', (stream) => {
  it('H7: a final text reply cut at finish_reason "length" is not committed: truncated failure, old summary kept', async () => {
    h = await startHarness([{ text: cutText, finishReason: 'length' }]);
    const before = await h.readOrNull(SUMMARY);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }).catch(
      (e: unknown) => e,
    );
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as SummaryRunError).reason).toBe('truncated');
    expect((error as Error).message).toContain('cut off before it was complete');
    expect((error as Error).message).toContain('cut at its token limit (finish_reason "length")');
    expect(await h.readOrNull(SUMMARY)).toBe(before);
    const context = await h.read(CONTEXT);
    expect(context).toContain('## Run failed');
    expect(context).toContain('cut at its token limit (finish_reason "length")');
    expect(await h.read(MEETING)).not.toContain('status: summarized');
  });

  it('H7: a write_summary call whose arguments were cut is not kept; the model is told and retries', async () => {
    const broken = `{"content": ${JSON.stringify(cutText).slice(0, -1)}`;
    h = await startHarness([
      { toolCalls: [{ name: 'write_summary', arguments: broken }], finishReason: 'length' },
      { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(systemMessage(h.server, 0)).not.toContain('cut off');
    expect(systemMessage(h.server, 1)).toContain('Your previous reply was cut off at the output limit');
    const note = splitNote(await h.read(run.summaryPath));
    expect(note.body).toContain('- Use a yellow case.');
    expect(note.body).not.toMatch(/Use a yel$/m);
    const context = await h.read(run.contextPath);
    expect(context).toContain('1 model reply was cut off before it was complete (finish reason "length")');
  });

  it('H7, R1: a cut reply whose write_summary arguments still parse is not run, and the earlier draft is not taken as finished', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: cutText } }], finishReason: 'length' },
      { text: 'Done.' },
    ]);
    const before = await h.readOrNull(SUMMARY);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).reason).toBe('truncated');
    expect(await h.readOrNull(SUMMARY)).toBe(before);
    expect(await h.read(MEETING)).not.toContain('status: summarized');
  });

  it('H7: the only draft came from a cut reply and the model gave up: truncated failure, nothing committed', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'write_summary', arguments: { content: cutText } }], finishReason: 'length' },
      { text: 'Done.' },
    ]);
    const before = await h.readOrNull(SUMMARY);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).reason).toBe('truncated');
    expect(await h.readOrNull(SUMMARY)).toBe(before);
  });

  it('H7: other finish reasons (content_filter) count as cut off too', async () => {
    h = await startHarness([{ text: whole, finishReason: 'content_filter' }]);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).reason).toBe('truncated');
    expect((error as Error).message).toContain('content filter (finish_reason "content_filter")');
  });
});
