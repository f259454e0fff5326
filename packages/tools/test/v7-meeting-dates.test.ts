/**
 * V7 and dates in every form: one reader of `date:` (core `readMeetingDate`) for the current
 * meeting and for past summaries, in every form Obsidian users write (`2026-03-05`, quoted, with a
 * time, a YAML timestamp, a one-element list, a daily-note link); a meeting with no date (or one
 * that cannot be read) has no past meetings, and every past-meeting tool says why instead of
 * listing, searching or reading other meetings' summaries. Real files on a temp sample vault copy,
 * granular tools and the compact view.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { meetingWhen, readMeetingDate } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createToolSession, type ToolSession, toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const WORD = 'wombatV7';

async function put(root: string, rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
}

/** A remote-control summary note with `front` (frontmatter lines) and the search word. */
const summary = (front: string) => `---\n${front}projects: [remote-control]\n---\n## Summary\n${WORD}\n`;

/** A session for a meeting note written into the vault copy (bound to remote-control). */
async function meetingSession(front: string, name = 'Standup'): Promise<ToolSession> {
  const rel = `Meetings/${name}.md`;
  await put(t.root, rel, `---\n${front}projects: [remote-control]\n---\nNotes.\n`);
  return createToolSession({ vault: t.vault, meetingPath: rel });
}

/** Every form of the same day, 2026-03-05, as a summary's `date:` line. */
const FORMS: Record<string, string> = {
  plain: 'date: 2026-03-05',
  quoted: 'date: "2026-03-05"',
  'with T time': 'date: 2026-03-05T10:00',
  'with space time': 'date: 2026-03-05 10:00',
  'YAML timestamp': 'date: 2026-03-05T10:00:00Z',
  'YAML timestamp with spaced zone': 'date: 2026-03-05 10:00:00.5 +01:00',
  'one-element list': 'date: [2026-03-05]',
  'block list': 'date:\n  - 2026-03-05',
  'daily-note link': 'date: "[[2026-03-05]]"',
  'unquoted daily-note link': 'date: [[2026-03-05]]',
  'daily-note link with folder and alias': 'date: "[[Daily/2026-03-05|Thursday]]"',
};

describe('dates in every form: one reader', () => {
  it('readMeetingDate reads every form as the same day, and says why for what it cannot read', () => {
    const days = Object.fromEntries(
      [
        '2026-03-05',
        '2026-03-05T10:00',
        '2026-03-05 10:00',
        '2026-03-05T10:00:00Z',
        '2026-03-05 10:00:00.5 +01:00',
        '2026-03-05t10:00:00-5',
        ['2026-03-05'],
        [['2026-03-05']],
        '[[2026-03-05]]',
        '[[Daily/2026-03-05.md|Thu]]',
        new Date('2026-03-05T00:00:00Z'),
      ].map((v) => {
        const d = readMeetingDate(v);
        return [JSON.stringify(v), d.state === 'read' ? d.day : d.state];
      }),
    );
    expect(new Set(Object.values(days))).toEqual(new Set(['2026-03-05']));
    expect(readMeetingDate('2026-03-05 10:00')).toMatchObject({ time: Date.parse('2026-03-05T10:00:00Z') });
    expect(readMeetingDate('2026-03-05 10:00:00 +01:00')).toMatchObject({
      time: Date.parse('2026-03-05T09:00:00Z'),
    });
    expect(readMeetingDate(['2026-03-05'])).toMatchObject({ text: '2026-03-05', time: null });
    expect(readMeetingDate('[[2026-03-05]]')).toMatchObject({ text: '2026-03-05' });
    for (const absent of [undefined, null, '', '  ', []])
      expect(readMeetingDate(absent).state).toBe('absent');
    for (const bad of [
      'next tuesday',
      '2026-02-30',
      '2026-13-01',
      '2026-03-05T25:00',
      20260305,
      ['2026-03-05', '2026-03-06'],
      '[[Weekly plan]]',
    ]) {
      const d = readMeetingDate(bad);
      expect(d.state, JSON.stringify(bad)).toBe('unreadable');
      expect(d.state === 'unreadable' && d.problem).toMatch(/is not a date \(.*expected YYYY-MM-DD/);
    }
  });

  it('list_past_project_meetings shows every summary date form as its date (never "no date") and orders them with the rest', async () => {
    t = await sampleSession(MEETINGS.functional); // 2026-03-10
    for (const [form, line] of Object.entries(FORMS))
      await put(t.root, `Summaries/Form ${form}.md`, summary(`${line}\n`));
    await put(t.root, 'Summaries/Unreadable date.md', summary('date: soon\n'));
    const out = await runTool(t.session, 'list_past_project_meetings', { limit: 100 });
    const rows = new Map(out.split('\n').map((l) => [l.split(' · ')[0], l.split(' · ')[1]]));
    for (const form of Object.keys(FORMS)) {
      expect(rows.get(`Summaries/Form ${form}.md`), form).toMatch(/^2026-03-05/);
    }
    expect(out).not.toContain('no date');
    // A date that cannot be read is said, not shown as absent; such a summary is not "past" (no day).
    expect(rows.has('Summaries/Unreadable date.md')).toBe(false);
    // Newest first: the kickoff (2026-03-09) before every 2026-03-05 form.
    const order = [...rows.keys()];
    expect(order.indexOf('Summaries/2026-03-09 Remote control kickoff.md')).toBeLessThan(
      order.indexOf('Summaries/Form one-element list.md'),
    );
  });

  it('the current meeting’s date in every form orders past meetings the same way', async () => {
    t = await sampleSession(MEETINGS.functional);
    await put(t.root, 'Summaries/Earlier.md', summary('date: 2026-03-04\n'));
    await put(t.root, 'Summaries/Later.md', summary('date: 2026-03-06\n'));
    for (const [form, line] of Object.entries(FORMS)) {
      const session = await meetingSession(`${line}\n`, `Standup ${form.replace(/\W+/g, ' ')}`);
      const out = await runTool(session, 'list_past_project_meetings', {});
      const listed = out.split('\n').map((l) => l.split(' · ')[0]);
      expect(listed, form).toContain('Summaries/Earlier.md');
      expect(listed, form).not.toContain('Summaries/Later.md');
    }
  });
});

describe('V7: a meeting with no date has no past meetings, and every tool says why', () => {
  for (const [what, front, reason] of [
    ['no date anywhere', '', /this meeting has no date to order by/],
    [
      'a date that cannot be read',
      'date: next tuesday\n',
      /this meeting has a date that cannot be read: "next tuesday" is not a date/,
    ],
    [
      'a list of two dates',
      'date: [2026-03-05, 2026-03-06]\n',
      /this meeting has a date that cannot be read/,
    ],
  ] as const) {
    it(`V7: ${what}: list and read refuse with the reason, search leaves the summaries out and says so`, async () => {
      t = await sampleSession(MEETINGS.functional);
      await put(t.root, 'Summaries/2026-03-01 Old review.md', summary('date: 2026-03-01\n'));
      const session = await meetingSession(front);
      const list = await runTool(session, 'list_past_project_meetings', {});
      expect(list).toMatch(/^refused: no past meetings can be listed: /);
      expect(list).toMatch(reason);
      expect(list).toContain('give the meeting note a date');
      expect(list).not.toContain('Summaries/');
      const read = await runTool(session, 'read_past_project_meeting_summary', {
        summary: '2026-03-01 Old review',
      });
      expect(read).toMatch(/^refused: "2026-03-01 Old review" cannot be read as a past meeting summary: /);
      expect(read).toMatch(reason);
      const search = await runTool(session, 'search', { query: WORD });
      expect(search).not.toMatch(/Summaries\//);
      expect(search).toMatch(/note: past meeting summaries were not searched: /);
      expect(search).toMatch(reason);
    });
  }

  it('V7: the compact view past_meetings is a refusal with the reason, not an ok list', async () => {
    t = await sampleSession(MEETINGS.functional);
    const rel = 'Meetings/Standup.md';
    await put(t.root, rel, '---\nprojects: [remote-control]\n---\nNotes.\n');
    const session = await createToolSession({ vault: t.vault, meetingPath: rel });
    const view = toolDefinitions(session, { profile: 'compact' }).find((d) => d.name === 'query_meeting');
    const out = JSON.parse(await view!.execute({ view: 'past_meetings' })) as Record<string, string>;
    expect(out.error).toBe('refused');
    expect(out.message).toMatch(/^no past meetings can be listed: this meeting has no date to order by/);
  });

  it('V7: meetingWhen says why there is no moment; a date only in the name still counts', () => {
    expect(meetingWhen({}, 'Standup')).toMatchObject({
      moment: null,
      problem: expect.stringMatching(/^has no date/),
    });
    expect(meetingWhen({ date: 'soon' }, '2026-03-05 Standup')).toMatchObject({
      moment: null,
      problem: expect.stringMatching(/^has a date that cannot be read: "soon"/),
    });
    expect(meetingWhen({}, '2026-03-05 Standup').moment).toEqual({ day: '2026-03-05', time: null });
  });
});
