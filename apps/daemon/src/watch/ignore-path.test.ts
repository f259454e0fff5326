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
