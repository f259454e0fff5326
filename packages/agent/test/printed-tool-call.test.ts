/**
 * B29 end to end: a write_summary call printed as ONE fenced code block becomes a real tool call
 * (JSON and SSE); a fence inside prose or naming an unknown tool never runs.
 * Spec: hostile case B29.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const summary = '## Summary\nThe remote control is TV-only.\n\n## Decisions\n- TV only\n\n## Next steps\n';
const call = JSON.stringify({ name: 'write_summary', arguments: { content: summary } });

describe('B29: a tool call printed as a fenced code block', () => {
  it.each([
    [false, 'json'],
    [true, 'json'],
    [false, ''],
    [true, ''],
  ])('stream: %s, fence "```%s": the call runs and the summary is written', async (stream, lang) => {
    // L285: the model reads the transcript first (a real call), then prints the write as a fence.
    h = await startHarness([
      { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 60 } }] },
      { text: `\`\`\`${lang}\n${call}\n\`\`\`` },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream, env: {} });
    expect(run.toolCalls).toBe(2);
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toContain('## Summary\nThe remote control is TV-only.\n\n## Decisions\n- TV only\n');
    expect(body).not.toContain('```');
    expect(body).not.toContain('write_summary');
    // The request after the fence carries the tool result of the recovered call.
    const after = h.server.requests[2]?.body.messages ?? [];
    expect(after.filter((m) => m.role === 'tool')).toHaveLength(2);
    expect(await h.read(run.contextPath)).not.toContain('did not call write_summary');
  });

  it.each([false, true])(
    'stream: %s, a fence after prose never runs and never becomes the summary',
    async (stream) => {
      h = await startHarness([{ text: `Here is the call:\n\`\`\`json\n${call}\n\`\`\`` }]);
      const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream, env: {} }).catch(
        (e: unknown) => e,
      );
      expect((error as SummaryRunError).reason).toBe('no-summary');
      expect(SummaryRunError.isInstance(error)).toBe(true);
      expect(h.server.requests).toHaveLength(1);
      expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
    },
  );

  it.each([false, true])('stream: %s, a fenced call to an unknown tool never runs', async (stream) => {
    const unknown = JSON.stringify({ name: 'delete_vault', arguments: {} });
    h = await startHarness([{ text: `\`\`\`json\n${unknown}\n\`\`\`` }]);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream, env: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).reason).toBe('no-summary');
    expect(h.server.requests).toHaveLength(1);
    expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
  });
});
