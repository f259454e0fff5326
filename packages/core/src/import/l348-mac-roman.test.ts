/**
 * Leftovers L348: a transcript saved as Mac Roman (older Mac exports: `ü` is byte 0x9F, `é` 0x8E,
 * `’` 0xD5) is not UTF-8, and read as Windows-1252 it imported with success as `JŸrgen MŸller`, its
 * names and words garbage. It is refused now, saying to save it as UTF-8, before anything is written;
 * Windows-1252 files (accented letters 0xC0-0xFF, `’` `œ` inside words, `€` `–` between them) still
 * import. Real files, temp sample vault.
 * Spec: docs/transcript-import.md (encodings); the brief's "a success that did nothing is worse".
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

/** `text` in a single-byte encoding: ASCII as it is, the other characters by `table`. */
function encode(text: string, table: Record<string, number>): Buffer {
  return Buffer.from(
    [...text].map((c) => {
      const b = c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : table[c];
      if (b === undefined) throw new Error(`no byte for ${c}`);
      return b;
    }),
  );
}

const MAC_ROMAN = {
  ü: 0x9f,
  ö: 0x9a,
  ä: 0x8a,
  é: 0x8e,
  à: 0x88,
  ß: 0xa7,
  '’': 0xd5,
  ñ: 0x96,
  ó: 0x97,
  í: 0x92,
};
const WINDOWS_1252 = {
  ü: 0xfc,
  ö: 0xf6,
  é: 0xe9,
  è: 0xe8,
  ß: 0xdf,
  '’': 0x92,
  œ: 0x9c,
  '€': 0x80,
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
  '“': 0x93,
  '”': 0x94,
};

describe('L348: a Mac Roman transcript is refused, never imported as garbage', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l348-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('L348: German, Spanish and English Mac Roman files are refused (past the first chunk too); the vault is unchanged', async () => {
    const folders = ['Meetings', 'Transcripts'];
    const listing = async () =>
      Promise.all(folders.map(async (f) => (await readdir(path.join(vault.root, f))).sort()));
    const before = await listing();
    const files: Record<string, string> = {
      'otter-de.txt':
        'Jürgen Müller  0:03\nGuten Morgen.\n\nSören Weiß  0:10\nIch schicke das Protokoll für März.\n',
      'es.txt': 'Ana: Mañana revisamos la opción.\nJosé: Sí, a las diez.\n',
      'en.txt': `${'Ann: We went through the list again.\n'.repeat(3000)}Ann: I don’t know, it’s fine.\nBob: We’ll see.\n`,
    };
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(src.root, name);
      await writeFile(file, encode(text, MAC_ROMAN));
      await expect(importTranscript(vault, { file, date: '2026-11-30', title: name }), name).rejects.toThrow(
        new RegExp(
          `^${name} is not UTF-8, nor Windows-1252 \\(Latin-1\\): its accented letters are Mac Roman's .*save it as UTF-8 and import that$`,
        ),
      );
    }
    expect(await listing()).toEqual(before);
  });

  it('L348: Windows-1252 files with letters, apostrophes, œ, € and dashes still import as written', async () => {
    const text =
      'Jürgen Müller: Grüße, das Protokoll kommt. It’s 5€ – fine.\nHélène: Le cœur du problème, c’est l’équipe.\nJürgen Müller: Schön.\n';
    await expectImported(text, 'west', ['Jürgen Müller', 'Hélène']);
  });

  it('L348 + V109: Western marks between letters are no Mac Roman evidence (“I’m…”, “O’K…”, A–Z, well—maybe, all caps)', async () => {
    // Mac Roman would read 0x85 as Ö, 0x96 as ñ, 0x97 as ó: none of these files has an accented letter.
    const text = 'Ann: He said “I’m…” and “O’K…” then.\nBob: Sort it A–Z, well—maybe Z–A.\nANN: “NO…” OK.\n';
    await expectImported(text, 'marks', ['Ann', 'Bob', 'ANN']);
  });

  async function expectImported(text: string, title: string, speakers: string[]): Promise<void> {
    const file = path.join(src.root, `${title}.txt`);
    await writeFile(file, encode(text, WINDOWS_1252));
    const result = await importTranscript(vault, { file, date: '2026-11-30', title });
    const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    expect(result.speakers).toEqual(speakers);
    for (const line of text.split('\n').filter(Boolean))
      expect(note).toContain(line.slice(line.indexOf(': ') + 2));
  }
});
