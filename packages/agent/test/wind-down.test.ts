/**
 * Wind-down at the step cap: on the last allowed step, with no summary draft yet, only
 * write_summary is offered and forced (`tool_choice`), so a long transcript still gets an honest
 * partial summary (coverage notice, context note naming the cap). A server that ignores the forced
 * choice still fails with `max-steps`. Real scripted server, temp sample vault.
 * Spec: hostile case B32 (step cap); issue "honest summaries".
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

const summary = '## Summary\nPartial: the first 100 lines.\n\n## Decisions\n\n## Next steps\n';

/** Keeps reading 50-line chunks; obeys a forced write_summary tool_choice when `obey`. */
function reader(obey: boolean) {
  return (req: ChatRequest, index: number): ScriptedTurn => {
    const choice = req.body.tool_choice as { type?: string; function?: { name?: string } } | undefined;
    if (obey && choice?.type === 'function' && choice.function?.name === 'write_summary') {
      return { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] };
    }
    const from = 7 + index * 50;
    return { toolCalls: [{ name: 'read_transcript', arguments: { from, to: from + 49 } }] };
  };
}

describe('wind-down on the last step', () => {
  it.each([false, true])(
    'stream: %s — maxSteps 3: two reads, then the forced write_summary; partial summary with coverage notice',
    async (stream) => {
      h = await startHarness(reader(true), { model: { maxSteps: 3 } });
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream, env: {} });
      expect(run.steps).toBe(3);
      expect(h.server.requests).toHaveLength(3);
      // Steps 0 and 1: all tools, free choice; step 2: only write_summary, forced, with the notice.
      for (const i of [0, 1]) {
        expect(h.server.requests[i]?.body.tool_choice ?? 'auto').toBe('auto');
        expect(h.server.requests[i]?.body.tools?.length).toBeGreaterThan(1);
        expect(systemMessage(h.server, i)).not.toContain('This is your last step');
      }
      const last = h.server.requests[2]?.body;
      expect(last?.tool_choice).toEqual({ type: 'function', function: { name: 'write_summary' } });
      expect(last?.tools?.map((t) => t.function.name)).toEqual(['write_summary']);
      expect(systemMessage(h.server, 2)).toContain(
        'This is your last step: write the summary now from what you have read; coverage will be reported',
      );

      // Lines 7–106 of the body 7–603 were read: 100 of 597 lines.
      expect(run.coverage).toBe(16);
      const note = splitNote(await h.read(`Summaries/${functionalName}.md`));
      expect(note.frontmatter).toContain('coverage: 16');
      expect(note.body).toBe(
        '> Note: the agent read 16% of the transcript (100 of 597 lines read: 7–106); not read: lines 107–603. ' +
          `Statements about the unread part may be missing.\n\n${summary}`,
      );
      const context = await h.read(run.contextPath);
      expect(context).toContain('The step cap was reached (model.maxSteps 3)');
      expect(context).toContain('restricted to write_summary');
    },
  );

  it.each([false, true])(
    'stream: %s — a server that ignores the forced choice: max-steps failure, no summary',
    async (stream) => {
      h = await startHarness(reader(false), { model: { maxSteps: 3 } });
      const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream, env: {} }).catch(
        (e: unknown) => e,
      );
      expect(SummaryRunError.isInstance(error)).toBe(true);
      expect((error as SummaryRunError).reason).toBe('max-steps');
      expect((error as Error).message).toContain('stopped after 3 tool steps without writing a summary');
      expect(h.server.requests[2]?.body.tool_choice).toEqual({
        type: 'function',
        function: { name: 'write_summary' },
      });
      expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
    },
  );

  it('R1: a draft written before the last step: the last step offers only write_summary to finish; still reading → max-steps, nothing saved', async () => {
    h = await startHarness(
      (req, index) =>
        index === 0
          ? { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] }
          : reader(false)(req, index),
      { model: { maxSteps: 3 } },
    );
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).reason).toBe('max-steps');
    expect((error as Error).message).toContain('before the model finished the summary');
    expect(h.server.requests[2]?.body.tool_choice ?? 'auto').toBe('auto');
    expect(h.server.requests[2]?.body.tools?.map((t) => t.function.name)).toEqual(['write_summary']);
    expect(systemMessage(h.server, 2)).toContain('This is your last step. If the summary draft is complete');
    expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
  });

  it('R1: a draft replaced whole on the last step is saved; the cap is named in the context note', async () => {
    h = await startHarness(
      (_req, index) =>
        index === 2
          ? { toolCalls: [{ name: 'write_summary', arguments: { content: summary, replace_file: true } }] }
          : index === 0
            ? { toolCalls: [{ name: 'write_summary', arguments: { content: '## Summary\nDraft.\n' } }] }
            : { toolCalls: [{ name: 'read_transcript', arguments: { from: 7, to: 56 } }] },
      { model: { maxSteps: 3 } },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(splitNote(await h.read(run.summaryPath)).body).toContain('## Summary\nPartial');
    expect(splitNote(await h.read(run.summaryPath)).body).not.toContain('Draft.');
    const context = await h.read(run.contextPath);
    expect(context).toContain(
      'The step cap was reached (model.maxSteps 3) while the model was still calling tools; on its last step it replaced the whole summary',
    );
    expect(run.warnings.join('\n')).toContain('the step cap (model.maxSteps 3) was reached');
  });
});
