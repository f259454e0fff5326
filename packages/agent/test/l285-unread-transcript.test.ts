/**
 * L285: a summary written by a model that never read the transcript is made up, not a summary of the meeting: the
 * run fails (`no-summary`) with a message saying so and what was and was not written; the failure is recorded in
 * the context note with the draft kept, the meeting is not marked summarized, a previous summary stays as it was.
 * Every way a summary reaches the commit: a write_summary draft, the final reply, the compact apply_changes, a host
 * session's finish() (which stays open: read, then finish again). The floor is "nothing read", not a percent: one
 * line of a 30,000-line transcript is a summary of what was read (its notice says 0 %), and a transcript without
 * spoken lines has nothing to read. Real scripted server, temp sample vault, real read tools.
 * Spec: issue "honest summaries" (coverage); docs/session.md (L285); last session's decision on L285.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { type MeetingSession, openMeetingSession, summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  KICKOFF,
  kickoffName,
  readTranscriptIn,
  snapshot,
  startHarness,
  summaryRunFailure,
} from './harness.js';

let h: Harness | undefined;
let session: MeetingSession | undefined;
afterEach(async () => {
  await session?.cancel();
  session = undefined;
  await h?.close();
  h = undefined;
});

const SUMMARY =
  '## Summary\nThe team chose the rubber case.\n\n## Decisions\n- Rubber case.\n\n## Next steps\n- Draft the spec.\n';
const TRANSCRIPT = `Transcripts/${functionalName}.md`;
const CONTEXT = `Assistant/${functionalName}.md`;
const DRAFT_HEADING = '### The summary draft the run did not commit';
const COMPACT = { config: { tools: { profile: 'compact' } } as never };

/** A model that writes the summary at once, in each way a run takes one; none reads anything. */
const UNREAD: Array<[string, ScriptedTurn[], { config?: never }]> = [
  [
    'write_summary',
    [{ toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] }, { text: 'Done.' }],
    {},
  ],
  ['the final reply', [{ text: SUMMARY }], {}],
  [
    'compact apply_changes',
    [
      {
        toolCalls: [
          { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } },
        ],
      },
      { text: 'Done.' },
    ],
    COMPACT,
  ],
];

describe('L285: a summary of a transcript the model never read fails the run', () => {
  it.each(UNREAD)(
    '%s without a read: no-summary, said, recorded with the draft, not marked summarized',
    async (_, script, opts) => {
      h = await startHarness(script, { ...opts, readsFirst: false });
      const error = await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }),
      );
      expect(error.reason).toBe('no-summary');
      expect(error.message).toMatch(
        new RegExp(
          `^the model never read the transcript ${TRANSCRIPT} \\(0 of 597 lines read\\), so the text it wrote is not a summary of the meeting; the summary was not written \\(the failure was recorded in ${CONTEXT}; the meeting note ${FUNCTIONAL} was set to status: failed\\): the previous summary is unchanged and the text is kept as a draft in the run record; run again with a model that reads the transcript`,
        ),
      );
      expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
      const meeting = await h.read(FUNCTIONAL);
      expect(meeting).toMatch(/^status: failed$/m);
      expect(meeting).not.toMatch(/^summary:/m);
      const record = (await h.read(CONTEXT)).split('## Run failed')[1] ?? '';
      expect(record).toContain('the model never read the transcript');
      expect(record).toContain(DRAFT_HEADING);
      expect(record).toContain('The team chose the rubber case.');
    },
  );

  it('a previous summary stays byte for byte; the meeting keeps its status', async () => {
    h = await startHarness(
      [{ toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] }, { text: 'Done.' }],
      { readsFirst: false },
    );
    const summary = `Summaries/${kickoffName}.md`;
    const before = await h.read(summary);
    const meetingBefore = await h.read(KICKOFF);
    const error = await summaryRunFailure(summarizeMeeting({ vault: h.vault, meeting: KICKOFF, env: {} }));
    expect(error.message).toContain(`the model never read the transcript Transcripts/${kickoffName}.md`);
    expect(await h.read(summary)).toBe(before);
    expect(await h.read(KICKOFF)).not.toContain('The team chose the rubber case.');
    expect((await h.read(KICKOFF)).match(/^status: .*$/m)?.[0]).toBe(
      meetingBefore.match(/^status: .*$/m)?.[0],
    );
    expect(await h.read(`Assistant/${kickoffName}.md`)).toContain(DRAFT_HEADING);
  });

  it('one spoken line read of a 30,000-line transcript is a summary (0 %, said in its notice)', async () => {
    h = await startHarness(
      [
        { toolCalls: [{ name: 'read_transcript', arguments: { from: 7, to: 7 } }] },
        { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
        { text: 'Done.' },
      ],
      // A window that holds it: no chunk-notes pass (issue 14), which would read it all.
      { readsFirst: false, model: { contextWindow: 2_000_000 } },
    );
    const head = (await h.read(TRANSCRIPT)).split('\n').slice(0, 6).join('\n');
    const lines = Array.from(
      { length: 30_000 },
      (_, i) => `[00:${String(i % 60).padStart(2, '0')}:00] **Anna:** point ${i}.`,
    );
    await writeFile(path.join(h.root, TRANSCRIPT), `${head}\n${lines.join('\n')}\n`);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.coverage).toBe(0);
    const note = await h.read(run.summaryPath);
    expect(note).toContain('> Note: the agent read 0% of the transcript (1 of 30000 lines read: 7)');
    expect(note).toContain('The team chose the rubber case.');
    expect(await h.read(FUNCTIONAL)).toMatch(/^status: summarized$/m);
  });

  it('a transcript without spoken lines (times only) has nothing to read: the notes-based summary is written', async () => {
    h = await startHarness(
      [{ toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] }, { text: 'Done.' }],
      { readsFirst: false },
    );
    const head = (await h.read(TRANSCRIPT)).split('\n').slice(0, 6).join('\n');
    await writeFile(path.join(h.root, TRANSCRIPT), `${head}\n[00:00:01]\n[00:00:02]\n\n`);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await h.read(run.summaryPath)).toContain('The team chose the rubber case.');
  });

  it('a host session: finish() before a read is refused and stays open; after a read of one line it commits', async () => {
    h = await startHarness([]);
    session = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL, model: 'host-model' });
    session.summaryDraft.write(SUMMARY);
    const before = await snapshot(h.root);
    const refused = await summaryRunFailure(session.finish());
    expect(refused.reason).toBe('no-summary');
    expect(refused.message).toBe(
      `the model never read the transcript ${TRANSCRIPT} (0 of 597 lines read), so the text it wrote is not a summary of the meeting; nothing was written: the previous summary is unchanged and the session is still open; read the transcript (read_transcript; from/to for a long one), then finish again`,
    );
    expect(await snapshot(h.root)).toEqual(before);
    expect(await readTranscriptIn(session, 7)).toContain('7│');
    const done = await session.finish();
    expect(await readFile(path.join(h.root, done.summaryPath), 'utf8')).toContain(
      'The team chose the rubber case.',
    );
    expect(await h.read(FUNCTIONAL)).toMatch(/^status: summarized$/m);
  });
});
