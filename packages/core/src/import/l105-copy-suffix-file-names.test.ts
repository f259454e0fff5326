/**
 * L105 (leftovers, session 28): `ma import "Standup 2026-05-04 (1).txt"` — a second download of R34's
 * `Standup 2026-05-04.txt` — was dated by the file's modification time and named
 * `2026-12-04 Standup 2026-05-04 (1)`, and `2026-05-04 Standup (1).txt` was titled `Standup (1)`. A copy's suffix
 * (` (1)`, ` - Copy`, ` - Copy (2)`, ` copy 2`) no longer hides the date nor stays in the title. Real files, temp
 * sample vault.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { dateFromFileName } from './date-from-file-name.js';

describe('L105: a copy suffix on a dated transcript file name', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l105-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('L105: `Standup 2026-05-04 (1).txt` imports as the Standup of 2026-05-04, like `Standup 2026-05-04.txt`', async () => {
    const { result, meeting } = await importLines(vault, src.root, 'Standup 2026-05-04 (1).txt', [
      'Ann Lee: Hello.',
      'Bob Smith: Hi.',
    ]);
    expect(result.meetingPath).toBe('Meetings/2026-05-04 Standup.md');
    expect(result.dateFrom).toBe('file name');
    expect(meeting.title).toBe('Standup');
  });

  it('L105: every copy suffix, after a date ending or starting the name; a title that only looks like one stays', () => {
    for (const base of [
      'Standup 2026-05-04 (1)',
      'Standup 2026-05-04 (12)',
      'Standup 2026-05-04 - Copy',
      'Standup 2026-05-04 - Copy (2)',
      'Standup 2026-05-04 copy',
      'Standup 2026-05-04 copy 2',
      'Standup (2026-05-04) (1)',
      '2026-05-04 Standup (1)',
      '2026-05-04 Standup - Copy',
    ])
      expect(dateFromFileName(base), base).toEqual({ date: '2026-05-04', rest: 'Standup' });
    expect(dateFromFileName('2026-05-04 (1)')).toEqual({ date: '2026-05-04', rest: '' });
    expect(dateFromFileName('Ad copy review 2026-05-04')).toEqual({
      date: '2026-05-04',
      rest: 'Ad copy review',
    });
    expect(dateFromFileName('Standup (1)')).toBeNull();
  });
});
