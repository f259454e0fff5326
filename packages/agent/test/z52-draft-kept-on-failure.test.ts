/**
 * Review13 Z52: a run that fails after the model wrote a summary draft keeps that draft in the
 * failure record of the context note (fenced, marked as never confirmed), instead of losing it:
 * the model endpoint dying on the step after write_summary, or a later reply cut at the output
 * limit. Nothing is committed: no summary note, the meeting says `status: failed`. A run that
 * fails before any draft records no draft block. Real scripted server, temp sample vault.
 * Spec: seed 003 (the summary agent writes the summary as its own artifact); README ("the context
 * note records why the run failed"); review13 Z52.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const CONTEXT = `Assistant/${functionalName}.md`;
const SUMMARY = `Summaries/${functionalName}.md`;
const draft =
  '## Summary\nThe team chose the rubber case.\n\n## Decisions\n- Rubber case.\n\n## Next steps\n- Draft the spec.\n';
const HEADING = '### The summary draft the run did not commit';

const run = (harness: Harness) => summarizeMeeting({ vault: harness.vault, meeting: FUNCTIONAL, env: {} });

describe('Z52: the draft survives a failed run', () => {
  it('Z52: the endpoint fails after write_summary: the draft is in the failure record, nothing is committed', async () => {
    h = await startHarness(
      (_req: ChatRequest, index: number): ScriptedTurn =>
        index === 0
          ? { toolCalls: [{ name: 'write_summary', arguments: { content: draft } }] }
          : { status: 503, body: { error: { message: 'model unloaded' } } },
    );
    const error = await summaryRunFailure(run(h));
    expect(error.reason).toBe('model');
    const context = await h.read(CONTEXT);
    const record = context.slice(context.indexOf('## Run failed'));
    expect(record).toContain('model unloaded');
    expect(record).toContain(HEADING);
    expect(record).toContain(`~~~~markdown\n${draft.trimEnd()}\n~~~~`);
    expect(await h.readOrNull(SUMMARY)).toBeNull();
    expect(await h.read(FUNCTIONAL)).toMatch(/^status: failed$/m);
  });

  it('Z52: a later reply cut at the output limit: the earlier draft is kept in the record', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'write_summary', arguments: { content: draft } }] },
      {
        toolCalls: [{ name: 'write_summary', arguments: '{"content":"## Summary\\nThe te' }],
        finishReason: 'length',
      },
      { text: 'The team chose', finishReason: 'length' },
    ]);
    const error = await summaryRunFailure(run(h));
    expect(error.reason).toBe('truncated');
    const context = await h.read(CONTEXT);
    expect(context).toContain(HEADING);
    expect(context).toContain('The team chose the rubber case.');
    expect(await h.readOrNull(SUMMARY)).toBeNull();
  });

  it('newcomer s33: a finished draft whose save fails is said to be finished, not "never confirmed"', async () => {
    const handMade = '---\ntitle: my own notes\n---\nWritten by hand.\n';
    h = await startHarness((_req: ChatRequest, index: number): ScriptedTurn => {
      if (index === 0) return { toolCalls: [{ name: 'write_summary', arguments: { content: draft } }] };
      // While the model ends its turn, the user saves a note of their own where the summary goes.
      writeFileSync(path.join(h!.root, SUMMARY), handMade);
      return { text: 'Done.' };
    });
    await summaryRunFailure(run(h));
    expect(await h.read(SUMMARY)).toBe(handMade);
    const record = (await h.read(CONTEXT)).slice((await h.read(CONTEXT)).indexOf('## Run failed'));
    expect(record).toContain('### The summary that was not committed');
    expect(record).toContain('The model finished this summary (it ended its turn), but saving it failed');
    expect(record).not.toContain('never confirmed');
    expect(record).toContain('The team chose the rubber case.');
  });

  it('Z52: a run that fails before any draft records no draft block', async () => {
    h = await startHarness(() => ({ status: 503, body: { error: { message: 'model unloaded' } } }));
    await summaryRunFailure(run(h));
    expect(await h.read(CONTEXT)).not.toContain(HEADING);
  });
});
