import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  KICKOFF,
  kickoffName,
  splitNote,
  startHarness,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('runs that end without write_summary', () => {
  it('B32: a tool step then final text: the text becomes the summary, with a coverage notice and a context note', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 100 } }] },
      { text: '## Summary\nAlice Example attended.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.steps).toBe(2);
    // Lines 7–100 of the body 7–603: 94 of 597 lines.
    expect(run.coverage).toBe(15);
    const summary = splitNote(await h.read(run.summaryPath));
    expect(summary.frontmatter).toContain('coverage: 15');
    expect(summary.body).toBe(
      '> Note: the agent read 15% of the transcript (94 of 597 lines read: 7–100); not read: lines 101–603. ' +
        'Statements about the unread part may be missing.\n\n## Summary\nAlice Example attended.\n',
    );
    const context = await h.read(run.contextPath);
    expect(context).toContain(
      'The model did not call write_summary; its final reply (reasoning removed) was used',
    );
  });

  it('<think> blocks never reach a note: stripped from the final text', async () => {
    h = await startHarness([
      { text: '<think>The user wants a summary. Plan: …</think>## Summary\nTV only.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const text = await h.read(run.summaryPath);
    expect(text).not.toMatch(/think|Plan:/);
    expect(splitNote(text).body).toMatch(/## Summary\nTV only\.\n$/);
    expect(await h.read(run.contextPath)).not.toContain('<think>');
  });

  for (const stream of [false, true]) {
    it(`R6: a final text that talks ABOUT <think> tags is used whole${stream ? ' (streamed)' : ''}`, async () => {
      const reply =
        '## Summary\n- Qwen emits <think> blocks before its answer; the parser must strip them.\n\n' +
        '## Decisions\n- Keep the </think> check in the parser.\n\n## Next steps\n- [ ] Ann: test with Qwen.';
      h = await startHarness([{ text: `<think>plan</think>\n${reply}` }]);
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream, env: {} });
      const body = splitNote(await h.read(run.summaryPath)).body;
      expect(body).toContain(`${reply}\n`);
      expect(body).not.toContain('plan');
    });
  }

  it('<think> blocks never reach a note: stripped from the write_summary draft', async () => {
    h = await startHarness(
      [
        {
          toolCalls: [
            { name: 'write_summary', arguments: { content: '<think>hmm, maybe…</think>\n## Summary\nOK.' } },
          ],
        },
        { text: 'done' },
      ],
      {},
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream: true, env: {} });
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).not.toContain('think');
    expect(body).toMatch(/## Summary\nOK\.\n$/);
  });

  it('neither write_summary nor final text: the run fails clearly and writes no summary', async () => {
    h = await startHarness([{ text: '<think>nothing to say</think>' }]);
    const before = await h.read(FUNCTIONAL);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch((e) => e);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect(error.reason).toBe('no-summary');
    expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
    expect(await h.read(`Assistant/${functionalName}.md`)).toContain(
      'the model finished without writing a summary',
    );
    expect((await h.read(FUNCTIONAL)).split('\n').filter((l) => !l.startsWith('context:'))).toEqual(
      before.replace('status: ended', 'status: failed').split('\n'),
    );
  });

  it.each([false, true])(
    'a final reply that is not a summary never replaces the existing one (kickoff, stream: %s)',
    async (stream) => {
      h = await startHarness([{ text: 'Done. I wrote the summary.' }]);
      const summaryRel = `Summaries/${kickoffName}.md`;
      const summaryBefore = await h.read(summaryRel);
      const meetingBefore = await h.read(KICKOFF);
      const error = await summarizeMeeting({ vault: h.vault, meeting: KICKOFF, stream, env: {} }).catch(
        (e: unknown) => e,
      );
      expect(SummaryRunError.isInstance(error)).toBe(true);
      expect((error as SummaryRunError).reason).toBe('no-summary');
      const message = (error as Error).message;
      expect(message).toContain(
        'the model finished without writing a summary; its last reply was: "Done. I wrote the summary."',
      );
      expect(message).toContain('"Summary" heading');
      // The old summary is untouched, nothing went to the trash, the meeting keeps `summarized`.
      expect(await h.read(summaryRel)).toBe(summaryBefore);
      const trash = await readdir(path.join(h.root, '.trash'), { recursive: true }).catch(() => []);
      expect(trash).toEqual([]);
      const meetingAfter = await h.read(KICKOFF);
      expect(meetingAfter).toContain('status: summarized');
      expect(meetingAfter.split('\n').filter((l) => !l.startsWith('context:'))).toEqual(
        meetingBefore.split('\n'),
      );
      expect(await h.read(`Assistant/${kickoffName}.md`)).toContain('its last reply was: "Done.');
    },
  );

  it('R29: terminal escapes in a non-summary reply are quoted written out, never sent raw', async () => {
    h = await startHarness([
      { text: 'I am done.\u001b]0;pwned-title\u0007\u001b[2K\rAll good, summary saved.' },
    ]);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    const message = (error as Error).message;
    expect(message).toContain(
      'its last reply was: "I am done.\\x1b]0;pwned-title\\x07\\x1b[2K All good, summary saved."',
    );
    expect(message).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  it('a long non-summary reply is quoted cut to 200 characters', async () => {
    h = await startHarness([{ text: `I could not finish. ${'x'.repeat(400)}` }]);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).reason).toBe('no-summary');
    expect((error as Error).message).toMatch(/its last reply was: "I could not finish\. x{180}x*…"/);
    expect((error as Error).message).not.toContain('x'.repeat(200));
    expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
  });

  it('a final reply wrapped in one ```markdown fence is unwrapped and accepted', async () => {
    h = await startHarness([{ text: '```markdown\n## Summary\nTV only.\n\n## Decisions\n- none\n```' }]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toMatch(/\n\n## Summary\nTV only\.\n\n## Decisions\n- none\n$/);
    expect(body).not.toContain('```');
  });

  it('a custom template: the reply needs its first heading', async () => {
    h = await startHarness([{ text: '## Summary\nTV only.' }], {
      config: { summary: { language: null, template: '## Overview\n\n## Actions\n' } },
    });
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).reason).toBe('no-summary');
    expect((error as Error).message).toContain('no "Overview" heading');
  });
});
