/**
 * Review9 V11, the import side: the read tools refuse a file whose line breaks are lone CRs
 * (classic Mac), but `ma import` (core `importTranscript`) writes a NEW transcript note, so it has
 * no reason to refuse one. Every format it reads (text as .txt and .md, WebVTT, SRT, SBV, ASS,
 * Whisper JSON) gives the same LF transcript from LF, CRLF and lone-CR line breaks, with or without
 * a UTF-8 byte-order mark, and in UTF-16 LE/BE with its mark; the transcript and meeting notes
 * written are read by core's line reader (no lone CR left in them).
 * Spec: review9 V11; docs/transcript-import.md; docs/tools.md ("lone CR").
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLines } from '../lines/read-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

/** One transcript per format, with LF line breaks. */
const SOURCES: Record<string, string> = {
  'call.txt': '[00:00:01] Zoë Martin: Café opens at nine.\n[00:00:04] Ben Okafor: Then we ship on Friday.\n',
  'call.md': '**Zoë Martin:** Café opens at nine.\n\n**Ben Okafor:** Then we ship on Friday.\n',
  'call.vtt':
    'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Zoë Martin>Café opens at nine.\n\n00:00:04.000 --> 00:00:06.000\n<v Ben Okafor>Then we ship on Friday.\n',
  'call.srt':
    '1\n00:00:01,000 --> 00:00:03,000\nZoë Martin: Café opens at nine.\n\n2\n00:00:04,000 --> 00:00:06,000\nBen Okafor: Then we ship on Friday.\n',
  'call.sbv':
    '0:00:01.000,0:00:03.000\nZoë Martin: Café opens at nine.\n\n0:00:04.000,0:00:06.000\nBen Okafor: Then we ship on Friday.\n',
  'call.ass':
    '[Script Info]\nTitle: x\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00,0:00:03.00,Default,Zoë Martin,0,0,0,,Café opens at nine.\nDialogue: 0,0:00:04.00,0:00:06.00,Default,Ben Okafor,0,0,0,,Then we ship on Friday.\n',
  'call.json':
    '{\n  "language": "en",\n  "segments": [\n    {"start": 1, "end": 3, "text": "Café opens at nine."},\n    {"start": 4, "end": 6, "text": "Then we ship on Friday."}\n  ]\n}\n',
};

/** The same text in each encoding and line-break form `ma import` must read alike. */
const FORMS: Record<string, (lf: string) => Buffer> = {
  crlf: (t) => Buffer.from(t.replace(/\n/g, '\r\n')),
  'lone CR': (t) => Buffer.from(t.replace(/\n/g, '\r')),
  'BOM, lone CR': (t) => Buffer.from(`\ufeff${t.replace(/\n/g, '\r')}`),
  'BOM, CRLF': (t) => Buffer.from(`\ufeff${t.replace(/\n/g, '\r\n')}`),
  'UTF-16 LE, lone CR': (t) => Buffer.from(`\ufeff${t.replace(/\n/g, '\r')}`, 'utf16le'),
  'UTF-16 BE, CRLF': (t) => Buffer.from(`\ufeff${t.replace(/\n/g, '\r\n')}`, 'utf16le').swap16(),
  'UTF-16 LE, LF': (t) => Buffer.from(`\ufeff${t}`, 'utf16le'),
  // Newcomer N1: a file that is not UTF-8 is read as Windows-1252 (Latin-1's letters are its own).
  'Latin-1, CRLF': (t) => Buffer.from(t.replace(/\n/g, '\r\n'), 'latin1'),
  'Latin-1, LF': (t) => Buffer.from(t, 'latin1'),
};

describe('V11: ma import reads every line-break form and encoding alike', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-v11-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  /** Imports `bytes` as `name` under `title`; the body of the transcript note and both notes' paths. */
  const imported = async (name: string, bytes: Buffer | string, title: string) => {
    const file = path.join(src.root, title, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    const result = await importTranscript(vault, { file, date: '2026-11-30', title });
    const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    return { result, note, body: note.slice(note.indexOf('\n---\n') + 5) };
  };

  for (const [name, lf] of Object.entries(SOURCES)) {
    it(`V11: ${name} with LF, CRLF, lone CR, a BOM or UTF-16 imports as the same readable LF transcript`, async () => {
      const expected = await imported(name, lf, 'lf');
      expect(expected.body).toContain('Café opens at nine.');
      for (const [form, bytes] of Object.entries(FORMS)) {
        const got = await imported(name, bytes(lf), form.replace(/[^a-z0-9]+/gi, '-'));
        expect(got.result.format, `${name} ${form}`).toBe(expected.result.format);
        expect(got.result.speakers, `${name} ${form}`).toEqual(expected.result.speakers);
        expect(got.body, `${name} ${form}`).toBe(expected.body);
        // Both notes written hold LF line breaks only, and core's line reader reads them.
        for (const rel of [got.result.transcriptPath, got.result.meetingPath]) {
          const text = await readFile(path.join(vault.root, rel), 'utf8');
          expect(text, `${name} ${form}: ${rel}`).not.toContain('\r');
          const read = await readLines(path.join(vault.root, rel), { from: 1, to: 200 });
          expect(read.total, `${name} ${form}: ${rel}`).toBeGreaterThan(3);
        }
      }
    });
  }

  it('N1: bytes that are not UTF-8 after UTF-8 letters (two encodings) are refused saying where, never read as U+FFFD', async () => {
    const file = path.join(src.root, 'mixed.json');
    const text = (SOURCES['call.json'] as string).replace('Friday', 'Fr\u00e9day');
    const bytes = Buffer.concat([
      Buffer.from(text.slice(0, text.indexOf('Fr\u00e9day'))),
      Buffer.from(text.slice(text.indexOf('Fr\u00e9day')), 'latin1'),
    ]);
    await writeFile(file, bytes);
    await expect(importTranscript(vault, { file, date: '2026-11-30' })).rejects.toThrow(
      `mixed.json mixes two encodings: it has UTF-8 characters and, at line ${bytes.subarray(0, bytes.indexOf(0xe9)).toString().split('\n').length}, byte ${bytes.indexOf(0xe9)} (counted from 0), a byte that is not UTF-8 (Latin-1 or Windows-1252); save it as UTF-8 and import that`,
    );
  });
});
