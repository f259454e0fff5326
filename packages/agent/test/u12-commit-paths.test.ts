/**
 * Review8 U12 (rest): a summary Obsidian would show with sections missing — a `%%` or `<!--` comment left open,
 * or one spanning a heading — is refused on EVERY way a summary is committed, with the message `write_summary`
 * refuses with (tools' `hiddenSections`): the final reply used as the summary and a session's `finish({ body })`
 * as well as the draft. Nothing is written, the previous summary is unchanged, the text is kept in the failure
 * record (nothing lost), and a session stays open.
 * Real vault copies, the scripted OpenAI-compatible server.
 * Spec: docs/tools.md, `write_summary`; review8 U12, U9.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, summarizeMeeting } from '../src/index.js';
import {
  type Harness,
  KICKOFF,
  kickoffName,
  readTranscriptIn,
  startHarness,
  summaryRunFailure,
} from './harness.js';

const SUMMARY = `Summaries/${kickoffName}.md`;
const UNCLOSED = '## Summary\nCosts cut by 50%%.\n\n## Decisions\n- Keep the price (L7)\n\n## Next steps\n';
const SPANNING = '## Summary\n**Ann%%:** hi\n\n## Decisions\n- **Ann%%:** keep it (L7)\n\n## Next steps\n';
const HTML = '## Summary\nKick-off held <!-- draft\n\n## Decisions\n- Go (L7)\n';
// U12 setext: a comment spanning a setext heading (core markdownHeadings), in the reply's own form.
const SETEXT =
  'Summary\n=======\n\nKick-off held <!-- draft\n\nDecisions\n---------\n\n- Go (L7) -->\n\nNext steps\n----------\n';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('U12: every commit path refuses a summary Obsidian would show with parts missing', () => {
  for (const [what, text, message] of [
    ['an unclosed %%', UNCLOSED, /%% comment begun on line \d+ and never closed.*write a literal %% as %\\%/],
    ['%% spanning a heading', SPANNING, /spans the heading "## Decisions".*write a literal %% as %\\%/],
    ['an unclosed <!--', HTML, /<!-- comment begun on line \d+ and never closed.*close the comment with -->/],
    [
      '<!-- spanning a setext heading (U12 setext)',
      SETEXT,
      /spans the heading "Decisions\\n---------".*write a literal %%/,
    ],
  ] as const) {
    it(`U12 the final reply with ${what} is not saved; the reply is kept in the run record`, async () => {
      h = await startHarness([{ text }]);
      const before = await h.read(SUMMARY);
      const error = await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: KICKOFF, env: {}, force: true }),
      );
      expect(error.reason).toBe('no-summary');
      expect(error.message).toMatch(message);
      // L280: the failure record is written, so not "nothing was written".
      expect(error.message).toContain(
        `the summary was not written (the failure was recorded in Assistant/${kickoffName}.md)`,
      );
      expect(await h.read(SUMMARY)).toBe(before);
      expect(await h.read(`Assistant/${kickoffName}.md`)).toContain('The summary that was not committed');
    });

    it(`U12 finish({ body }) with ${what} is refused with the same message; the session stays open`, async () => {
      h = await startHarness([]);
      const before = await h.read(SUMMARY);
      const session = await openMeetingSession({ vault: h.vault, meeting: KICKOFF, force: true });
      // L285: the host's model reads the transcript before it finishes.
      await readTranscriptIn(session);
      const error = await summaryRunFailure(session.finish({ body: text }));
      expect(error.reason).toBe('no-summary');
      expect(error.message).toMatch(message);
      expect(await h.read(SUMMARY)).toBe(before);
      const done = await session.finish({ body: '## Summary\nKick-off held, cut by 50%\\%.\n' });
      expect(await h.read(done.summaryPath)).toContain('cut by 50%\\%.');
    });
  }

  it('U12 a write_summary draft refused by the tool is never committed by the run', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'write_summary', arguments: { content: UNCLOSED, replace_file: true } }] },
      { text: 'Done.' },
    ]);
    const before = await h.read(SUMMARY);
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: KICKOFF, env: {}, force: true }),
    );
    expect(error.reason).toBe('no-summary');
    expect(await h.read(SUMMARY)).toBe(before);
  });
});
