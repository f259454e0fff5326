/**
 * Issue #13 (session 38, P162): a caller that has just read a file whole (the compact
 * `apply_changes` preview of an `override_speaker`, to learn whether it merges two speakers) hands
 * `editFileAtomic` that text with the `stat` taken before its read: the edit then starts from it
 * instead of reading the file once more, when the stat shows the file is still that version
 * (settled; core `unchangedSince`). The known text is never needed for a correct answer: a file
 * saved since is read and edited afresh, and a known text that is not the file's (a stat that lies)
 * is caught by the byte comparison before the rename and the edit redone on the file's text.
 * Real files in a temp folder.
 */

import * as fsp from 'node:fs/promises';
import { stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { editFileAtomic } from './edit-file-atomic.js';

// Every whole read of the file: recorded, then run.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});
const reads = vi.mocked(fsp.readFile);

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.cleanup());

const TEXT = '\uFEFF---\ntitle: t\n---\n[00:00:01] **Speaker 2:** hello\r\n';

/** A file holding `TEXT`, settled (changed more than the 100 ms margin ago), and what a reader saw of it. */
async function settledFile() {
  const abs = path.join(dir.root, 't.md');
  await writeFile(abs, TEXT);
  await new Promise((resolve) => setTimeout(resolve, 250));
  const askedAtMs = Date.now();
  const stats = await stat(abs, { bigint: true });
  return { abs, known: { text: TEXT, stats, askedAtMs } };
}

const relabel = (text: string | null) => (text ?? '').replace('Speaker 2', 'Alice');
const readsOf = (abs: string) => reads.mock.calls.filter(([p]) => p === abs).length;

describe('P162: editFileAtomic starts from a text the caller read, when the file is still that version', () => {
  it('the known text is edited without reading the file again; the bytes (BOM, CRLF) are kept', async () => {
    const { abs, known } = await settledFile();
    reads.mockClear();
    const seen: (string | null)[] = [];
    const edit = await editFileAtomic(abs, (text) => (seen.push(text), relabel(text)), { known });
    expect(seen).toEqual([TEXT]);
    // writeFileAtomic's own comparison read only (was two: the edit's read and that one).
    expect(readsOf(abs)).toBe(1);
    expect(edit).toEqual({ before: TEXT, after: relabel(TEXT) });
    expect(await fsp.readFile(abs, 'utf8')).toBe(relabel(TEXT));
  });

  it('without a known text the file is read by the edit and by the write', async () => {
    const { abs } = await settledFile();
    reads.mockClear();
    await editFileAtomic(abs, relabel);
    expect(readsOf(abs)).toBe(2);
  });

  it('a file saved since is read and edited afresh', async () => {
    const { abs, known } = await settledFile();
    const saved = TEXT.replace('hello', 'howdy');
    await writeFile(abs, saved);
    const later = new Date(Date.now() + 5_000);
    await utimes(abs, later, later);
    const seen: (string | null)[] = [];
    const edit = await editFileAtomic(abs, (text) => (seen.push(text), relabel(text)), { known });
    expect(seen).toEqual([saved]);
    expect(edit.after).toBe(relabel(saved));
    expect(await fsp.readFile(abs, 'utf8')).toBe(relabel(saved));
  });

  it('a known text that is not the file\u2019s, under the file\u2019s stat: caught before the rename, redone on the file', async () => {
    const { abs, known } = await settledFile();
    const wrong = { ...known, text: TEXT.replace('hello', 'HELLO') };
    const seen: (string | null)[] = [];
    const edit = await editFileAtomic(abs, (text) => (seen.push(text), relabel(text)), { known: wrong });
    expect(seen).toEqual([wrong.text, TEXT]);
    expect(edit).toEqual({ before: TEXT, after: relabel(TEXT) });
    expect(await fsp.readFile(abs, 'utf8')).toBe(relabel(TEXT));
  });
});
