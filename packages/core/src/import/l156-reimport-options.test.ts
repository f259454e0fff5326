/**
 * Leftovers C L156 (newcomer F14): importing the same bytes again with an explicit `--title`,
 * `--date`, `--project` or `--format` other than the earlier import's was `unchanged` (exit 0) with
 * the option silently ignored: a success that did nothing. Now each differing option is refused with
 * the reason (ImportError `imported`, naming the option, what the meeting says, and the way out),
 * nothing written; the same options again (or none) are still `unchanged`. Real files, temp sample
 * vault.
 * Spec: issue #10 item 1 (re-import changes nothing); leftovers C L156.
 */
import { createHash } from 'node:crypto';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImportError } from '../errors/import-error.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { walkFiles } from '../vault/walk-files.js';
import { importTranscript } from './import-transcript.js';

describe('L156: a re-import never ignores an explicit option', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l156-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  /** Every file of the vault with its bytes' hash: what "nothing written" means. */
  const hashes = async () => {
    const out: Record<string, string> = {};
    for (const rel of await walkFiles(vault, '.'))
      out[rel] = createHash('sha256')
        .update(await readFile(path.join(vault.root, rel)))
        .digest('hex');
    return out;
  };

  it('L156: --title, --date, --project, --format that differ are refused naming each; equal ones stay unchanged', async () => {
    const file = path.join(src.root, '2026-12-02 Budget review.txt');
    await writeFile(file, 'Alice: Good morning, the Q1 numbers.\nBob: Revenue is up.\n');
    const first = await importTranscript(vault, { file, projects: ['remote-control'] });
    expect(first.outcome).toBe('created');
    const meeting = 'Meetings/2026-12-02 Budget review.md';
    expect(first.meetingPath).toBe(meeting);
    const before = await hashes();

    // The same bytes under another name (the newcomer's `cp … /tmp/other.txt`) and the same file.
    const other = path.join(src.root, 'other.txt');
    await copyFile(file, other);
    const refused: [Parameters<typeof importTranscript>[1], string[]][] = [
      [
        { file, title: 'Budget review part 2' },
        ['--title "Budget review part 2" (the meeting is titled "Budget review")'],
      ],
      [{ file, date: '2026-12-09' }, ['--date 2026-12-09 (the meeting is dated 2026-12-02)']],
      [
        { file: other, title: 'Other', date: '2026-12-09' },
        [
          '--title "Other" (the meeting is titled "Budget review")',
          '--date 2026-12-09 (the meeting is dated 2026-12-02)',
        ],
      ],
      [
        { file, projects: ['website-redesign'] },
        ['--project website-redesign (its projects: remote-control)'],
      ],
      [{ file, format: 'srt' }, ['--format srt (it was read as text)']],
    ];
    for (const [opts, named] of refused) {
      const error = await importTranscript(vault, opts).then(
        () => null,
        (e: unknown) => e,
      );
      expect(ImportError.isInstance(error), JSON.stringify(opts)).toBe(true);
      const { reason, message } = error as ImportError;
      expect(reason).toBe('imported');
      for (const part of named) expect(message).toContain(part);
      expect(message).toContain(`was imported before as ${meeting} (the same bytes`);
      expect(message).toContain('nothing was written');
      expect(message).toContain('move Transcripts/2026-12-02 Budget review.md and');
      expect(await hashes()).toEqual(before);
    }

    // What the meeting already has, given again (also in another case / as a link), is no change.
    for (const opts of [
      { file },
      { file: other },
      { file, title: ' Budget review ', date: '2026-12-02', format: 'text' as const },
      { file, projects: ['Remote-Control', '[[Projects/remote-control]]'] },
    ]) {
      const again = await importTranscript(vault, opts);
      expect(again.outcome, JSON.stringify(opts)).toBe('unchanged');
      expect(again.meetingPath).toBe(meeting);
    }
    expect(await hashes()).toEqual(before);
  });
});
