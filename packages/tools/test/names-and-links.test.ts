/**
 * Names as Obsidian users write them, through the tools' `execute` on temp copies of the sample
 * vault: attendees in every frontmatter shape (issue 9 H5) and project IDs / project files in
 * another Unicode normalization or case (H3), without widening the project scope.
 */
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());
const read = (rel: string) => readFile(path.join(t.root, rel), 'utf8');
const write = (rel: string, text: string) => writeFile(path.join(t.root, rel), text);

/** The functional design meeting with its attendees replaced by `attendees` (YAML lines). */
async function withAttendees(attendees: string): Promise<string> {
  const text = (await read(MEETINGS.functional)).replace(/^attendees:\n(?: {2}- .*\n)+/m, `${attendees}\n`);
  await write(MEETINGS.functional, text);
  return text;
}

describe('H5: attendee edits in the shapes users have', () => {
  it('H5: a wikilinked list matches people by name, never duplicates, and gets a wikilink', async () => {
    t = await sampleSession();
    const before = await withAttendees(
      'attendees:\n  - "[[Alice Example]]"\n  - "[[People/Bob Sample|Bob]]"',
    );
    expect(await runTool(t.session, 'add_attendee', { name: 'Bob Sample' })).toBe(
      '"Bob Sample" is already an attendee; nothing changed',
    );
    expect(await read(MEETINGS.functional)).toBe(before);
    expect(await runTool(t.session, 'remove_attendee', { name: 'Alice Example' })).toContain(
      'removed attendee "Alice Example"',
    );
    expect(await read(MEETINGS.functional)).toBe(before.replace('  - "[[Alice Example]]"\n', ''));
    expect(await runTool(t.session, 'add_attendee', { name: 'Carol' })).toContain(
      '(attendees: Bob Sample, Carol)',
    );
    expect(await read(MEETINGS.functional)).toBe(
      before.replace('  - "[[Alice Example]]"\n', '').replace('Bob]]"\n', 'Bob]]"\n  - "[[People/Carol]]"\n'),
    );
  });

  it('H5: a comma-separated string stays a string; other bytes are kept', async () => {
    t = await sampleSession();
    const before = await withAttendees('attendees: Alice Example, Bob Sample');
    expect(await runTool(t.session, 'add_attendee', { name: 'bob sample' })).toContain('nothing changed');
    expect(await runTool(t.session, 'remove_attendee', { name: 'Alice Example' })).toContain(
      '(attendees: Bob Sample)',
    );
    expect(await runTool(t.session, 'add_attendee', { name: 'Carol' })).toContain(
      '(attendees: Bob Sample, Carol)',
    );
    expect(await read(MEETINGS.functional)).toBe(
      before.replace('attendees: Alice Example, Bob Sample', 'attendees: Bob Sample, Carol'),
    );
    expect((await runTool(t.session, 'remove_attendee', { name: 'Dave' })).startsWith('refused:')).toBe(true);
  });
});

describe('H3: project IDs and project files by name', () => {
  it('H3: a project ID and file names in another case or normalization resolve; escapes stay refused', async () => {
    t = await sampleSession();
    const nfd = 'Cafe\u0301 menu.md';
    await write(`Projects/remote-control/${nfd}`, 'espresso\n');
    expect(
      await runTool(t.session, 'read_projectfile', { project: 'Remote-Control', path: 'REQUIREMENTS.md' }),
    ).toContain('Projects/remote-control/requirements.md');
    expect(
      await runTool(t.session, 'read_projectfile', { project: 'remote-control', path: 'Caf\u00e9 menu.md' }),
    ).toContain('espresso');
    const decisions = await read('Projects/remote-control/decisions.md');
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'REMOTE-CONTROL',
      path: 'Decisions.md',
      content: '- Case-insensitive names.',
    });
    expect(out).toContain('Projects/remote-control/decisions.md');
    expect(await read('Projects/remote-control/decisions.md')).toBe(
      `${decisions}- Case-insensitive names.\n`,
    );
    expect(await readdir(path.join(t.root, 'Projects/remote-control'))).not.toContain('Decisions.md');

    const outside = await mkdtemp(path.join(tmpdir(), 'ma-outside-'));
    try {
      await writeFile(path.join(outside, 'secret.md'), 'secret\n');
      await symlink(path.join(outside, 'secret.md'), path.join(t.root, 'Projects/remote-control/Leak.md'));
      for (const p of [
        'leak.md',
        'LEAK.md',
        '../website-redesign/SCOPE.md',
        '../Website-Redesign/scope.md',
      ]) {
        const refused = await runTool(t.session, 'read_projectfile', { project: 'remote-control', path: p });
        expect(refused.startsWith('refused:'), p).toBe(true);
        expect(refused).not.toContain('secret');
      }
      expect(
        (
          await runTool(t.session, 'read_projectfile', { project: 'Website-Redesign', path: 'scope.md' })
        ).startsWith('refused:'),
      ).toBe(true);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});

describe('H3: past summaries and identities by name', () => {
  it('H3: project scopes, past summary names and identity names match in another case or normalization', async () => {
    t = await sampleSession(MEETINGS.functional);
    const listed = await runTool(t.session, 'list_past_project_meetings', { project: 'Remote-Control' });
    expect(listed).toContain('2026-03-09 Remote control kickoff');
    const summary = await runTool(t.session, 'read_past_project_meeting_summary', {
      summary: '2026-03-09 REMOTE CONTROL KICKOFF',
    });
    expect(summary).toContain('Summaries/2026-03-09 Remote control kickoff.md');
    const nfd = 'Jose\u0301 Example';
    await write(`Identities/${nfd}.md`, 'voice\n');
    expect(await runTool(t.session, 'delete_identity', { name: 'jos\u00e9 example' })).toContain(nfd);
    expect(await readdir(path.join(t.root, 'Identities'))).not.toContain(`${nfd}.md`);
    expect((await runTool(t.session, 'delete_identity', { name: 'Nobody' })).startsWith('refused:')).toBe(
      true,
    );
  });
});
