/**
 * Leftovers L117: sync tools leave conflict copies of notes — Dropbox `Name (conflicted copy
 * 2026-12-01).md`, Syncthing `Name.sync-conflict-20261201-123456-ABCDEF.md`, iCloud / file managers
 * `Name (1).md` / `Name 2.md`. Found before: a summary's copy was taken for a second summary of the
 * meeting (`locateSummary` kind `several` when the linked note was renamed; `otherSummariesOf` listed
 * it). Now copies are recognised (a numbered one only beside its original: `Sprint 2.md` alone is a
 * note), listed for `ma doctor` beside their original, and never counted as another summary.
 * L140 (newcomer review, session 29, F2/F4): a meeting note's conflict copy is no meeting: core
 * `listMeetings` (the meeting list, did-you-mean, `ma doctor`, MCP `list_meetings`) leaves it out;
 * one recogniser (`syncConflictOriginal`) names its original; a name that only mentions a conflict
 * (`Team sync (conflict resolution)`) is a meeting.
 * Real files on a sample-vault copy.
 * Spec: docs/hostile-cases.md (sync-conflict copies); leftovers L117, L140.
 */
import { copyFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitSummary, locateSummary, otherSummariesOf } from '../artifacts/index.js';
import { loadConfig } from '../config/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import {
  conflictCopyOriginal,
  findSyncConflictCopies,
  listMeetings,
  openVault,
  readMeeting,
  syncConflictOriginal,
  type Vault,
} from './index.js';

const NAME = '2026-03-10 Remote control functional design';
let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  await dir.cleanup();
});
const abs = (rel: string) => path.join(dir.root, ...rel.split('/'));

describe('L117: sync-conflict copies', () => {
  it('L117: the name forms of Dropbox, Obsidian Sync, Syncthing, numbered copies (only beside the original)', () => {
    const none = () => false;
    expect(conflictCopyOriginal('Standup (conflicted copy 2026-12-01).md', none)).toBe('Standup');
    expect(conflictCopyOriginal("Standup (Bob's conflicted copy 2026-12-01).md", none)).toBe('Standup');
    expect(conflictCopyOriginal('Standup (Conflicted copy MacBook 202612011234).md', none)).toBe('Standup');
    expect(conflictCopyOriginal('Standup.sync-conflict-20261201-123456-ABCDEFG.md', none)).toBe('Standup');
    expect(conflictCopyOriginal('Sprint 2.md', none)).toBeNull();
    expect(conflictCopyOriginal('Sprint 2.md', (s) => s === 'Sprint')).toBe('Sprint');
    expect(conflictCopyOriginal('Standup (1).md', (s) => s === 'Standup')).toBe('Standup');
    expect(conflictCopyOriginal('Conflict resolution workshop.md', none)).toBeNull();
  });

  it('L117: copies of a meeting and a summary are listed beside their originals; a summary copy is no second summary', async () => {
    await commitSummary(vault, await readMeeting(vault, `Meetings/${NAME}.md`), {
      body: '## Summary\nRubber case.\n',
      frontmatter: { meeting: `[[Meetings/${NAME}]]`, generated_by: 'meeting-assistant' },
    });
    await copyFile(abs(`Meetings/${NAME}.md`), abs(`Meetings/${NAME} (conflicted copy 2026-12-01).md`));
    await copyFile(
      abs(`Summaries/${NAME}.md`),
      abs(`Summaries/${NAME}.sync-conflict-20261201-123456-ABCDEF.md`),
    );
    await copyFile(abs(`Summaries/${NAME}.md`), abs(`Summaries/${NAME} (1).md`));
    const found = await findSyncConflictCopies(vault, ['Meetings', 'Summaries']);
    expect(found).toEqual([
      {
        copy: `Meetings/${NAME} (conflicted copy 2026-12-01).md`,
        original: `Meetings/${NAME}.md`,
        originalExists: true,
      },
      { copy: `Summaries/${NAME} (1).md`, original: `Summaries/${NAME}.md`, originalExists: true },
      {
        copy: `Summaries/${NAME}.sync-conflict-20261201-123456-ABCDEF.md`,
        original: `Summaries/${NAME}.md`,
        originalExists: true,
      },
    ]);
    expect(await otherSummariesOf(vault, `Meetings/${NAME}.md`, `Summaries/${NAME}.md`)).toEqual([]);
    // The summary renamed away (the meeting's link names no note): one renamed summary, not "several".
    await rename(abs(`Summaries/${NAME}.md`), abs(`Summaries/${NAME} renamed.md`));
    const located = await locateSummary(vault, await readMeeting(vault, `Meetings/${NAME}.md`));
    expect(located).toEqual({ kind: 'renamed', path: `Summaries/${NAME} renamed.md` });
  });

  it('R203: an NFC copy of a note the Mac named in NFD has its original there, spelled as on disk', async () => {
    // Obsidian newcomer R203: the original was said to be gone ("rename the copy to it": a second,
    // look-alike file) when a Mac wrote `Café.md` in NFD and the other device's copy came in NFC.
    const nfd = '2026-12-02 Cafe\u0301 planning';
    const nfc = nfd.normalize('NFC');
    await writeFile(abs(`Meetings/${nfd}.md`), '---\nstatus: ended\n---\n');
    await writeFile(
      abs(`Meetings/${nfc} (Conflicted copy MacBook 202612021010).md`),
      '---\nstatus: ended\n---\n',
    );
    await writeFile(abs(`Meetings/${nfc.toUpperCase()} 2.md`), '---\nstatus: ended\n---\n');
    const found = (await findSyncConflictCopies(vault, ['Meetings'])).filter((c) => /planning/i.test(c.copy));
    expect(found).toEqual([
      { copy: `Meetings/${nfc.toUpperCase()} 2.md`, original: `Meetings/${nfd}.md`, originalExists: true },
      {
        copy: `Meetings/${nfc} (Conflicted copy MacBook 202612021010).md`,
        original: `Meetings/${nfd}.md`,
        originalExists: true,
      },
    ]);
  });
});

describe('L140: conflict copies are no meetings', () => {
  it('L140: syncConflictOriginal names the original of every sync-tool form, in its folder; not a numbered name nor a conflict topic', () => {
    expect(syncConflictOriginal('Meetings/2026/Standup (conflicted copy 2026-12-01).md')).toBe(
      'Meetings/2026/Standup.md',
    );
    expect(syncConflictOriginal("Meetings/Standup (Jane's conflicted copy 2026-12-01).md")).toBe(
      'Meetings/Standup.md',
    );
    expect(syncConflictOriginal('Meetings/Standup (Conflicted copy MacBook 202612011234).md')).toBe(
      'Meetings/Standup.md',
    );
    expect(syncConflictOriginal('Standup.sync-conflict-20261201-123456-ABCDEF.md')).toBe('Standup.md');
    expect(syncConflictOriginal('Meetings/Standup 2.md')).toBeNull();
    expect(syncConflictOriginal('Meetings/Team sync (conflict resolution).md')).toBeNull();
    expect(syncConflictOriginal('Meetings/Retro (conflicts).md')).toBeNull();
  });

  it('L140: listMeetings leaves conflict copies out and keeps a conflict-topic meeting and a numbered one', async () => {
    const before = await listMeetings(vault);
    const copies = [`${NAME} (conflicted copy 2026-12-01)`, `${NAME}.sync-conflict-20261201-123456-ABCDEF`];
    const kept = ['2026-12-01 Team sync (conflict resolution)', `${NAME} 2`];
    for (const name of [...copies, ...kept])
      await copyFile(abs(`Meetings/${NAME}.md`), abs(`Meetings/${name}.md`));
    expect(await listMeetings(vault)).toEqual([...before, ...kept.map((n) => `Meetings/${n}.md`)].sort());
  });
});
