/**
 * review13 Z53: a model whose reply is cut at the output limit the same way every time is not
 * asked again up to `model.maxSteps` times (each such reply runs to the output limit: minutes on a
 * local model). Two identical cut replies in a row end the run with the `truncated` failure
 * ("cut at its token limit"); different cut replies, or a repeat that is not in a row, go on as
 * before (H7: the model retries within the step budget).
 * Real scripted server (JSON and SSE), temp sample vault.
 * Spec: docs/contracts.md, Truncated replies (H7, R1); review13 Z53.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = `Summaries/${functionalName}.md`;
const whole =
  '## Summary\nThe team agreed on the remote control design.\n\n## Decisions\n- Use a yellow case.\n\n## Next steps\n';
/** A write_summary call whose arguments were cut mid-string (broken JSON), as a model at its output limit sends it. */
const cutCall = (text: string) => ({
  toolCalls: [{ name: 'write_summary', arguments: `{"content": ${JSON.stringify(text).slice(0, -1)}` }],
  finishReason: 'length',
});
const cutA = cutCall(
  '## Summary\nThe team agreed on the remote control design.\n\n## Decisions\n- Use a yel',
);
const cutB = cutCall('## Summary\nThe team agreed on the remote control.\n\n## Decisions\n- Use a');

describe.each([false, true])('Z53: repeated cut replies (stream: %s)', (stream) => {
  it('Z53: the same cut reply twice in a row stops the run: 2 requests, not maxSteps; truncated, nothing written', async () => {
    h = await startHarness(Array.from({ length: 12 }, () => cutA));
    const before = await h.readOrNull(SUMMARY);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }).catch(
      (e: unknown) => e,
    );
    expect(h.server.requests).toHaveLength(2);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as SummaryRunError).reason).toBe('truncated');
    expect((error as Error).message).toContain('cut at its token limit (finish_reason "length")');
    expect((error as Error).message).toContain('the same cut reply twice in a row');
    expect(await h.readOrNull(SUMMARY)).toBe(before);
    expect(await h.read(FUNCTIONAL)).not.toContain('status: summarized');
  });

  it('Z53: cut replies that differ go on, and the model may then finish (H7 retry kept)', async () => {
    h = await startHarness([
      cutA,
      cutB,
      cutA,
      { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(h.server.requests).toHaveLength(5);
    expect(splitNote(await h.read(run.summaryPath)).body).toContain('- Use a yellow case.');
    expect(await h.read(run.contextPath)).toContain('3 model replies were cut off');
  });
});
