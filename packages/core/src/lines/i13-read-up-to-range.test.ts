/**
 * Issue #13 (newcomer N1: `read_projectfile` lines 1–3 of a 400 MB file took 19 s, counting all
 * 28M lines): `readLines` with `countAll: false` reads a big file the line index does not know only
 * up to the range, saying the count is not known (`counted: false`, `total` a lower bound,
 * `rangeEnd` the bytes read for the range); a range reaching the end is counted and indexed as
 * before; `maxChars` keeps no more lines than a budget shows. Real files in a temp folder; bytes
 * read measured by Linux `/proc/self/io` `rchar`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { readLines } from './read-lines.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.cleanup());

async function bytesRead(): Promise<number> {
  const io = await readFile('/proc/self/io', 'utf8');
  return Number(/^rchar: (\d+)$/m.exec(io)?.[1]);
}

const LINES = 200_000;
const text = `${Array.from({ length: LINES }, (_, i) => `line ${i + 1} aaaa bbbb`).join('\r\n')}\r\n`;

describe('readLines, countAll: false', () => {
  it('reads lines 1–3 of a big file without reading the rest; the count is said as not known', async () => {
    const abs = path.join(dir.root, 'big.md');
    await writeFile(abs, `\uFEFF${text}`);
    // Settled first (review s38 V61: a file changed within the margin, 100 ms, is read but not indexed).
    await new Promise((resolve) => setTimeout(resolve, 250));
    const indexFolder = path.join(dir.root, '.meeting-assistant');
    const start = await bytesRead();
    const slice = await readLines(abs, { from: 1, to: 3 }, { indexFolder, countAll: false });
    expect((await bytesRead()) - start).toBeLessThan(Buffer.byteLength(text) / 4);
    expect(slice).toMatchObject({
      from: 1,
      to: 3,
      counted: false,
      lines: ['line 1 aaaa bbbb', 'line 2 aaaa bbbb', 'line 3 aaaa bbbb'],
    });
    expect(slice.total).toBeGreaterThan(3);
    expect(slice.rangeEnd).toBe(
      3 + Buffer.byteLength('line 1 aaaa bbbb\r\nline 2 aaaa bbbb\r\nline 3 aaaa bbbb\r\n'),
    );
    // A range reaching the end is counted (and the index then answers the count).
    const end = await readLines(abs, { from: LINES - 1 }, { indexFolder, countAll: false });
    expect(end).toEqual({
      from: LINES - 1,
      to: LINES,
      total: LINES,
      lines: [`line ${LINES - 1} aaaa bbbb`, `line ${LINES} aaaa bbbb`],
    });
    const again = await readLines(abs, { from: 1, to: 3 }, { indexFolder, countAll: false });
    expect(again.total).toBe(LINES);
    expect(again.counted).toBeUndefined();
    // A reversed range names the count.
    await writeFile(abs, text);
    expect(await readLines(abs, { from: 5, to: 2 }, { indexFolder, countAll: false })).toMatchObject({
      total: LINES,
      lines: [],
    });
  });

  it('maxChars: a read without `to` keeps about twice the budget, not the file', async () => {
    const abs = path.join(dir.root, 'big.md');
    await writeFile(abs, text);
    const slice = await readLines(
      abs,
      { from: 10 },
      { countAll: false, maxChars: 1000, indexFolder: path.join(dir.root, '.ma') },
    );
    expect(slice.counted).toBe(false);
    // The first line, then lines until more than 2 × 1000 UTF-16 units are kept.
    expect(slice.lines.slice(1).join('').length).toBeLessThan(2000 + 20);
    expect(slice.lines[0]).toBe('line 10 aaaa bbbb');
    expect(slice.to).toBe(9 + slice.lines.length);
    // Counted reads keep the budget too, and still count.
    const counted = await readLines(abs, {}, { maxChars: 1000 });
    expect(counted.total).toBe(LINES);
    expect(counted.lines.length).toBeLessThan(200);
  });
});
