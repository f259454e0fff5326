/**
 * Newcomer N2: one stray CR inside a file with LF (or CRLF) line endings (a pasted spreadsheet cell).
 * The read tools still refuse it (Obsidian breaks the line at a lone CR, ripgrep does not, so line
 * numbers would disagree), but the message says what is there — a stray CR at line N, byte B, in a
 * file with LF endings, and the command that replaces it — not "classic Mac line endings, save it
 * with LF" (it already is); in every read path: whole-file, ranged, streamed, digest, and past a
 * 64 KiB chunk. `ma import` reads such a CR inside a turn as a space: the turn stays whole (no line
 * nobody said) and keeps its due date. A CR-only file still reads as its lines, and is still called
 * classic Mac by the read tools.
 * Spec: review9 V11; newcomer N2; docs/hostile-cases.md.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeNotText, NotTextError } from '../errors/not-text-error.js';
import { readText } from '../fs/read-text-or-null.js';
import { readLines } from '../lines/read-lines.js';
import { streamLines } from '../lines/stream-lines.js';
import { readTextDigest } from '../lines/text-digest.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const ONE_CR =
  'Anna: Hello there, we decided to go.\nBob: I will send the report\r by Friday.\nAnna: ok.\nBob: fine.\n';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir('ma-n2-');
});
afterEach(() => dir.cleanup());

async function refusal(run: () => Promise<unknown>): Promise<NotTextError> {
  try {
    await run();
  } catch (e) {
    if (NotTextError.isInstance(e)) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('N2: a stray CR in a file with LF line endings', () => {
  it('N2: every read names the stray CR by line and byte, and the fix; never "classic Mac"', async () => {
    const abs = path.join(dir.root, 'T.md');
    const big = `${'x'.repeat(100)}\n`.repeat(1000); // past the first 64 KiB chunk
    for (const [text, line, byte] of [
      [ONE_CR, 2, ONE_CR.indexOf('\r')],
      [ONE_CR.replace(/\n/g, '\r\n'), 2, ONE_CR.replace(/\n/g, '\r\n').indexOf('\r by')],
      [`${big}${ONE_CR}`, 1002, big.length + ONE_CR.indexOf('\r')],
    ] as const) {
      await writeFile(abs, text);
      for (const run of [
        () => readText(abs),
        () => readLines(abs, { from: 1, to: 3 }),
        async () => {
          for await (const _ of streamLines(abs));
        },
        () => readTextDigest(abs),
      ]) {
        const e = await refusal(run);
        expect(e.strayLine).toBe(line);
        expect(e.message).toBe(
          `T.md: cannot be read as lines (a stray CR at line ${line}, byte ${byte}, in a file with LF line endings: Obsidian breaks the line there and ripgrep does not, so line numbers would disagree); replace it with a space, e.g. every stray CR: perl -pi -e 's/\\r(?!\\n)/ /g' "T.md"`,
        );
        expect(describeNotText(e, 'Transcripts/T.md')).toMatch(
          /^Transcripts\/T\.md: .*perl -pi -e 's\/\\r\(\?!\\n\)\/ \/g' "Transcripts\/T\.md"$/,
        );
      }
    }
  });

  it('N2: a CR-only file is still refused as classic Mac line endings', async () => {
    const abs = path.join(dir.root, 'mac.md');
    await writeFile(abs, ONE_CR.replace(/\n/g, '\r'));
    const e = await refusal(() => readText(abs));
    expect(e.strayLine).toBeUndefined();
    expect(e.message).toMatch(/its line breaks are lone CRs, classic Mac line endings/);
  });
});

describe('N2: ma import reads a stray CR inside a turn as a space', () => {
  let vault: Vault;
  let vdir: TempDir;
  beforeEach(async () => {
    ({ vault, dir: vdir } = await openSampleVault());
  });
  afterEach(() => vdir.cleanup());

  it('N2: LF, CRLF and UTF-16 files with a stray CR give 4 turns, the turn whole; a CR-only file its lines', async () => {
    const forms: Record<string, Buffer> = {
      lf: Buffer.from(ONE_CR),
      crlf: Buffer.from(ONE_CR.replace(/\n/g, '\r\n')),
      'utf16 lf': Buffer.from(`\ufeff${ONE_CR}`, 'utf16le'),
      'stray cr before crlf': Buffer.from(
        ONE_CR.replace('\r by', ' by').replace('Friday.\n', 'Friday.\r\r\n'),
      ),
      'cr only': Buffer.from(ONE_CR.replace('\r by', ' by').replace(/\n/g, '\r')),
    };
    for (const [form, bytes] of Object.entries(forms)) {
      const file = path.join(dir.root, form.replace(/ /g, '-'), '2026-11-26-onecr.txt');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      const result = await importTranscript(vault, { file, title: `onecr ${form}` });
      const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      expect(note, form).not.toContain('\r');
      expect(note, form).toMatch(/\*\*Bob:\*\* I will send the report by Friday\.\n/);
      expect(note, form).not.toMatch(/^by Friday\./m);
      expect(result.speakers, form).toEqual(['Anna', 'Bob']);
      expect(result.turns, form).toBe(4);
    }
  });
});
