import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATE_DB_FILE as LINE_INDEX_FILE } from '../state/open-state-db.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { LINE_INDEX_STEP } from './line-index.js';
import { LINE_INDEX_MIN_BYTES, readLines } from './read-lines.js';
import { readTextLines } from './read-text-lines.js';

let dir: TempDir;
let state: string;
beforeEach(async () => {
  dir = await makeTempDir();
  state = path.join(dir.root, '.meeting-assistant');
});
afterEach(() => dir.cleanup());

/** A transcript of `n` lines, over LINE_INDEX_MIN_BYTES, with CRLF endings, a BOM and `final` after the last line. */
function transcript(n: number, final = '\r\n'): string {
  const lines = Array.from(
    { length: n },
    (_, i) => `[00:00:${String(i % 60).padStart(2, '0')}] **Ann:** line ${i + 1} é`,
  );
  return `\uFEFF${lines.join('\r\n')}${final}`;
}

function openDb(): DatabaseSync {
  const sqlite = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');
  return new sqlite.DatabaseSync(path.join(state, LINE_INDEX_FILE));
}

const ranges = (total: number) => [
  {},
  { from: 1, to: 3 },
  { from: LINE_INDEX_STEP - 1, to: LINE_INDEX_STEP + 2 },
  { from: Math.floor(total / 2), to: Math.floor(total / 2) + 40 },
  { from: total - 2, to: total + 10 },
  { from: total + 5, to: total + 9 },
  { from: total, to: null },
  { from: 0, to: 0 },
  { from: 30, to: 10 },
];

describe('issue 13: the line index of ranged reads', () => {
  it('gives exactly the lines and total of a plain read, before and after the index exists', async () => {
    for (const final of ['\r\n', '']) {
      const text = transcript(40_000, final);
      expect(Buffer.byteLength(text)).toBeGreaterThan(LINE_INDEX_MIN_BYTES);
      const abs = path.join(dir.root, `t${final.length}.md`);
      await writeFile(abs, text);
      for (const range of ranges(40_000)) {
        const expected = readTextLines(text, range);
        expect(await readLines(abs, range)).toEqual(expected);
        expect(await readLines(abs, range, { indexFolder: state })).toEqual(expected); // builds or uses the index
        expect(await readLines(abs, range, { indexFolder: state })).toEqual(expected); // uses the index
      }
    }
    // 54 reads of a 40,000-line file and 18 reference splits of its text: ~3 s idle, past 30 s
    // when every package's tests share two busy cores (CI).
  }, 120_000);

  it('records the file in <vault>/.meeting-assistant/index.sqlite (SQLite) with its line count', async () => {
    const abs = path.join(dir.root, 't.md');
    await writeFile(abs, transcript(40_000));
    // Settled first (review s38 V61: a file changed within the margin is not recorded).
    await new Promise((resolve) => setTimeout(resolve, 250));
    await readLines(abs, { from: 10, to: 20 }, { indexFolder: state });
    const db = openDb();
    try {
      expect(db.prepare('SELECT total FROM line_files_v4 WHERE path = ?').get(abs)).toEqual(
        expect.objectContaining({ total: 40_000 }),
      );
      const marks = db.prepare('SELECT count(*) AS n FROM line_marks_v2 WHERE path = ?').get(abs) as {
        n: number;
      };
      expect(marks.n).toBe(Math.ceil(40_000 / LINE_INDEX_STEP));
    } finally {
      db.close();
    }
  });

  it('an edit in another program (append, rewrite to the same size) is seen at once', async () => {
    const abs = path.join(dir.root, 't.md');
    await writeFile(abs, transcript(40_000));
    await readLines(abs, { from: 1, to: 2 }, { indexFolder: state });
    await appendFile(abs, 'appended one\r\nappended two\r\n');
    const after = await readLines(abs, { from: 40_001, to: 40_002 }, { indexFolder: state });
    expect(after).toEqual({
      from: 40_001,
      to: 40_002,
      total: 40_002,
      lines: ['appended one', 'appended two'],
    });
    // Same size, different bytes and line breaks: the modification time (and inode) differ.
    const text = (await readFile(abs, 'utf8')).replace(/line 7 é\r\n/, 'line 7 é  ');
    const before = await stat(abs);
    await writeFile(`${abs}.new`, text);
    const { rename } = await import('node:fs/promises');
    await rename(`${abs}.new`, abs);
    expect((await stat(abs)).size).toBe(before.size);
    expect(await readLines(abs, { from: 7, to: 8 }, { indexFolder: state })).toEqual(
      readTextLines(text, { from: 7, to: 8 }),
    );
  });

  it('a corrupt or foreign index file is rebuilt and never changes an answer', async () => {
    const abs = path.join(dir.root, 't.md');
    const text = transcript(40_000);
    await writeFile(abs, text);
    const { mkdir } = await import('node:fs/promises');
    await mkdir(state, { recursive: true });
    await writeFile(path.join(state, LINE_INDEX_FILE), 'this is not a database, just text '.repeat(200));
    const range = { from: 39_990, to: 40_000 };
    expect(await readLines(abs, range, { indexFolder: state })).toEqual(readTextLines(text, range));
    expect(await readLines(abs, range, { indexFolder: state })).toEqual(readTextLines(text, range));
  });

  it('small files are read without touching the index', async () => {
    const abs = path.join(dir.root, 'small.md');
    await writeFile(abs, 'one\ntwo\n');
    expect(await readLines(abs, { from: 2, to: 2 }, { indexFolder: state })).toEqual({
      from: 2,
      to: 2,
      total: 2,
      lines: ['two'],
    });
    await expect(stat(path.join(state, LINE_INDEX_FILE))).rejects.toThrow();
  });
});
