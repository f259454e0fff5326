/**
 * R23: a summary draft with no text besides its headings (`## Summary\n`, or every template heading
 * with empty sections), or whose Summary section (the first heading of `summary.template`) is
 * empty, is not a summary: the run fails with `no-summary` naming what is missing, nothing is
 * committed, the previous summary stays in place (not moved to .trash) and the meeting note keeps
 * its link to it. The same rule for a final reply used instead of a draft, and for
 * `openMeetingSession().finish()` (the session stays open). A draft with text in its Summary
 * section and empty Decisions/Next steps (a meeting with no decisions) is still committed.
 * `summarizeMeeting` / `openMeetingSession`, the real AI SDK loop, the scripted server, a temp
 * copy of the sample vault. Spec: seed 003 (summary, decisions, next steps); docs/vault-format.md
 * (`summary.template`); review R23.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { type Harness, KICKOFF, readTranscriptIn, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = 'Summaries/2026-03-09 Remote control kickoff.md';

async function trashed(root: string): Promise<string[]> {
  return readdir(path.join(root, '.trash'), { recursive: true }).catch(() => []);
}

const EMPTY_DRAFTS = [
  '## Summary\n',
  '## Summary\n\n## Decisions\n\n## Next steps\n',
  '## Summary\n\n## Decisions\n- Ship it (L14)\n\n## Next steps\n',
  '# Summary\n-\n\n## Decisions\n',
];

describe('R23: a draft without content is not committed', () => {
  for (const draft of EMPTY_DRAFTS) {
    it(`write_summary ${JSON.stringify(draft)} then "Done.": no-summary, previous summary kept`, async () => {
      h = await startHarness([
        { toolCalls: [{ name: 'read_transcript', arguments: {} }] },
        { toolCalls: [{ name: 'write_summary', arguments: { content: draft, replace_file: true } }] },
        { text: 'Done.' },
      ]);
      const before = await h.read(SUMMARY);
      const meetingBefore = await h.read(KICKOFF);
      const error = await summarizeMeeting({ vault: h.vault, meeting: KICKOFF, env: {}, force: true }).catch(
        (e: unknown) => e,
      );
      expect(SummaryRunError.isInstance(error)).toBe(true);
      expect((error as SummaryRunError).reason).toBe('no-summary');
      expect((error as Error).message).toContain('"Summary" section');
      expect(await h.read(SUMMARY)).toBe(before);
      expect(await trashed(h.root)).toEqual([]);
      // The meeting note still links the previous summary.
      expect(await h.read(KICKOFF)).toContain(meetingBefore.match(/^summary: .*$/m)?.[0] ?? 'summary:');
    });
  }

  it('a final reply that is only headings is not used either', async () => {
    h = await startHarness([{ text: '## Summary\n\n## Decisions\n\n## Next steps\n' }]);
    const before = await h.read(SUMMARY);
    const error = await summarizeMeeting({ vault: h.vault, meeting: KICKOFF, env: {}, force: true }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).reason).toBe('no-summary');
    expect(await h.read(SUMMARY)).toBe(before);
  });

  it('a Summary section with text and empty Decisions/Next steps is committed', async () => {
    h = await startHarness([
      {
        toolCalls: [
          {
            name: 'write_summary',
            arguments: {
              content: '## Summary\nKick-off held (L7).\n\n## Decisions\n\n## Next steps\n',
              replace_file: true,
            },
          },
        ],
      },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: KICKOFF, env: {}, force: true });
    expect(await h.read(run.summaryPath)).toContain('Kick-off held (L7).');
  });

  it('openMeetingSession().finish() refuses a heading-only body; the session stays open', async () => {
    h = await startHarness([]);
    const before = await h.read(SUMMARY);
    const session = await openMeetingSession({ vault: h.vault, meeting: KICKOFF, force: true });
    // L285: the host's model reads the transcript before it finishes.
    await readTranscriptIn(session);
    const error = await session.finish({ body: '## Summary\n\n## Decisions\n' }).catch((e: unknown) => e);
    expect((error as SummaryRunError).reason).toBe('no-summary');
    expect(await h.read(SUMMARY)).toBe(before);
    const done = await session.finish({ body: '## Summary\nKick-off held.\n' });
    expect(await h.read(done.summaryPath)).toContain('Kick-off held.');
  });
});
