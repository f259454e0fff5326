import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLoneCr } from '../fs/lone-cr.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { readLines } from './read-lines.js';
import { readTextLines } from './read-text-lines.js';

let dir: TempDir;
beforeAll(async () => {
  dir = await makeTempDir();
});
afterAll(() => dir.cleanup());

let counter = 0;
async function fileWith(text: string | Buffer): Promise<string> {
  const abs = path.join(dir.root, `f${counter++}.md`);
  await writeFile(abs, text);
  return abs;
}

describe('readTextLines', () => {
  const text = 'one\ntwo\nthree\nfour\n';
  it('reads the whole text when no bounds are given (null = not given, B31)', () => {
    expect(readTextLines(text, {})).toEqual({
      from: 1,
      to: 4,
      total: 4,
      lines: ['one', 'two', 'three', 'four'],
    });
    expect(readTextLines(text, { from: null, to: null }).lines).toHaveLength(4);
  });
  it('clamps bounds outside the file instead of failing', () => {
    expect(readTextLines(text, { from: 0, to: 2 })).toEqual({
      from: 1,
      to: 2,
      total: 4,
      lines: ['one', 'two'],
    });
    expect(readTextLines(text, { from: 3, to: 99 })).toEqual({
      from: 3,
      to: 4,
      total: 4,
      lines: ['three', 'four'],
    });
    expect(readTextLines(text, { from: 10 })).toEqual({ from: 10, to: 4, total: 4, lines: [] });
    expect(readTextLines(text, { from: 3, to: 2 }).lines).toEqual([]);
  });
  it('an empty text has no lines', () => {
    expect(readTextLines('', {})).toEqual({ from: 1, to: 0, total: 0, lines: [] });
  });
  it('B09/B10: strips the BOM from line 1 and \\r from every line', () => {
    expect(
      readTextLines('\uFEFF---\r\na: 1\r\n---\r\nline A\r\nline B\r\n', { from: 4, to: 5 }).lines,
    ).toEqual(['line A', 'line B']);
    expect(readTextLines('\uFEFFfirst\n', {}).lines).toEqual(['first']);
  });
});

describe('readLines', () => {
  it('B10: a CRLF note reads lines 5–6 without \\r, numbered like the LF version', async () => {
    const abs = await fileWith('---\r\nattendees:\r\n  - "[[Alice Example]]"\r\n---\r\nline A\r\nline B\r\n');
    expect(await readLines(abs, { from: 5, to: 6 })).toEqual({
      from: 5,
      to: 6,
      total: 6,
      lines: ['line A', 'line B'],
    });
  });

  it('B09: line 1 has no U+FEFF', async () => {
    const abs = await fileWith('\uFEFF---\nattendees: []\n---\nNotes\n');
    expect((await readLines(abs, { to: 1 })).lines).toEqual(['---']);
  });

  it('reads a range of a 20,000-line transcript and still reports the total', async () => {
    const lines = Array.from(
      { length: 20_000 },
      (_, i) => `[00:00:${i}] **Speaker ${i % 3}:** line ${i + 1} é`,
    );
    const abs = await fileWith(`${lines.join('\n')}\n`);
    const slice = await readLines(abs, { from: 9_999, to: 10_001 });
    expect(slice).toEqual({ from: 9_999, to: 10_001, total: 20_000, lines: lines.slice(9_998, 10_001) });
    // R9: past the end is an empty range, not the last line.
    expect(await readLines(abs, { from: 25_000 })).toEqual({
      from: 25_000,
      to: 20_000,
      total: 20_000,
      lines: [],
    });
  });

  it('keeps multi-byte characters that straddle read chunks intact', async () => {
    const long = 'é'.repeat(70_000);
    const abs = await fileWith(`a\n${long}\nz`);
    const slice = await readLines(abs, { from: 2 });
    expect(slice).toEqual({ from: 2, to: 3, total: 3, lines: [long, 'z'] });
  });

  it('fails with the fs error for a missing file', async () => {
    await expect(readLines(path.join(dir.root, 'missing.md'), {})).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('property: readLines on a file equals readTextLines on its text', async () => {
    const lineArb = fc.stringMatching(/^[a-zé\r -]{0,6}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArb, { maxLength: 12 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: -2, max: 15 })),
        fc.option(fc.integer({ min: -2, max: 15 })),
        async (lines, eol, finalBreak, bom, from, to) => {
          const text = (bom ? '\uFEFF' : '') + lines.join(eol) + (finalBreak && lines.length > 0 ? eol : '');
          const abs = await fileWith(text);
          // review9 V11: a lone CR (a line ending in \r without a break after it) refuses the file.
          if (findLoneCr(Buffer.from(text), true) !== -1)
            await expect(readLines(abs, { from, to })).rejects.toMatchObject({ reason: 'lone-cr' });
          else expect(await readLines(abs, { from, to })).toEqual(readTextLines(text, { from, to }));
        },
      ),
      { numRuns: 150 },
    );
  });
});
