import { describe, expect, it } from 'vitest';
import { isIgnoredPath } from './ignore-path.js';

describe('isIgnoredPath', () => {
  it('B36/B37/B39: keeps .md notes and folders, ignores dot folders, trash, temp, swap and placeholder names', () => {
    const keep = (rel: string, isFile?: boolean) =>
      expect(isIgnoredPath(rel, isFile, '.trash'), rel).toBe(false);
    const drop = (rel: string, isFile?: boolean) =>
      expect(isIgnoredPath(rel, isFile, '.trash'), rel).toBe(true);
    keep('');
    keep('Meetings', false);
    keep('Meetings/2025', undefined);
    keep('Meetings/x.md', true);
    keep('Meetings/X.MD', true);
    drop('.obsidian/workspace.json', true);
    drop('.obsidian', false);
    drop('.trash/Meetings/x.md', true);
    drop('.meeting-assistant/logs/daemon.log', true);
    drop('Meetings/.git/x.md', true);
    drop('Meetings/.x.md.swp', true);
    drop('Meetings/x.md~', true);
    drop('Meetings/x.md.tmp123', true);
    drop('Meetings/.goutputstream-ABC12', true);
    drop('Meetings/.y.md.icloud', true);
    drop('Meetings/.x.md.0123456789ab.ma-tmp', true);
    drop('Meetings/notes.txt', true);
    expect(isIgnoredPath('Bin/x.md', true, 'Bin')).toBe(true);
    expect(isIgnoredPath('bin/sub/x.md', true, 'Bin')).toBe(true);
    expect(isIgnoredPath('Binder/x.md', true, 'Bin')).toBe(false);
  });
});

describe('isIgnoredPath: only real temp names (review10)', () => {
  it('W10: a note or folder with ".tmp" in its name is watched; real temp names (*.tmp, *.tmp<hex>, *.md.tmp…) are not', () => {
    for (const rel of [
      'Meetings/2026-05-02 Cleanup of .tmp folders.md',
      'Meetings/2026-05-02 Review of config.tmpl files.md',
      'Meetings/v2.tmp.md',
      'Meetings/x.TMP.MD',
      'Meetings/Plan~.md',
      'Meetings/a.swp notes.md',
      'Meetings/#topic# review.md',
    ]) {
      for (const isFile of [true, undefined]) expect(isIgnoredPath(rel, isFile, '.trash'), rel).toBe(false);
    }
    // A folder is walked by the catch-up scan whatever its name, so the watcher descends too.
    for (const rel of ['Meetings/Old.tmp', 'Meetings/Backup~', 'Meetings/x.tmp123', 'Meetings/#drafts#']) {
      expect(isIgnoredPath(rel, false, '.trash'), rel).toBe(false);
    }
    for (const rel of [
      'Meetings/x.md.tmp',
      'Meetings/x.md.tmp123',
      'Meetings/x.md.tmp.4f2a',
      'Meetings/x.md.tmp-12',
      'Meetings/x.tmp',
      'Meetings/x.md~',
      'Meetings/#x.md#',
    ]) {
      for (const isFile of [true, undefined]) expect(isIgnoredPath(rel, isFile, '.trash'), rel).toBe(true);
    }
  });
});

describe('isIgnoredPath: sync clients\u2019 temp and lock names (leftovers2 L333)', () => {
  it('L333: Office/Word lock files, sync temp copies, iCloud placeholders and Emacs locks are never meetings, even ending in .md', () => {
    for (const rel of [
      'Meetings/~$Standup.md',
      'Meetings/.syncthing.Standup.md.tmp',
      'Meetings/~syncthing~Standup.md.tmp',
      'Meetings/Standup.md.icloud',
      'Meetings/.#Standup.md',
    ]) {
      for (const isFile of [true, undefined]) expect(isIgnoredPath(rel, isFile, '.trash'), rel).toBe(true);
    }
    // A folder is walked by the catch-up scan whatever its name, so the watcher descends too.
    expect(isIgnoredPath('Meetings/~Archive', false, '.trash')).toBe(false);
    expect(isIgnoredPath('Meetings/Plan ~ v2.md', true, '.trash')).toBe(false);
    // L354: a note the user named with a `~` is a meeting (no sync client writes `~x.md` copies).
    for (const isFile of [true, undefined])
      expect(isIgnoredPath('Meetings/~Retro.md', isFile, '.trash')).toBe(false);
  });
});
