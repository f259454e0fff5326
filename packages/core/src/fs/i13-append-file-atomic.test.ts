/**
 * Issue #13 / newcomer N1: an append to a big file streams (copy + append into a temp file, then
 * rename), writes byte for byte what the in-memory append writes, and its audit entry is the one a
 * whole-file diff gives, computed from the appended text alone. A stop signal leaves the file as it
 * was and no temp file.
 */
import { appendFileSync, chmodSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyPatch } from 'diff';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendEntry } from '../audit/append-entry.js';
import { DEFAULT_DIFF_LIMITS, lineDiff } from '../audit/line-diff.js';
import { appendedText } from '../lines/appended-text.js';
import { applyWrite } from '../lines/apply-write.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { appendFileAtomic } from './append-file-atomic.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.cleanup());

/** The copy's read step (1 MiB). */
const STEP = 2 ** 20;
const big = (eol: string) => Array.from({ length: 9000 }, (_, i) => `line ${i + 1} of a long file`).join(eol);

const cases: [string, string, string][] = [
  ['LF, final break', 'a\nb\n', 'c\nd'],
  ['LF, no final break', 'a\nb', 'c\n'],
  ['CRLF, no final break', 'a\r\nb', 'c\nd\n'],
  ['mixed endings, CRLF dominant', 'a\r\nb\r\nc\n', 'x'],
  ['BOM', '\uFEFFa\n', 'b'],
  ['empty', '', 'new\n'],
  ['BOM only', '\uFEFF', 'new'],
  ['one line without a break', 'only', 'more'],
  ['a blank last line kept', 'a\n', 'b\n\n'],
  ['200 KB, LF, final break', `${big('\n')}\n`, 'tail\n'],
  ['200 KB, CRLF, no final break', big('\r\n'), 'tail 1\ntail 2'],
  ['non-ASCII across the tail cut', `${'é'.repeat(40_000)}\n${'ü'.repeat(10)}`, 'ñ'],
  // Session 33: the copy is read in 1 MiB steps with one count of line breaks (CRLF = the CRs).
  [
    '3 MiB, a CRLF split by the 1 MiB step, CRLF dominant',
    `${'a'.repeat(STEP - 1)}\r\n${'b\r\n'.repeat((2 * STEP) / 3)}c\n`,
    'x',
  ],
  [
    '3 MiB, LF dominant, CRLF only past the first step',
    `${'a\n'.repeat(STEP)}${'b\r\n'.repeat(STEP / 8)}`,
    'x\ny',
  ],
  ['2 MiB, a tie decided by the first break, CRLF', `${'a'.repeat(STEP + 5)}\r\n${'b\n'.repeat(1)}`, 'x'],
  ['a 3-byte character split by the step', `${'a'.repeat(STEP - 1)}€\n`, 'x'],
];

/**
 * A case over the copy's 1 MiB step (its size is the point: a break or character split by the step)
 * gets this long (ms): the 3 MiB case (700,000 lines through the reference diff and patch) took 7.7 s
 * at load 28 on two cores alone, and ran past the 30 s beside the other suites (L299).
 */
const BIG_CASE_MS = 120_000;

describe('appendFileAtomic', () => {
  for (const [name, before, content] of cases)
    it(`writes what the in-memory append writes and the same audit entry: ${name}`, {
      timeout: before.length > STEP ? BIG_CASE_MS : undefined,
    }, async () => {
      const abs = path.join(dir.root, 'x.md');
      await writeFile(abs, before);
      const done = await appendFileAtomic(abs, (target) => appendedText(target, content).added);
      const expected = applyWrite(before, { kind: 'append' }, content).text;
      const after = await readFile(abs, 'utf8');
      expect(after).toBe(expected);
      const entry = appendEntry('x.md', done, DEFAULT_DIFF_LIMITS);
      expect(entry).toEqual(lineDiff('x.md', before, after, DEFAULT_DIFF_LIMITS));
      const lf = (t: string) => t.replace(/\r\n/g, '\n').replace(/^\uFEFF/, '');
      expect(applyPatch(lf(before), entry.patch as never)).toBe(lf(after));
      expect(await readdir(dir.root)).toEqual(['x.md']);
    });

  it('stops on the signal: the file as it was, no temp file, an AbortError', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'a\n');
    const stop = new AbortController();
    const appending = appendFileAtomic(
      abs,
      () => {
        stop.abort(new Error('SIGTERM'));
        return 'b\n';
      },
      { signal: stop.signal },
    );
    await expect(appending).rejects.toMatchObject({ name: 'AbortError' });
    expect(await readFile(abs, 'utf8')).toBe('a\n');
    expect(await readdir(dir.root)).toEqual(['x.md']);
    await expect(appendFileAtomic(abs, () => 'c\n', { signal: stop.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(await readFile(abs, 'utf8')).toBe('a\n');
  });

  it('redoes the append on a save another program made during the copy', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'a\n');
    let calls = 0;
    await appendFileAtomic(abs, () => {
      if (calls++ === 0) appendFileSync(abs, 'user\n');
      return 'model\n';
    });
    expect(await readFile(abs, 'utf8')).toBe('a\nuser\nmodel\n');
    expect(calls).toBe(2);
  });

  it('refuses a file that is not UTF-8 text or is read-only, leaving it and no temp file', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, Buffer.from('Caf\xe9\n', 'latin1'));
    await expect(appendFileAtomic(abs, () => 'b\n')).rejects.toMatchObject({ name: 'NotTextError' });
    await writeFile(abs, 'a\rb');
    await expect(appendFileAtomic(abs, () => 'b\n')).rejects.toThrow(/lone CR/);
    await writeFile(abs, 'a\n');
    chmodSync(abs, 0o444);
    await expect(appendFileAtomic(abs, () => 'b\n')).rejects.toThrow(/read-only/);
    expect(await readFile(abs, 'utf8')).toBe('a\n');
    expect(await readdir(dir.root)).toEqual(['x.md']);
  });

  it('refuses a big file with a lone CR or bad byte past its first 1 MiB, naming the line, no temp left', async () => {
    const abs = path.join(dir.root, 'x.md');
    const lines = 'l\n'.repeat(STEP / 2); // 1 MiB: 524,288 lines
    for (const [bad, pattern] of [
      [Buffer.from('x\ry\n'), /stray CR at line 524,?289/],
      [Buffer.from('ok\r'), /stray CR at line 524,?289/],
      [Buffer.from('Caf\xe9\n', 'latin1'), /line 524,?289/],
    ] as const) {
      await writeFile(abs, Buffer.concat([Buffer.from(lines), bad]));
      const before = await readFile(abs);
      await expect(appendFileAtomic(abs, () => 'b\n')).rejects.toThrow(pattern);
      expect((await readFile(abs)).equals(before)).toBe(true);
      expect(await readdir(dir.root)).toEqual(['x.md']);
    }
  });

  it("keeps the file's mode", async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'a\n');
    chmodSync(abs, 0o640);
    await appendFileAtomic(abs, () => 'b\n');
    expect(statSync(abs).mode & 0o777).toBe(0o640);
    expect(await readFile(abs, 'utf8')).toBe('a\nb\n');
  });
});

describe('appendEntry', () => {
  it('omits the diff of a last line longer than the tail kept, saying so and how to restore', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, `a\n${'b'.repeat(70_000)}`);
    const done = await appendFileAtomic(abs, (target) => appendedText(target, 'c').added);
    const entry = appendEntry('x.md', done, DEFAULT_DIFF_LIMITS);
    expect(entry.patch).toBeNull();
    expect(entry.summary).toBe(
      "replaced 2 lines with 3 lines; diff omitted: the last line is longer than 64 KiB (an append: the previous text is the file's first 70002 bytes)",
    );
    expect(entry.beforeSha256).toBe(
      lineDiff('x.md', `a\n${'b'.repeat(70_000)}`, null, DEFAULT_DIFF_LIMITS).beforeSha256,
    );
  });
});

describe('WriteAudit.recordEntry', () => {
  it('keeps a given entry as a change of its own, never merged with a later write', async () => {
    const { WriteAudit } = await import('../audit/write-audit.js');
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'a\n');
    const audit = new WriteAudit();
    const done = await appendFileAtomic(abs, (target) => appendedText(target, 'b').added);
    audit.recordAppend('x.md', done);
    audit.record('x.md', 'a\nb\n', 'a\nb\nc\n');
    expect(audit.entries.map((e) => e.summary)).toEqual([
      'removed 0 lines, added 1 line',
      'removed 0 lines, added 1 line',
    ]);
    expect(audit.drain()).toHaveLength(2);
    expect(audit.entries).toEqual([]);
  });
});
