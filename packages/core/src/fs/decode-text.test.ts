import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMeetingStatus } from '../artifacts/set-meeting-status.js';
import { NotTextError } from '../errors/index.js';
import { readLines } from '../lines/read-lines.js';
import { streamLines } from '../lines/stream-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeeting } from '../vault/read-meeting.js';
import type { Vault } from '../vault/vault.js';
import { decodeText } from './decode-text.js';
import { readTextOrNull } from './read-text-or-null.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
]);
const LATIN1 = Buffer.from('Caf\xe9\n', 'latin1');
const UTF16LE = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hi\n', 'utf16le')]);
const UTF16BE = Buffer.from([0xfe, 0xff, 0, 0x48, 0, 0x69]);

function notText(fn: () => unknown): NotTextError {
  try {
    fn();
  } catch (error) {
    expect(NotTextError.isInstance(error)).toBe(true);
    return error as NotTextError;
  }
  throw new Error('expected NotTextError');
}

describe('N2: decodeText refuses what is not UTF-8 text', () => {
  it('N2: binary, Latin-1 and UTF-16 are refused with a clear message; UTF-8 with or without BOM is text', () => {
    expect(notText(() => decodeText(PNG, '/v/diagram.png')).message).toBe(
      // leftovers s33: PNG's signature names the kind (was `(binary: it holds NUL bytes, first at byte 8)`).
      'diagram.png: not a UTF-8 text file: its bytes are a picture (PNG)',
    );
    const latin = notText(() => decodeText(LATIN1, '/v/latin1.txt'));
    expect(latin.reason).toBe('invalid-utf8');
    expect(latin.message).toBe(
      'latin1.txt: not a UTF-8 text file (it has bytes that are not UTF-8, such as Latin-1, first at line 1, byte 3)',
    );
    expect(notText(() => decodeText(UTF16LE, 'a')).reason).toBe('utf16');
    expect(notText(() => decodeText(UTF16BE, 'a')).reason).toBe('utf16');
    expect(decodeText(Buffer.from('\uFEFFCafé\r\n'), 'a')).toBe('\uFEFFCafé\r\n');
    expect(decodeText(Buffer.alloc(0), 'a')).toBe('');
  });
});

describe('N2: core reads and note edits refuse files that are not UTF-8 text', () => {
  let dir: TempDir;
  let vault: Vault;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
  });
  afterEach(() => dir.cleanup());

  it('N2: readTextOrNull, readLines and streamLines refuse; nothing is decoded with U+FFFD', async () => {
    for (const [name, bytes] of [
      ['p.png', PNG],
      ['l.txt', LATIN1],
      ['u.txt', UTF16LE],
    ] as const) {
      const abs = path.join(dir.root, name);
      await writeFile(abs, bytes);
      await expect(readTextOrNull(abs)).rejects.toSatisfy(NotTextError.isInstance);
      await expect(readLines(abs, {})).rejects.toSatisfy(NotTextError.isInstance);
      await expect(
        (async () => {
          for await (const _ of streamLines(abs));
        })(),
      ).rejects.toSatisfy(NotTextError.isInstance);
    }
  });

  it('N2: the meeting-note edit of a summary commit (status, links) refuses a note with a stray \\xe9; the note is byte-identical', async () => {
    const rel = 'Meetings/2026-03-10 Remote control functional design.md';
    const abs = path.join(dir.root, rel);
    const broken = Buffer.concat([await readFile(abs), Buffer.from('caf\xe9\n', 'latin1')]);
    await writeFile(abs, broken);
    await expect(readMeeting(vault, rel)).rejects.toSatisfy(NotTextError.isInstance);
    await expect(setMeetingStatus(vault, rel, 'summarized')).rejects.toSatisfy(NotTextError.isInstance);
    expect((await readFile(abs)).equals(broken)).toBe(true);
  });
});
