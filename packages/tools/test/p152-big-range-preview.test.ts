/**
 * Issue #13 (session 36, P152): the compact profile's `apply_changes` previewed a `from`+`to` write
 * on a big project file by reading the file whole and diffing it whole, twice when approved (the
 * consequence, and again after the user decided): 90 MiB → 940 MB of memory and 3.3 s of CPU for
 * `ma tool apply_changes` at load 29, while the write itself streams (core `rewriteRangeAtomic`).
 * The preview now streams as the write does (core `readRangeTarget`, the write's own checks and
 * audit entry): the same consequence and approval text, the file never read whole, a file over the
 * rewrite limit refused by its size in every previewed mode (was: read whole, then "not text" or a
 * consequence for a write the tool refuses), and a save by another program while the user decides
 * still stops the approved write. Real files in a temp copy of the sample vault.
 * Spec: issue #13; seed 002 (propose-then-approve); docs/tools.md (`apply_changes`).
 */
import { readFile, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@ma/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_REWRITE_BYTES, STREAMED_APPEND_MIN_BYTES } from '../src/granular/write-projectfile.js';
import {
  type ApplyChangesResult,
  type ApprovalPort,
  type ApprovalPortRequest,
  createApprovalGatedTools,
  toolDefinitions,
} from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import {
  BIG_FILE_TEST_MS,
  MEETINGS,
  sampleSession,
  type TestSession,
} from '../src/test-support/sample-vault.js';

// Every whole-text read the tools make goes through core's `readTextOrNull`: recorded, then run.
vi.mock('@ma/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@ma/core')>();
  return { ...actual, readTextOrNull: vi.fn(actual.readTextOrNull) };
});
const wholeReads = vi.mocked(core.readTextOrNull);

let t: TestSession;
afterEach(async () => {
  wholeReads.mockClear();
  await t?.cleanup();
});

const FOLDER = 'Projects/remote-control';
const REL = `${FOLDER}/big.md`;
/** Numbered lines (`line N: aaaa bbbb cc`) of about `bytes`, joined by `eol`, with a final one. */
const lines = (bytes: number, eol: string) =>
  `${Array.from({ length: Math.ceil(bytes / 26) }, (_, i) => `line ${i + 1}: aaaa bbbb cc`).join(eol)}${eol}`;
const SIZE = STREAMED_APPEND_MIN_BYTES + 1024 * 1024;
const COUNT = Math.ceil(SIZE / 26);

/** The compact `apply_changes` of `t` with `port` asking the user. */
function applyChanges(port: ApprovalPort) {
  const defs = toolDefinitions(t.session, {
    profile: 'compact',
    approvalGated: createApprovalGatedTools(t.session, { prompt: port }),
  });
  const def = defs.find((d) => d.name === 'apply_changes')!;
  return async (ops: unknown[], approved?: boolean) =>
    JSON.parse(await def.execute({ ops, ...(approved ? { approved } : {}) })) as ApplyChangesResult;
}

/** A port that records each request and answers `answer` after running `meanwhile`. */
function port(answer: 'approved' | 'denied', meanwhile?: () => Promise<void>) {
  const asked: ApprovalPortRequest[] = [];
  return {
    asked,
    request: async (req: ApprovalPortRequest) => {
      asked.push(req);
      await meanwhile?.();
      return answer;
    },
  };
}

const wholeReadsOf = (abs: string) => wholeReads.mock.calls.filter(([p]) => p === abs).length;

describe('P152: apply_changes previews a range of a big project file without reading it whole', {
  timeout: BIG_FILE_TEST_MS,
}, () => {
  for (const eol of ['\n', '\r\n'])
    it(`the consequence and the approval are the write's diff (${JSON.stringify(eol)}); the file is never read whole`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const abs = path.join(t.root, REL);
      const before = lines(SIZE, eol);
      await writeFile(abs, before);
      const op = { op: 'write_projectfile', project: 'remote-control', path: 'big.md', from: 1000, to: 1002 };
      const ask = port('approved');
      const apply = applyChanges(ask);
      const args = { ...op, content: 'new A\nnew B' };
      const unapproved = await apply([args]);
      const head = `${REL}: replaced lines 1000–1002 with 2 lines; removes 3 lines, adds 2 lines (${COUNT} → ${COUNT - 1} lines)`;
      const diff = [
        '-line 1000: aaaa bbbb cc',
        '+new A',
        '-line 1001: aaaa bbbb cc',
        '+new B',
        '-line 1002: aaaa bbbb cc',
      ].join('\n');
      expect(unapproved.rejected[0]!.reason).toBe(
        `needs the user's approval; call again with this op and approved: true to ask. Would change: ${head}\n${diff}`,
      );
      expect(await readFile(abs, 'utf8')).toBe(before);
      const approved = await apply([args], true);
      expect(approved.applied).toBe(1);
      expect(ask.asked[0]!.body).toContain(`${head}\n${diff}\n`);
      const expected = core.applyWrite(before, { kind: 'range', from: 1000, to: 1002 }, 'new A\nnew B');
      expect((await readFile(abs, 'utf8')) === expected.text).toBe(true);
      // Neither the preview, nor its check after the approval, nor the write read the file whole.
      expect(wholeReadsOf(abs)).toBe(0);
    });

  it('a long replacement: the model sees 30 diff lines and the counts, the user the whole change', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, REL);
    await writeFile(abs, lines(SIZE, '\n'));
    const content = Array.from({ length: 40 }, (_, i) => `new ${i + 1}`).join('\n');
    const ask = port('denied');
    const apply = applyChanges(ask);
    const op = {
      op: 'write_projectfile',
      project: 'remote-control',
      path: 'big.md',
      from: 11,
      to: 50,
      content,
    };
    const reason = (await apply([op])).rejected[0]!.reason;
    expect(reason).toContain('removes 40 lines, adds 40 lines');
    expect(reason.split('\n').filter((l) => /^[-+]/.test(l))).toHaveLength(30);
    expect(reason).toMatch(
      /… not shown: 25 removed lines and 25 added lines; they are part of this change too/,
    );
    await apply([op], true);
    const body = ask.asked[0]!.body;
    expect(body.split('\n').filter((l) => /^[-+]/.test(l))).toHaveLength(80);
    expect(body).toContain('-line 50: aaaa bbbb cc\n+new 40\n');
    expect(wholeReadsOf(abs)).toBe(0);
  });

  it('a save by another program while the user decides stops the approved write (a line far from the range)', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, REL);
    const before = lines(SIZE, '\n');
    await writeFile(abs, before);
    // Same size, the range and its diff unchanged: only the file's bytes tell the difference.
    const edited = before.replace('line 5: aaaa bbbb cc', 'line 5: AAAA bbbb cc');
    const apply = applyChanges(port('approved', () => writeFile(abs, edited)));
    const op = { op: 'write_projectfile', project: 'remote-control', path: 'big.md', from: 1000, to: 1000 };
    const result = await apply([{ ...op, content: 'new' }], true);
    expect(result.applied).toBe(0);
    expect(result.rejected[0]!.reason).toMatch(/changed while the user was deciding; nothing changed/);
    expect((await readFile(abs, 'utf8')) === edited).toBe(true);
  });

  it('a file over the rewrite limit is refused by its size in every previewed mode, unread', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'huge.md');
    // Sparse NUL bytes: a read of it would be refused as not text; the size refusal comes first.
    await writeFile(abs, '');
    await truncate(abs, MAX_REWRITE_BYTES + 1);
    const tree = await hashTree(t.root);
    const ask = port('approved');
    const apply = applyChanges(ask);
    for (const mode of [{ replace_file: true }, { from: 1, to: 1 }]) {
      const op = {
        op: 'write_projectfile',
        project: 'remote-control',
        path: 'huge.md',
        content: 'x\n',
        ...mode,
      };
      for (const approved of [false, true]) {
        const result = await apply([op], approved);
        expect(result.rejected[0]!.reason).toBe(
          `refused: ${FOLDER}/huge.md is 104,857,601 bytes (100.0 MiB), over the 104,857,600 bytes (100.0 MiB) a write that rewrites a file (replace_file, from+to, insert) may read; nothing was written; append to it instead (leave out replace_file, from, to and insert), or ask the user to edit it in another program`,
        );
      }
    }
    expect(ask.asked).toEqual([]);
    expect(wholeReadsOf(abs)).toBe(0);
    expect(await hashTree(t.root)).toBe(tree);
  });
});
