/**
 * Issue #13: a range rewrite (`from`+`to`, `insert`) of a big file streams (kernel copy, the region
 * rewritten, the bytes after it moved, then rename), writes byte for byte what the in-memory write
 * (`applyWrite`) writes and records the audit entry a whole-file diff (`lineDiff`) gives, computed
 * on a window of lines. Files that are not text are refused with the file unchanged and no temp file.
 */
import { chmodSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DIFF_LIMITS, lineDiff } from '../audit/line-diff.js';
import { rangeEntry } from '../audit/range-entry.js';
import { ConcurrentEditError } from '../errors/concurrent-edit-error.js';
import { applyWrite, writeRangeError } from '../lines/apply-write.js';
import { rewrittenRegion } from '../lines/rewritten-region.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { type LineWriteMode, rewriteRangeAtomic } from './rewrite-range-atomic.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.cleanup());

const STEP = 2 ** 20;
const numbered = (n: number, eol: string) =>
  Array.from({ length: n }, (_, i) => `line ${i + 1} of a long file`).join(eol);

/** The streamed write, with its audit entry computed as write_projectfile computes it. */
async function streamed(abs: string, mode: LineWriteMode, content: string, limits = DEFAULT_DIFF_LIMITS) {
  let entry: Awaited<ReturnType<typeof rangeEntry>> | undefined;
  const done = await rewriteRangeAtomic(abs, mode, async (target) => {
    const refused = writeRangeError(mode, target.lines);
    if (refused || target.region === null) throw refused;
    const region = rewrittenRegion({ ...target.region, lines: target.lines, eol: target.eol }, mode, content);
    entry = await rangeEntry('p/x.md', target, region.text, region.linesAfter, limits);
    return { text: region.text };
  });
  return { done, entry: { ...(entry as NonNullable<typeof entry>), afterSha256: done.afterSha256 } };
}

const cases: [string, string, LineWriteMode, string][] = [
  ['LF, a middle range', 'a\nb\nc\nd\n', { kind: 'range', from: 2, to: 3 }, 'x\ny\nz'],
  ['CRLF, a middle range', 'a\r\nb\r\nc\r\nd\r\n', { kind: 'range', from: 2, to: 2 }, 'x\ny\n'],
  ['BOM, the range at the start', '\uFEFFa\nb\nc\n', { kind: 'range', from: 1, to: 1 }, 'first'],
  ['BOM, an insert at line 1', '\uFEFFa\nb\n', { kind: 'insert', at: 1 }, 'zero'],
  ['no final break, the range at the end', 'a\nb\nc', { kind: 'range', from: 3, to: 3 }, 'C\nD\n'],
  ['no final break, an empty replacement at the end', 'a\nb\nc', { kind: 'range', from: 2, to: 3 }, ''],
  ['an empty replacement in the middle', 'a\nb\nc\nd\n', { kind: 'range', from: 2, to: 3 }, ''],
  ['an empty replacement at the start', 'a\nb\nc\n', { kind: 'range', from: 1, to: 2 }, ''],
  ['an insert after the last line', 'a\nb\n', { kind: 'insert', at: 3 }, 'c\nd'],
  ['an insert after a last line without a break', 'a\r\nb', { kind: 'insert', at: 3 }, 'c'],
  ['mixed endings, the range ends on a CRLF line', 'a\nb\r\nc\n', { kind: 'range', from: 2, to: 2 }, 'x\ny'],
  ['mixed endings, CRLF dominant, an insert', 'a\r\nb\r\nc\n', { kind: 'insert', at: 3 }, 'x\ny'],
  ['the same text written back (nothing changes)', 'a\nb\nc\n', { kind: 'range', from: 2, to: 2 }, 'b'],
  ['a line kept inside the range', 'a\nb\nc\nd\n', { kind: 'range', from: 2, to: 4 }, 'b\nX\nd'],
  [
    'a remote image and a code fence',
    'a\n```\nb\n```\nc\n',
    { kind: 'range', from: 3, to: 3 },
    '![](https://x.example/p.png)',
  ],
  ['non-ASCII', 'é\nü\nñ\n', { kind: 'range', from: 2, to: 2 }, '€'],
  [
    '3 MiB CRLF, the range after the first step',
    `${numbered(120_000, '\r\n')}\r\n`,
    { kind: 'range', from: 50_000, to: 50_002 },
    'x',
  ],
  [
    '3 MiB, a CRLF split by the step, an insert there',
    `${'a'.repeat(STEP - 1)}\r\n${'b\r\n'.repeat((2 * STEP) / 3)}c\n`,
    { kind: 'insert', at: 2 },
    'new',
  ],
  // The deleted line repeats the lines after it: the diff's common lines run past 64 KiB.
  [
    'a line deleted from 200 KB of equal lines',
    `head\n${'same line\n'.repeat(20_000)}tail\n`,
    { kind: 'range', from: 5, to: 5 },
    '',
  ],
  [
    'a line added to 200 KB of equal lines',
    `head\n${'same line\n'.repeat(20_000)}`,
    { kind: 'insert', at: 3 },
    'same line',
  ],
  [
    '3,000 lines replaced by one (diff omitted)',
    `${numbered(5000, '\n')}\n`,
    { kind: 'range', from: 100, to: 3099 },
    'one',
  ],
  [
    'a long line changed past 64 KiB of context',
    `${'x'.repeat(100_000)}\ny\n${'z'.repeat(100_000)}\n`,
    { kind: 'range', from: 2, to: 2 },
    'Y',
  ],
];

describe('rewriteRangeAtomic', { timeout: 120_000 }, () => {
  for (const [name, before, mode, content] of cases)
    it(`writes what applyWrite writes and the audit entry lineDiff gives: ${name}`, async () => {
      const abs = path.join(dir.root, 'x.md');
      await writeFile(abs, before);
      const expected = applyWrite(before, mode, content);
      const { done, entry } = await streamed(abs, mode, content);
      expect(await readFile(abs, 'utf8')).toBe(expected.text);
      expect(done.afterSha256).toBe(
        lineDiff('p/x.md', before, expected.text, DEFAULT_DIFF_LIMITS).afterSha256,
      );
      if (expected.text !== before)
        expect(entry).toEqual(lineDiff('p/x.md', before, expected.text, DEFAULT_DIFF_LIMITS));
      expect(await readdir(dir.root)).toEqual(['x.md']);
    });

  it('keeps the file mode and answers the prefix hash a partial read needs', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'a\nb\nc\n');
    chmodSync(abs, 0o640);
    let prefix: string | null = null;
    await rewriteRangeAtomic(
      abs,
      { kind: 'range', from: 3, to: 3 },
      (target) => {
        prefix = target.prefixSha256;
        return { text: 'b\nC\n' };
      },
      { prefixBytes: 4 },
    );
    expect(prefix).toBe(lineDiff('x', 'a\nb\n', 'a\nb\n', DEFAULT_DIFF_LIMITS).beforeSha256);
    expect(statSync(abs).mode & 0o777).toBe(0o640);
    expect(await readFile(abs, 'utf8')).toBe('a\nb\nC\n');
  });

  it.each([
    ['a NUL byte past the first step', `${'a\n'.repeat(STEP)}b\u0000c\n`],
    ['a lone CR', 'a\nb\rc\nd\n'],
    ['invalid UTF-8', Buffer.concat([Buffer.from('a\n'), Buffer.from([0xc3, 0x28]), Buffer.from('\n')])],
  ] as const)('refuses a file that is not text (%s): unchanged, no temp file', async (_name, bytes) => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, bytes);
    const was = await readFile(abs);
    await expect(
      rewriteRangeAtomic(abs, { kind: 'range', from: 1, to: 1 }, () => ({ text: 'x\n' })),
    ).rejects.toMatchObject({ name: 'NotTextError' });
    expect((await readFile(abs)).equals(was)).toBe(true);
    expect(await readdir(dir.root)).toEqual(['x.md']);
  });

  it('a plan that refuses, or a range outside the file, leaves the file as it was', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'a\nb\n');
    await expect(
      rewriteRangeAtomic(abs, { kind: 'range', from: 2, to: 5 }, (target) => {
        expect(target.region).toBeNull();
        throw writeRangeError({ kind: 'range', from: 2, to: 5 }, target.lines);
      }),
    ).rejects.toThrow('lines 2–5 are not inside the file: it has 2 lines');
    expect(await readFile(abs, 'utf8')).toBe('a\nb\n');
    expect(await readdir(dir.root)).toEqual(['x.md']);
  });

  it('redoes the write on the new file when another program saves it meanwhile', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'a\nb\n');
    let runs = 0;
    const done = await rewriteRangeAtomic(abs, { kind: 'range', from: 1, to: 1 }, async (target) => {
      runs++;
      if (runs === 1) await writeFile(abs, 'A\nb\nc\n'); // an editor's save during the copy
      return { text: (target.region?.text ?? '').toUpperCase().replace('A', 'Z') };
    });
    expect(runs).toBe(2);
    expect(done.target.lines).toBe(3);
    expect(await readFile(abs, 'utf8')).toBe('Z\nb\nc\n');
  });

  it('gives up with ConcurrentEditError when every try meets a save, the file left as the last save', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'a\n');
    let n = 0;
    await expect(
      rewriteRangeAtomic(abs, { kind: 'range', from: 1, to: 1 }, async () => {
        await writeFile(abs, `save ${++n}\n`);
        return { text: 'mine\n' };
      }),
    ).rejects.toBeInstanceOf(ConcurrentEditError);
    expect(await readFile(abs, 'utf8')).toBe('save 3\n');
    expect(await readdir(dir.root)).toEqual(['x.md']);
  });
});
