/**
 * R4: list_past_project_meetings, search and read_past_project_meeting_summary see only summaries
 * of meetings strictly BEFORE the current meeting: an earlier day, or the same day with an earlier
 * start time — for every date form the vault allows (YYYY-MM-DD, with a time, quoted, a date only
 * in the note's name, same-day meetings ordered by `start`). Real files on a temp sample vault copy.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStrictlyBefore, meetingMoment } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createToolSession } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const WORD = 'quokkaR4';

/** Summary notes of remote-control in every date form, and two same-day meeting notes. */
async function plant(root: string): Promise<void> {
  const put = async (rel: string, text: string) => {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), text);
  };
  const summary = (front: string) => `---\n${front}projects: [remote-control]\n---\n## Summary\n${WORD}\n`;
  await put(
    'Meetings/2026-03-10 Early sync.md',
    '---\ndate: 2026-03-10\nstart: 2026-03-10T08:00:00+01:00\n---\n',
  );
  await put('Meetings/2026-03-10 Afternoon.md', '---\ndate: 2026-03-10\nstart: "2026-03-10 14:00"\n---\n');
  await put(
    'Summaries/Early sync.md',
    summary('meeting: "[[Meetings/2026-03-10 Early sync]]"\ndate: 2026-03-10\n'),
  );
  await put(
    'Summaries/Afternoon.md',
    summary('meeting: "[[Meetings/2026-03-10 Afternoon]]"\ndate: 2026-03-10\n'),
  );
  await put('Summaries/Same day unknown time.md', summary('date: 2026-03-10\n'));
  await put(
    'Summaries/Same day own start.md',
    summary('date: "2026-03-10"\nstart: 2026-03-10T09:30:00+01:00\n'),
  );
  await put('Summaries/2026-03-11 Remote control conceptual design.md', summary('date: 2026-03-11\n'));
  await put('Summaries/Quoted later.md', summary('date: "2026-03-12"\n'));
  await put('Summaries/Timed later.md', summary('date: 2026-03-12T09:00:00+01:00\n'));
  await put('Summaries/Timed earlier.md', summary("date: '2026-03-08 09:00'\n"));
  await put('Summaries/2026-03-13 Name date later.md', summary(''));
  await put('Summaries/2026-03-01 Name date earlier.md', summary(''));
  await put('Summaries/No date at all.md', summary(''));
  // A later meeting's summary whose `date:` was copied from an earlier one: its name rules it out.
  await put(
    'Summaries/2026-03-12 Remote control detailed design.md',
    summary('date: 2026-03-09\nmeeting: "[[Meetings/2026-03-12 Remote control detailed design]]"\n'),
  );
}

const EARLIER = [
  'Summaries/Early sync.md',
  'Summaries/Same day own start.md',
  'Summaries/2026-03-09 Remote control kickoff.md',
  'Summaries/Timed earlier.md',
  'Summaries/2026-03-01 Name date earlier.md',
];

describe('R4: past meetings are strictly earlier meetings', () => {
  it('R4: list_past_project_meetings lists only meetings before this one (every date form; same day by start time)', async () => {
    t = await sampleSession(MEETINGS.functional); // 2026-03-10, start 10:00+01:00
    await plant(t.root);
    const before = await hashTree(t.root);
    const out = await runTool(t.session, 'list_past_project_meetings', {});
    // A summary with no day to order by is named in a note line (N15), not listed.
    const listed = out
      .split('\n')
      .filter((l) => !l.startsWith('note: '))
      .map((l) => l.split(' · ')[0]);
    expect([...listed].sort()).toEqual([...EARLIER].sort());
    // Newest first: the same-day ones, then older days (a date only in the name sorts as undated).
    expect(listed.slice(0, 2).sort()).toEqual(['Summaries/Early sync.md', 'Summaries/Same day own start.md']);
    expect(await hashTree(t.root)).toBe(before);
  });

  it('R4: search finds text only in earlier summaries, and a later summary cannot be read', async () => {
    t = await sampleSession(MEETINGS.functional);
    await plant(t.root);
    await writeFile(
      path.join(t.root, 'Summaries/2026-03-09 Remote control kickoff.md'),
      `---\ndate: 2026-03-09\nprojects: [remote-control]\n---\n${WORD}\n`,
    );
    const out = await runTool(t.session, 'search', { query: WORD });
    const files = [
      ...new Set(
        out
          .split('\n')
          .filter((l) => !l.startsWith('note: '))
          .map((l) => l.replace(/:\d+ .*$/, '')),
      ),
    ];
    expect(files.sort()).toEqual([...EARLIER].sort());
    const later = await runTool(t.session, 'read_past_project_meeting_summary', { summary: 'Quoted later' });
    expect(later).toMatch(/^refused: "Quoted later" is not a past summary/);
  });

  it('R4: the first meeting of a project has no past meetings; a later meeting sees the earlier ones', async () => {
    t = await sampleSession(MEETINGS.kickoff); // 2026-03-09: its own summary is the only other one
    expect(await runTool(t.session, 'list_past_project_meetings', {})).toBe(
      'no past meeting summaries for remote-control',
    );
    const later = await createToolSession({ vault: t.vault, meetingPath: MEETINGS.conceptual });
    expect(await runTool(later, 'list_past_project_meetings', {})).toMatch(
      /^Summaries\/2026-03-09 Remote control kickoff\.md · 2026-03-09 · remote-control$/,
    );
  });

  it('R4: meetingMoment reads every date form, and same-day order is by start time', () => {
    const at = (data: Record<string, unknown>, name = 'x') => meetingMoment(data, name);
    expect(at({ date: '2026-03-10' })).toEqual({ day: '2026-03-10', time: null });
    expect(at({ date: new Date('2026-03-10T00:00:00Z') })).toEqual({ day: '2026-03-10', time: null });
    expect(at({ date: new Date('2026-03-10T09:00:00Z') })?.time).toBe(Date.parse('2026-03-10T09:00:00Z'));
    expect(at({ date: '2026-03-10 09:00' })?.time).toBe(Date.parse('2026-03-10T09:00:00Z'));
    expect(at({ start: '2026-03-10T10:00:00+01:00' })).toEqual({
      day: '2026-03-10',
      time: Date.parse('2026-03-10T09:00:00Z'),
    });
    expect(at({}, '2026-03-10 Standup')).toEqual({ day: '2026-03-10', time: null });
    expect(at({}, 'Standup')).toBeNull();
    const nine = { day: '2026-03-10', time: 9 };
    const ten = { day: '2026-03-10', time: 10 };
    expect(isStrictlyBefore(nine, ten)).toBe(true);
    expect(isStrictlyBefore(ten, nine)).toBe(false);
    expect(isStrictlyBefore(ten, ten)).toBe(false);
    expect(isStrictlyBefore({ day: '2026-03-10', time: null }, ten)).toBe(false);
    expect(isStrictlyBefore({ day: '2026-03-09', time: null }, ten)).toBe(true);
  });
});
