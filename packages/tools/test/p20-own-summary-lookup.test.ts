/**
 * P20 (issue #13 (f)): the tools that list, search or read past summaries leave the current meeting's
 * own summary out (R4) without resolving the meeting's links when no note they found can be it:
 * that resolution spells the own summary's default path, and lists the whole summaries folder when
 * that note does not exist yet (thousands of notes in a big vault, on every call). When a found note
 * may be the own one (its name is the default one in any spelling, or the meeting links a summary),
 * the links are resolved and the own note is left out as before. Real files on a temp sample vault
 * copy; the session is the real one, with its `meeting()` counted.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ToolSession } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const WORD = 'wombatP20';
const OWN = 'Summaries/2026-03-10 Remote control functional design.md';
const KICKOFF = 'Summaries/2026-03-09 Remote control kickoff.md';

async function put(root: string, rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
}

/** A summary of remote-control dated before the meeting (2026-03-10), holding {@link WORD}. */
const summary = (extra = '') =>
  `---\ndate: 2026-03-02\nprojects: [remote-control]\n${extra}---\n## Summary\n${WORD}\n`;

/** The session with its `meeting()` (the link resolution) counted. */
function counted(session: ToolSession): { session: ToolSession; calls: () => number } {
  let n = 0;
  return {
    session: {
      ...session,
      meeting: () => {
        n++;
        return session.meeting();
      },
    },
    calls: () => n,
  };
}

/** The paths a tool's output names (list lines, search lines, note lines). */
function named(out: string, paths: readonly string[]): string[] {
  return paths.filter((p) => out.includes(p) || out.includes(path.posix.basename(p, '.md')));
}

describe('P20: the own summary left out without resolving the meeting links when no found note can be it', () => {
  it('P20: list_past_project_meetings, search and read_past_project_meeting_summary do not resolve the links when no note found is named like the own summary', async () => {
    t = await sampleSession(MEETINGS.functional);
    await put(t.root, 'Summaries/2026-03-02 Budget review.md', summary());
    const { session, calls } = counted(t.session);
    const list = await runTool(session, 'list_past_project_meetings', {});
    expect(list).toContain(KICKOFF);
    expect(list).toContain('Summaries/2026-03-02 Budget review.md');
    const search = await runTool(session, 'search', { query: WORD });
    expect(search).toContain('Summaries/2026-03-02 Budget review.md:');
    const read = await runTool(session, 'read_past_project_meeting_summary', {
      summary: 'Summaries/2026-03-02 Budget review.md',
    });
    expect(read).toContain(WORD);
    expect(calls()).toBe(0);
  });

  it('P20: the own summary at its default path, in any spelling, is still left out (R4), its links resolved then', async () => {
    for (const spelled of [OWN, 'Summaries/2026-03-10 REMOTE control functional design.md']) {
      t = await sampleSession(MEETINGS.functional);
      await put(t.root, spelled, summary());
      const { session, calls } = counted(t.session);
      const list = await runTool(session, 'list_past_project_meetings', {});
      expect(list).toContain(KICKOFF);
      expect(named(list, [spelled])).toEqual([]);
      const search = await runTool(session, 'search', { query: WORD });
      expect(search).not.toContain(spelled);
      expect(calls()).toBeGreaterThan(0);
      await t.cleanup();
    }
  });

  it('P20: a summary the meeting links (`summary:`) is left out whatever its name; one with broken frontmatter is not named either', async () => {
    t = await sampleSession(MEETINGS.functional);
    await put(
      t.root,
      'Summaries/Functional design outcome.md',
      summary(
        `generated_by: meeting-assistant\nmeeting: "[[${MEETINGS.functional.replace(/\.md$/, '')}]]"\n`,
      ),
    );
    const file = path.join(t.root, MEETINGS.functional);
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text.replace(/^tags: /m, 'summary: "[[Summaries/Functional design outcome]]"\ntags: '),
    );
    // The link is adopted: that note is the meeting's own summary.
    expect((await readMeeting(t.vault, MEETINGS.functional)).links.summary).toBe(
      'Summaries/Functional design outcome.md',
    );
    const linked = counted(t.session);
    const list = await runTool(linked.session, 'list_past_project_meetings', {});
    expect(list).toContain(KICKOFF);
    expect(list).not.toContain('Functional design outcome');
    expect(linked.calls()).toBeGreaterThan(0);
    await t.cleanup();

    // The own summary at its default path with frontmatter that cannot be parsed: a summary of
    // another meeting would be named (Z4), the own one is not.
    t = await sampleSession(MEETINGS.functional);
    await put(t.root, OWN, `---\nprojects: [remote-control\n---\n${WORD}\n`);
    const broken = counted(t.session);
    const out = await runTool(broken.session, 'search', { query: WORD });
    expect(out).not.toContain('Remote control functional design');
    expect(broken.calls()).toBeGreaterThan(0);
  });
});
