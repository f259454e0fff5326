/**
 * R77 (reviewB): a summary a reader cannot see was committed as one: `finish({ body })` (and a run's
 * `write_summary` draft) of only zero-width spaces, or whose Summary section holds only an HTML
 * comment (`<!-- to be filled -->`) or an Obsidian comment (`%% … %%`) — all hidden in Obsidian's
 * reading view — replaced the meeting's summary (the previous one moved to .trash) and the run
 * answered ok. Now such a text is no summary (`no-summary`, R23's rule: a line counts when a reader
 * sees words on it), nothing is written; a comment beside real text is kept. Real session and
 * scripted model server on a temp copy of the sample vault.
 * Spec: seed 003 ("SHALL generate a summary, decisions, and next steps"); review R23; reviewB R77.
 */
import { describe, expect, it } from 'vitest';
import { openMeetingSession, summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  harnessPerTest,
  readTranscriptIn,
  snapshot,
  summaryRunFailure,
} from './harness.js';

const startHarness = harnessPerTest();

const SUMMARY = `Summaries/${functionalName}.md`;

const invisible: Array<[string, string]> = [
  ['only zero-width spaces', '\u200b\u200b\n\u2060'],
  [
    'a Summary section of an HTML comment',
    '## Summary\n\n<!-- to be filled -->\n\n## Decisions\n\n## Next steps\n',
  ],
  ['a Summary section of a multi-line HTML comment', '## Summary\n<!--\nThe team met.\n-->\n## Decisions\n'],
  ['a Summary section of an Obsidian comment', '## Summary\n\n%% draft: fill in %%\n\n## Decisions\n'],
  [
    'a Summary section of invisible characters',
    '## Summary\n\n\u200b\u00ad\n\n## Decisions\n- Rubber casing.\n',
  ],
  // R81 (newcomer, session 38): bullets of line numbers only were committed as the summary.
  [
    'a Summary section of bare citations',
    '## Summary\n- (L9)\n- (L12\u2013L14)\n- (L20, L31)\n\n## Decisions\n',
  ],
];

describe('R77: a summary nobody can see is no summary', () => {
  for (const [label, body] of invisible) {
    it(`R77: finish({ body }) of ${label}: no-summary, nothing written, the session still open`, async () => {
      const h = await startHarness([{ text: 'never asked' }]);
      const before = await snapshot(h.root);
      const session = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL, force: true });
      // L285: the host's model reads the transcript before it finishes.
      await readTranscriptIn(session);
      try {
        const error = await summaryRunFailure(session.finish({ body }));
        expect(error.reason).toBe('no-summary');
        expect(error.message).toContain('nothing was written and the session is still open');
      } finally {
        await session.cancel();
      }
      const after = await snapshot(h.root);
      expect(after[SUMMARY]).toBe(before[SUMMARY]);
      expect(Object.keys(after).filter((k) => k.startsWith('.trash/'))).toEqual(
        Object.keys(before).filter((k) => k.startsWith('.trash/')),
      );
    });
  }

  it('R77: a run whose write_summary draft has only a comment in its Summary section fails no-summary', async () => {
    const h = await startHarness([
      {
        toolCalls: [
          {
            name: 'write_summary',
            arguments: { content: '## Summary\n\n<!-- summary goes here -->\n\n## Decisions\n' },
          },
        ],
      },
      { text: 'Done.' },
    ]);
    const before = await h.readOrNull(SUMMARY);
    const error = await summaryRunFailure(summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }));
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain('has no text in its "Summary" section');
    expect(await h.readOrNull(SUMMARY)).toBe(before);
  });

  it('R77: a comment beside real text is a summary, committed with its comment', async () => {
    const h = await startHarness([{ text: 'never asked' }]);
    const session = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL, force: true });
    // L285: the host's model reads the transcript before it finishes.
    await readTranscriptIn(session);
    try {
      const done = await session.finish({
        body: '## Summary\n\nThe team chose rubber. <!-- checked -->\n\n## Decisions\n',
      });
      expect(await h.read(done.summaryPath)).toContain('The team chose rubber. <!-- checked -->');
    } finally {
      await session.cancel();
    }
  });
});
