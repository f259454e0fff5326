/**
 * Review U9: a Google Meet transcript saved from Docs as text writes a time on a line of its own
 * (`00:05:00`) above each block of `Name: text` lines. Such a line is never speech (W9), but its time
 * was dropped: every imported turn had no time. Now a line that is only a time gives its time to
 * the next spoken line without one; a line with its own time keeps it. Real files, temp sample vault.
 * Spec: reviewA U9; review10 W9; docs/transcript-import.md (text).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

describe('U9: a line that is only a time times the next turn', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-u9-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('U9: Google Meet blocks: the block time goes to its first turn; [mm:ss] and own times too', async () => {
    const file = path.join(src.root, 'meet.txt');
    await writeFile(
      file,
      [
        '00:00:00',
        ' ',
        'Ann Lee: We decided to ship on Friday.',
        'Bob Stone: I will write the notes.',
        '00:05:00',
        ' ',
        'Ann Lee: Great, thanks.',
        '[07:30]',
        '[00:08:00] Bob Stone: One more thing.',
        '',
      ].join('\n'),
    );
    const result = await importTranscript(vault, { file, date: '2026-05-04', title: 'meet' });
    const body =
      (await readFile(path.join(vault.root, result.transcriptPath), 'utf8')).split('---\n')[2] ?? '';
    expect(body.trim().split('\n')).toEqual([
      '[00:00:00] **Ann Lee:** We decided to ship on Friday.',
      '**Bob Stone:** I will write the notes.',
      '[00:05:00] **Ann Lee:** Great, thanks.',
      '[00:08:00] **Bob Stone:** One more thing.',
    ]);
  });
});
