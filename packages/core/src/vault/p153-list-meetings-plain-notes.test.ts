/**
 * Issue #13 (session 36, P153): `listMeetings` (`list_meetings` of `ma mcp`, the CLI's meeting
 * lookups, doctor) resolved every note the walk found (`vault.resolve`: a realpath and a stat, one
 * round trip to libuv's pool each, one note after another): 2,000 meeting notes took about 80 ms of
 * CPU and 300 ms of wall time per call at load 30. A regular file the walk met in a folder it read
 * is its own resolved path, so only the name checks are left; a symlinked note is resolved as
 * before. The listing is the same: symlinks in and out, names `vault.resolve` refuses, the trash.
 * Real files in a temp copy of the sample vault.
 * Spec: issue #13 (`list_meetings` walked and resolved per call); docs/contracts.md (`resolveMeeting`).
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as blockingFs from '../fs/blocking-fs.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { asMeetingNote } from './as-meeting-note.js';
import { listMeetings } from './list-meetings.js';
import { splitMeetingTemplates } from './template-note.js';
import type { Vault } from './vault.js';
import { walkFiles } from './walk-files.js';

// Every realpath of core's path checks goes through here: recorded, then run.
vi.mock('../fs/blocking-fs.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../fs/blocking-fs.js')>();
  return { ...actual, realpath: vi.fn(actual.realpath) };
});
const realpaths = vi.mocked(blockingFs.realpath);

let vault: Vault;
let dir: TempDir;
let outside: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  outside = await makeTempDir('ma-outside-');
});
afterEach(async () => {
  await dir.cleanup();
  await outside.cleanup();
});

const at = (rel: string) => path.join(vault.root, rel);

describe('P153: listMeetings resolves only the notes reached through a symlink', () => {
  it('200 plain notes: no realpath per note', async () => {
    await mkdir(at('Meetings/2025'), { recursive: true });
    for (let i = 0; i < 200; i++) await writeFile(at(`Meetings/2025/Note ${i}.md`), `# ${i}\n`);
    realpaths.mockClear();
    const meetings = await listMeetings(vault);
    expect(meetings.filter((m) => m.startsWith('Meetings/2025/'))).toHaveLength(200);
    // The meetings folder itself is resolved once; no note is.
    expect(realpaths.mock.calls.length).toBeLessThan(5);
  });

  it('the same listing as resolving every note: symlinks in and out, refused names, the trash', async () => {
    await mkdir(at('Meetings/2025/Q4'), { recursive: true });
    await writeFile(at('Meetings/2025/Q4/Standup.md'), '# standup\n');
    // Names vault.resolve refuses (a control character, a zero-width space) and one it takes (a ":" inside).
    await writeFile(at('Meetings/a:b.md'), '# colon\n');
    await writeFile(at('Meetings/tab\there.md'), '# tab\n');
    await writeFile(at('Meetings/zero\u200Bwidth.md'), '# zw\n');
    await writeFile(at('Meetings/Upper.MD'), '# upper\n');
    await writeFile(path.join(outside.root, 'secret.md'), 'secret\n');
    await symlink(path.join(outside.root, 'secret.md'), at('Meetings/leak.md'));
    await symlink('2026-03-05 Meeting Recorder weekly.md', at('Meetings/alias.md'));
    await symlink('../Summaries/2026-03-09 Remote control kickoff.md', at('Meetings/summary-link.md'));
    await symlink('missing.md', at('Meetings/dangling.md'));
    await mkdir(at('.trash/Meetings'), { recursive: true });
    await writeFile(at('.trash/Meetings/Gone.md'), 'gone\n');

    // What resolving every note the walk finds gives (the listing before P153).
    const expected = new Set<string>();
    for (const file of await walkFiles(vault, vault.config.folders.meetings)) {
      if (!file.toLowerCase().endsWith('.md')) continue;
      const meeting = await asMeetingNote(vault, file);
      if (meeting !== null) expected.add(meeting);
    }
    const meetings = await listMeetings(vault);
    expect(meetings).toEqual([...expected].sort());
    expect(meetings).toContain('Meetings/Upper.MD');
    expect(meetings).toContain('Meetings/a:b.md');
    expect(meetings).toContain('Meetings/2025/Q4/Standup.md');
    for (const refused of ['tab\there.md', 'zero\u200Bwidth.md', 'leak.md', 'alias.md', 'dangling.md'])
      expect(meetings).not.toContain(`Meetings/${refused}`);
  });

  it('a symlinked folder inside the meetings folder is still not entered', async () => {
    await mkdir(at('Archive/Old'), { recursive: true });
    await writeFile(at('Archive/Old/Kept.md'), '# kept\n');
    await symlink('../Archive/Old', at('Meetings/old-link'));
    const meetings = await listMeetings(vault);
    // A symlinked folder is not entered (walkFiles), as before.
    expect(meetings.some((m) => m.includes('Kept'))).toBe(false);
  });

  it('the template check of 70 notes, a batch at a time, keeps their order and finds each template', async () => {
    await mkdir(at('Meetings/many'), { recursive: true });
    const notes = Array.from({ length: 70 }, (_, i) => `Meetings/many/${String(i).padStart(2, '0')}.md`);
    const isTemplate = (i: number) => [0, 31, 32, 33, 64, 69].includes(i);
    for (const [i, rel] of notes.entries())
      await writeFile(at(rel), isTemplate(i) ? '---\ntitle: "{{title}}"\n---\n' : `---\ntitle: ${i}\n---\n`);
    // In reverse order: the answer follows the order given, not the folder's.
    const given = [...notes].reverse();
    const { meetings, templates } = await splitMeetingTemplates(vault, given);
    expect(meetings).toEqual(given.filter((rel) => !isTemplate(notes.indexOf(rel))));
    expect(templates.map((t) => t.path)).toEqual(given.filter((rel) => isTemplate(notes.indexOf(rel))));
    expect(templates.every((t) => t.why.includes('{{title}}'))).toBe(true);
  });
});
