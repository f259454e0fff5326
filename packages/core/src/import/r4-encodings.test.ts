/**
 * Review R4: a transcript in a supported format but another encoding. UTF-16 with its byte-order
 * mark (Windows exports, PowerShell's `>`) is imported as the same text; Latin-1 and Windows-1252 too,
 * saying so (newcomer N1); UTF-16 without a mark is refused saying how to convert, and nothing is written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const VTT =
  'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Zoë Martin>Café opens at nine.\n\n00:00:04.000 --> 00:00:06.000\n<v Ben Okafor>Then we ship on Friday.\n';

/** UTF-16 bytes of `text` with its byte-order mark, little- or big-endian. */
function utf16(text: string, endian: 'le' | 'be'): Buffer {
  const le = Buffer.from(`\ufeff${text}`, 'utf16le');
  return endian === 'le' ? le : le.swap16();
}

describe('R4: transcript encodings', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r4-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  const transcriptOf = async (file: string, title: string) => {
    const result = await importTranscript(vault, { file, date: '2026-11-30', title });
    const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    return { result, body: note.slice(note.indexOf('\n---\n') + 5) };
  };

  it('R4: UTF-16 LE and BE with a byte-order mark import as the same transcript as UTF-8', async () => {
    const plain = path.join(src.root, 'utf8.vtt');
    await writeFile(plain, VTT);
    const expected = await transcriptOf(plain, 'utf8');
    expect(expected.result.speakers).toEqual(['Zoë Martin', 'Ben Okafor']);
    for (const endian of ['le', 'be'] as const) {
      const file = path.join(src.root, `utf16${endian}.vtt`);
      await writeFile(file, utf16(VTT, endian));
      const got = await transcriptOf(file, `utf16 ${endian}`);
      expect(got.result.format).toBe('vtt');
      expect(got.result.speakers).toEqual(['Zoë Martin', 'Ben Okafor']);
      expect(got.body).toBe(expected.body);
    }
  });

  it('N1: Latin-1 and Windows-1252 import as the same transcript as UTF-8, saying so; UTF-16 without a mark is refused', async () => {
    const plain = path.join(src.root, 'utf8.vtt');
    await writeFile(plain, VTT);
    const expected = await transcriptOf(plain, 'utf8 text');
    const latin = path.join(src.root, 'latin.vtt');
    await writeFile(latin, Buffer.from(VTT, 'latin1'));
    const got = await transcriptOf(latin, 'latin text');
    expect(got.result.speakers).toEqual(['Zoë Martin', 'Ben Okafor']);
    expect(got.body).toBe(expected.body);
    expect(got.result.warnings).toContain(
      `latin.vtt is not UTF-8 (first at line ${VTT.slice(0, VTT.indexOf('\u00eb')).split('\n').length}, byte ${Buffer.from(VTT, 'latin1').indexOf(0xeb)}, counted from 0): it was read as Windows-1252 (Latin-1); if its accented letters look wrong in the notes, save it as UTF-8 and import that`,
    );
    // Windows-1252's own letters (0x80-0x9F: ’ – €) in a text transcript, far past the first chunk.
    const cp = path.join(src.root, '2026-11-24-cp1252.txt');
    const filler = 'Anna: We went through the list again.\n'.repeat(3000);
    await writeFile(
      cp,
      Buffer.concat([
        Buffer.from(filler),
        Buffer.from([
          ...Buffer.from('Anna: It'),
          0x92,
          ...Buffer.from('s 5'),
          0x80,
          ...Buffer.from(' '),
          0x96,
          ...Buffer.from(' we decided.\nBob: OK.\n'),
        ]),
      ]),
    );
    const text = await transcriptOf(cp, 'cp text');
    expect(text.body).toContain('It\u2019s 5\u20ac \u2013 we decided.');
    expect(text.body).not.toContain('\ufffd');
    expect(text.result.warnings.join('\n')).toContain(
      `first at line 3001, byte ${filler.length + 8}, counted from 0`,
    );
    const before = (await readdir(path.join(vault.root, 'Transcripts'))).sort();
    const noMark = path.join(src.root, 'nomark.vtt');
    await writeFile(noMark, Buffer.from(VTT, 'utf16le'));
    await expect(importTranscript(vault, { file: noMark, date: '2026-11-30' })).rejects.toThrow(
      /is a binary file \(it holds NUL bytes; UTF-16 text without a byte-order mark reads as binary: save it as UTF-8\)/,
    );
    expect((await readdir(path.join(vault.root, 'Transcripts'))).sort()).toEqual(before);
  });

  it('R171: a Shift_JIS, EUC-JP, GBK, Big5 or EUC-KR export is refused, never imported as Windows-1252 mojibake; Western Windows-1252 still imports', async () => {
    // Japanese, Chinese and Korean Windows exports, as their encodings write `Name: <text>` lines.
    const exports: Record<string, string> = {
      'sjis.txt':
        '59616d6164613a2082a882cd82e682a482b282b482a282dc82b7814231328c8e3393fa82dc82c582c9919782e882dc82b78142',
      'eucjp.txt': '59616d6164613a20b8abc0d1a4e2a4eaa4f2c1f7a4eaa4dea4b9',
      'euckr.txt': '4b696d3a20b4d9c0bd20c1d6bfa120bab8b0edbcadb8a620bab8b3bbb0dabdc0b4cfb4d9',
      'gbk.txt': '57616e673a20ced2c3c7bef6b6a8cfc2d6dcd2bbbfaacabc',
      'big5.txt': '4368656e3a20a7daadcca84da977a455b667a440b67da96c',
    };
    const folders = ['Meetings', 'Transcripts'];
    const listing = async () =>
      Promise.all(folders.map(async (f) => (await readdir(path.join(vault.root, f))).sort()));
    const before = await listing();
    for (const [name, hex] of Object.entries(exports)) {
      const file = path.join(src.root, name);
      // Far past the first 64 KB chunk too: the runs are counted over the whole file. Two lines of
      // speech: V109 refuses by runs from 16 pairs on (a line here holds 9 or 10).
      await writeFile(
        file,
        Buffer.concat([Buffer.from('Ann: Hello.\n'.repeat(7000)), Buffer.from(`${hex}0a${hex}0a`, 'hex')]),
      );
      await expect(importTranscript(vault, { file, date: '2026-11-30', title: name }), name).rejects.toThrow(
        new RegExp(
          `^${name} is not UTF-8.* nor Windows-1252 \\(Latin-1\\): .*save it as UTF-8 and import that$`,
        ),
      );
    }
    expect(await listing()).toEqual(before);
    // Western text keeps its runs short: `Grüße` (two), a rule of one repeated byte, `…”` after a word.
    const west = path.join(src.root, 'west.txt');
    await writeFile(
      west,
      Buffer.from(
        [
          ...'Jürgen: Viele Grüße aus München.\nZoë: Ja ———————— bis dann.\nJürgen: Er sagte „gut…“ und ging.\n',
        ].map((c) => ({ '—': 0x97, '„': 0x84, '…': 0x85, '“': 0x93 })[c] ?? c.charCodeAt(0)),
      ),
    );
    const got = await transcriptOf(west, 'west');
    expect(got.body).toContain('Viele Grüße aus München.');
    expect(got.body).toContain('Er sagte „gut…“ und ging.');
    expect(got.body).toContain('Ja ———————— bis dann.');
    expect(got.result.speakers).toEqual(['Jürgen', 'Zoë']);
  });

  it('V112: a Russian Windows-1251 or Greek Windows-1253 export is refused naming its encoding, nothing written', async () => {
    // Cyrillic А-я are 0xC0-0xFF in Windows-1251, Greek Α-ω 0xC1-0xF9 in Windows-1253.
    const oneByte = (text: string, from: number, to: number, shift: number) =>
      Buffer.from(
        [...text].map((c) =>
          c.charCodeAt(0) >= from && c.charCodeAt(0) <= to ? c.charCodeAt(0) - shift : c.charCodeAt(0),
        ),
      );
    const files = {
      'ru.txt': [
        oneByte('Иван: Доброе утро, коллеги. Сегодня обсуждаем бюджет.\n', 0x410, 0x44f, 0x350),
        'Windows-1251 for Cyrillic',
      ],
      'el.txt': [
        oneByte('Νίκος: Καλημέρα σας. Σήμερα συζητάμε τον προϋπολογισμό.\n', 0x391, 0x3c9, 0x2d0),
        'Windows-1253 for Greek',
      ],
    } as const;
    const before = (await readdir(path.join(vault.root, 'Transcripts'))).sort();
    for (const [name, [bytes, named]] of Object.entries(files)) {
      const file = path.join(src.root, name);
      await writeFile(file, Buffer.concat([bytes, bytes]));
      await expect(importTranscript(vault, { file, date: '2026-11-30', title: name }), name).rejects.toThrow(
        named,
      );
    }
    expect((await readdir(path.join(vault.root, 'Transcripts'))).sort()).toEqual(before);
  });

  it('V109: a short Western Windows-1252 file whose few special characters stand in runs (“I’m…”, “A–Z”, « À », •–•–) imports', async () => {
    const cp1252: Record<string, number> = {
      '…': 0x85,
      '•': 0x95,
      '“': 0x93,
      '”': 0x94,
      '’': 0x92,
      '–': 0x96,
    };
    const texts = [
      'Ann: He said “I’m…” and left.\nBob: OK.\n',
      'Ann: Sort it “A–Z” and “I’d…” then.\nBob: Fine. “I’m…” done. “O’K…”\n',
      // 20 pairs of two alternating bytes: a rule, not CJK, past the 16 pairs that refuse.
      `Ann: Agenda ${'•–'.repeat(20)}\nBob: Next.\n`,
      'Ann: Il a dit «\u00a0À\u00a0»\u00a0hier.\nBob: «\u00a0Ça\u00a0»\u00a0oui.\n',
    ];
    for (const [i, text] of texts.entries()) {
      const file = path.join(src.root, `west-${i}.txt`);
      await writeFile(file, Buffer.from([...text].map((c) => cp1252[c] ?? c.charCodeAt(0))));
      const got = await transcriptOf(file, `west ${i}`);
      // The import writes a no-break space as a space, as it does in UTF-8 text.
      for (const line of text.split('\n').filter(Boolean))
        expect(got.body, text).toContain(line.slice(line.indexOf(': ') + 2).replace(/\u00a0/g, ' '));
    }
  });
});
