/**
 * N15 (review 2): past summaries of the meeting's projects whose `date` cannot be read
 * (`12/03/2026`, which could be either day or month first; `"early March"`) or that have no date at all are never dropped in silence:
 * `list_past_project_meetings`, `search` and `read_past_project_meeting_summary` (so `ma tool`,
 * `ma search`, `ma mcp` and the compact views) name each with why. Real files and the real rg on a
 * temp copy of the sample vault.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal, refusalMessage } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

async function summary(name: string, date: string | null): Promise<void> {
  await writeFile(
    path.join(t.root, 'Summaries', `${name}.md`),
    `---\nmeeting: "[[Meetings/${name}]]"\n${date === null ? '' : `date: ${date}\n`}projects: [remote-control]\n---\n## Summary\n- ${name} zebracontent\n`,
  );
}

describe('N15: past summaries with unreadable dates are named, never dropped in silence', () => {
  it('N15: list, search and read name every such summary with its date problem', async () => {
    t = await sampleSession(MEETINGS.functional);
    await summary('Past wikidate', '"[[2026-03-02]]"');
    await summary('Past EU', '12/03/2026');
    await summary('Past text', '"early March"');
    await summary('Past local', '"March 1, 2026"'); // newcomer S34 A1: a date in words is a date
    await summary('Undated', null);
    await summary('Future', '2026-03-20');

    const list = await runTool(t.session, 'list_past_project_meetings', {});
    expect(list).toContain('Summaries/Past wikidate.md · 2026-03-02');
    expect(list).toContain('Summaries/Past local.md · 2026-03-01');
    const note = list.split('\n').find((l) => l.startsWith('note: '));
    expect(note, list).toContain('3 summaries of these projects are left out');
    for (const name of ['Past EU', 'Past text', 'Undated']) expect(note).toContain(`Summaries/${name}.md (`);
    expect(note).toContain('12/03/2026');
    expect(note).toContain('its `date:` is missing');
    expect(note).not.toContain('Future');

    const search = await runTool(t.session, 'search', { query: 'zebracontent' });
    expect(search).toContain('Summaries/Past wikidate.md:');
    expect(search).toMatch(/note: 3 summaries of these projects are not searched.*Summaries\/Past EU\.md/);
    expect(search).not.toContain('Future');

    const read = await runTool(t.session, 'read_past_project_meeting_summary', { summary: 'Past EU' });
    expect(isRefusal(read)).toBe(true);
    expect(refusalMessage(read)).toMatch(/left out.*Summaries\/Past EU\.md \(.*12\/03\/2026/);
  });

  it('Y3: the accepted date forms are said once per note, not once per summary left out', async () => {
    t = await sampleSession(MEETINGS.functional);
    for (const [i, date] of ['12/03/2026', '"early March"', '2026/02/30', '"20.13.2025"'].entries()) {
      await summary(`Past ${i}`, date);
    }
    const forms = 'optionally with a time';
    const list = await runTool(t.session, 'list_past_project_meetings', {});
    const note = list.split('\n').find((l) => l.startsWith('note: ')) ?? '';
    expect(note).toContain('4 summaries of these projects are left out');
    expect(note).toContain(
      'Summaries/Past 0.md ("12/03/2026" is not a date (12/03/2026 could be 2026-03-12 (day first) or 2026-12-03 (month first): write it as YYYY-MM-DD))',
    );
    expect(note.split(forms)).toHaveLength(2);
    const search = await runTool(t.session, 'search', { query: 'zebracontent' });
    expect(search.split(forms)).toHaveLength(2);
  });

  it('N15: with none left out, the list has no note', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(await runTool(t.session, 'list_past_project_meetings', {})).not.toContain('note:');
  });
});
