/**
 * Review s38 V63: L283 refused `ma import --title "..."` because a title with nothing a note name keeps
 * named the meeting note after its date alone (`Meetings/<date>.md`, the daily note's name). The same
 * note came from every other source of the title: a file named `#.txt` or `....vtt`, a file named by its
 * date alone (`2026-12-05.txt`, a recorder's name), a header whose title is only punctuation, and any
 * host calling core's `importTranscript` with such a title. Now the meeting gets the title
 * `Imported meeting` (`<date> Imported meeting.md`); a title with a word in it is kept. Real files, a
 * temp copy of the sample vault.
 * Spec: docs/transcript-import.md (Names, idempotency, safety); L283.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

let vault: Vault;
let dir: TempDir;
let src: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  src = await makeTempDir('ma-v63-');
});
afterEach(async () => {
  await dir.cleanup();
  await src.cleanup();
});

describe('V63: a meeting note is never named after its date alone', () => {
  it.each([
    ['#.txt', {}],
    ['....txt', {}],
    ['2026-12-05.txt', {}],
    ['2026-12-05 #.txt', {}],
    ['call.txt', { title: ' ?? ' }],
    ['call.txt', { title: '2026-12-05' }],
  ])('%s %j → <date> Imported meeting', async (file, extra) => {
    const abs = path.join(src.root, file);
    await writeFile(abs, 'Ann Lee: Hello.\nBob Stone: Hi.\n');
    const r = await importTranscript(vault, { file: abs, date: '2026-12-05', ...extra });
    expect(r.meetingPath).toBe('Meetings/2026-12-05 Imported meeting.md');
    expect(r.transcriptPath).toBe('Transcripts/2026-12-05 Imported meeting.md');
    expect(await readFile(path.join(vault.root, r.meetingPath), 'utf8')).toMatch(
      /^title: Imported meeting$/m,
    );
  });

  it('a title with a word in it is kept, the date before it', async () => {
    const abs = path.join(src.root, '2026-12-05 Standup #3.txt');
    await writeFile(abs, 'Ann Lee: Hello.\nBob Stone: Hi.\n');
    const r = await importTranscript(vault, { file: abs });
    expect(r.meetingPath).toBe('Meetings/2026-12-05 Standup 3.md');
  });
});
