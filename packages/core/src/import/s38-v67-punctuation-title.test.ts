/**
 * Review s38 V67: L283 refused `ma import --title "..."` and V63 titled such a meeting `Imported
 * meeting`, but only for titles of the characters a note name cannot hold: `--title "?!"` named the
 * note `Meetings/<date> !.md`, and a header or file title of other punctuation or marks alone (`-_-`,
 * `\u00bf\u00a1`, a dash, combining accents) gave a name with no word in it. Now a title with no letter,
 * digit or pictograph has nothing a note name keeps (`importedNoteName`): `importTranscript` titles the
 * meeting `Imported meeting` (V63) and `ma import --title` refuses it (L283, the same function).
 * Real files, a temp copy of the sample vault. Spec: docs/transcript-import.md; L283; V63.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';
import { importedNoteName } from './safe-note-name.js';

let vault: Vault;
let dir: TempDir;
let src: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  src = await makeTempDir('ma-v67-');
});
afterEach(async () => {
  await dir.cleanup();
  await src.cleanup();
});

const marksOnly = ['?!', '!!!', '-_-', '\u00bf\u00a1', '\u2014', '\u0301\u0301', '(+)', '$%&', '\u2026!'];

describe('V67: a title of punctuation or marks alone names no note', () => {
  it.each(marksOnly)('importedNoteName(%j) is the fallback', (title) => {
    expect(importedNoteName(title, '')).toBe('');
  });

  it.each(marksOnly)('importTranscript --title %j \u2192 <date> Imported meeting', async (title) => {
    const abs = path.join(src.root, 'call.txt');
    await writeFile(abs, 'Ann Lee: Hello.\nBob Stone: Hi.\n');
    const r = await importTranscript(vault, { file: abs, date: '2026-12-05', title });
    expect(r.meetingPath).toBe('Meetings/2026-12-05 Imported meeting.md');
  });

  it.each([
    ['Q&A!', 'Q&A!'],
    ['\u{1F389}', '\u{1F389}'],
    ['3', '3'],
    ['\u00c9t\u00e9?', '\u00c9t\u00e9'],
  ])('a title with a letter, digit or pictograph is kept: %j', async (title, name) => {
    const abs = path.join(src.root, 'call.txt');
    await writeFile(abs, 'Ann Lee: Hello.\nBob Stone: Hi.\n');
    const r = await importTranscript(vault, { file: abs, date: '2026-12-05', title });
    expect(r.meetingPath).toBe(`Meetings/2026-12-05 ${name}.md`);
  });
});
