/**
 * Review9 V11: a transcript saved with CR-only line endings read as one line (`lines 1–1 of 1`,
 * every citation L1). Every read tool now refuses a file with lone CR line breaks, saying how to fix
 * it (save with LF or CRLF); a write that names lines refuses before touching the file; the
 * listing marks the file. Nothing is ever returned as a one-line success.
 * Spec: review9 V11; docs/tools.md (Rules shared by all tools: UTF-8 text files only).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
const P = 'remote-control';

beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

/** Rewrites a vault file with CR-only line endings, as the reviewer's `replace(b'\n', b'\r')`. */
async function toCrOnly(rel: string): Promise<{ abs: string; bytes: Buffer }> {
  const abs = path.join(t.root, ...rel.split('/'));
  const bytes = Buffer.from((await readFile(abs, 'utf8')).replace(/\r?\n/g, '\r'));
  await writeFile(abs, bytes);
  return { abs, bytes };
}

describe('review9 V11: files with lone CR line breaks', () => {
  it('review9 V11: read_transcript refuses a CR-only transcript instead of reading it as one line', async () => {
    const { abs, bytes } = await toCrOnly('Transcripts/2026-03-10 Remote control functional design.md');
    for (const args of [{ from: 1, to: 9 }, {}, { from: 300, to: 310 }]) {
      const out = await runTool(t.session, 'read_transcript', args);
      expect(isRefusal(out), out).toBe(true);
      expect(out).toMatch(/lone CRs/);
      expect(out).toMatch(/save it with LF or CRLF line endings/);
      expect(out).not.toMatch(/of 1\b/);
    }
    expect(await readFile(abs)).toEqual(bytes);
  });

  it('review9 V11: read_projectfile, a from/to write and an append refuse a CR-only file and leave it untouched; the listing marks it', async () => {
    await writeFile(path.join(t.root, 'Projects', P, 'mac.md'), 'one\rtwo\rthree\r');
    const { abs, bytes } = await toCrOnly(`Projects/${P}/mac.md`);
    const read = await runTool(t.session, 'read_projectfile', { project: P, path: 'mac.md', from: 1, to: 2 });
    expect(read).toMatch(/^refused: mac\.md: cannot be read as lines \(its line breaks are lone CRs/);
    for (const args of [
      { project: P, path: 'mac.md', content: 'TWO', from: 2, to: 2 },
      { project: P, path: 'mac.md', content: 'four' },
    ]) {
      const out = await runTool(t.session, 'write_projectfile', args);
      expect(isRefusal(out), out).toBe(true);
      expect(out).toMatch(/lone CRs/);
    }
    expect(await readFile(abs)).toEqual(bytes);
    const listing = await runTool(t.session, 'list_projectfiles', { project: P });
    expect(listing).toContain(
      'mac.md (lone CR line breaks, 14 bytes; save it with LF or CRLF line endings, cannot be read)',
    );
  });

  it('review9 V11: search leaves out the matches of a CR-only file (all "line 1" to ripgrep) and says why', async () => {
    await writeFile(
      path.join(t.root, 'Projects', P, 'mac.md'),
      'alpha\rZebrafinch one\rgamma\rZebrafinch two\r',
    );
    await writeFile(path.join(t.root, 'Projects', P, 'unix.md'), 'alpha\nZebrafinch three\n');
    const out = await runTool(t.session, 'search', { query: 'Zebrafinch' });
    expect(out).toContain('Zebrafinch three');
    expect(out).not.toContain('Zebrafinch one');
    expect(out).toMatch(
      /note: .*mac\.md: not searched: cannot be read as lines \(its line breaks are lone CRs/,
    );
  });
});
