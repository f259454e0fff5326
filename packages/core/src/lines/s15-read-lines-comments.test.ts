/**
 * S15 follow-up (hostile review 6): a transcript's private comments (`%% … %%`, `<!-- -->`: an
 * off-the-record passage) are left out of a ranged read (`readLines` with `comments`), also when the
 * range starts inside a comment far into a big file read through the line index, which records what
 * is open at each mark instead of reading the file from the top. Real files in a temp folder.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { LINE_INDEX_STEP } from './line-index.js';
import { LINE_INDEX_MIN_BYTES, readLines } from './read-lines.js';

let dir: TempDir;
let state: string;
beforeEach(async () => {
  dir = await makeTempDir();
  state = path.join(dir.root, '.meeting-assistant');
});
afterEach(() => dir.cleanup());

/** Line `n` of the transcript below (1-based); `%%` opens at OPEN and closes at CLOSE (each a line of its own). */
const OPEN = LINE_INDEX_STEP + 500;
const CLOSE = 3 * LINE_INDEX_STEP + 20;
function bigTranscript(): string[] {
  const n = Math.ceil(LINE_INDEX_MIN_BYTES / 40) + 10; // about 44 bytes a line: over the index threshold
  return Array.from({ length: n }, (_, i) => {
    const line = i + 1;
    if (line === OPEN || line === CLOSE) return '%%';
    if (line === 20) return '```';
    if (line === 22) return '```';
    if (line === 21) return '%% inside a code block: text %%';
    return `[00:${String(i % 60).padStart(2, '0')}] **Bob:** line ${line} ${line > OPEN && line < CLOSE ? 'SECRET' : 'said'} 100% sure`;
  });
}

describe('S15: readLines with comments leaves a transcript comment out, anywhere in the file', () => {
  it('a small file (no index): a range inside a comment block is emptied, numbers kept', async () => {
    const file = path.join(dir.root, 't.md');
    await writeFile(
      file,
      '**Ann:** We decided to ship.\n%%\n**Bob:** Off the record: Leeds.\n%%\n**Ann:** I will send it; 50%% off <!-- note --> ok\n',
    );
    const r = await readLines(file, { from: 3, to: 5 }, { indexFolder: state, comments: true });
    expect(r.lines).toEqual(['', '', '**Ann:** I will send it; 50%% off  ok']);
    expect(r.hiddenLines).toEqual([3, 4, 5]);
    expect((await readLines(file, {}, { comments: true })).lines).toEqual([
      '**Ann:** We decided to ship.',
      '',
      '',
      '',
      '**Ann:** I will send it; 50%% off  ok',
    ]);
  });

  it('a big file through the line index: a range far inside a comment opened before its mark is hidden, first read and later ones alike', async () => {
    const lines = bigTranscript();
    const file = path.join(dir.root, 'big.md');
    await writeFile(file, `${lines.join('\n')}\n`);
    const opts = { indexFolder: state, comments: true } as const;
    const inside = { from: 2 * LINE_INDEX_STEP + 10, to: 2 * LINE_INDEX_STEP + 12 };
    for (const round of ['first read (scan, records the index)', 'indexed read']) {
      const r = await readLines(file, inside, opts);
      expect(r.lines, round).toEqual(['', '', '']);
      expect(r.hiddenLines, round).toEqual([inside.from, inside.from + 1, inside.from + 2]);
      const after = await readLines(file, { from: CLOSE - 1, to: CLOSE + 1 }, opts);
      expect(after.lines, round).toEqual(['', '', lines[CLOSE] as string]);
      const code = await readLines(file, { from: 21, to: 21 }, opts);
      expect(code.lines, round).toEqual(['%% inside a code block: text %%']);
      const end = await readLines(file, { from: lines.length - 1, to: lines.length }, opts);
      expect(end.lines, round).toEqual(lines.slice(-2));
      expect(end.hiddenLines, round).toEqual([]);
    }
  });

  it('an index entry made by a read without comments is not trusted for one with them', async () => {
    const lines = bigTranscript();
    const file = path.join(dir.root, 'big.md');
    await writeFile(file, `${lines.join('\n')}\n`);
    const inside = { from: 3 * LINE_INDEX_STEP + 2, to: 3 * LINE_INDEX_STEP + 3 };
    const plain = await readLines(file, inside, { indexFolder: state });
    expect(plain.lines.join('\n')).toContain('SECRET');
    const hidden = await readLines(file, inside, { indexFolder: state, comments: true });
    expect(hidden.lines).toEqual(['', '']);
    // And the entry now recorded with comment states still serves plain reads.
    expect((await readLines(file, inside, { indexFolder: state })).lines).toEqual(plain.lines);
  });
});
