/**
 * P86 (issue 13, goal f): once `useBlockingFs` is on (a one-shot `ma search`), the read of the window
 * around a match on an over-long line (`readLineWindow`, used by `searchVault` when ripgrep's preview
 * stops before the match: hostile cases B20-B22) is made of blocking calls too, so `ma search` on such a
 * line no longer starts libuv's thread pool: before, its positioned reads through a `FileHandle` sent the
 * open, each read and the close there. The same windows on a temp folder (a match on the first line, one
 * on a line after the first 64 KB, CRLF, a cut inside a multi-byte character, a line the file does not
 * have, a missing file, a folder), first as before, then in that mode: the same windows and errors, and
 * no file-system request of core's in the thread pool.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLineWindow } from '../search/read-line-window.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { inBothModes, outcome } from '../test-support/thread-pool-requests.js';
import { blockingFs } from './blocking-fs.js';

let dir: TempDir;
const at = (rel: string) => path.join(dir.root, rel);

beforeAll(async () => {
  dir = await makeTempDir('ma-p86-');
  const long = `${'x'.repeat(20_000)}NEEDLE${'y'.repeat(20_000)}`;
  const before = Array.from({ length: 3000 }, (_, i) => `line ${i} ${'z'.repeat(20)}`).join('\r\n');
  await writeFile(at('first.md'), `${long}\nsecond line\n`);
  await writeFile(at('deep.md'), `${before}\r\n${long}\r\nlast\r\n`);
  await writeFile(at('accents.md'), `${'é'.repeat(5000)}NEEDLE${'ü'.repeat(5000)}\n`);
  await mkdir(at('folder'));
});
afterAll(async () => {
  await dir.cleanup();
});

/** The windows, with their outcomes. */
async function calls(): Promise<unknown[]> {
  return [
    await outcome(() => readLineWindow(at('first.md'), 1, 20_001, 100)),
    await outcome(() => readLineWindow(at('first.md'), 2, 1, 100)),
    await outcome(() => readLineWindow(at('deep.md'), 3001, 20_001, 100)),
    await outcome(() => readLineWindow(at('deep.md'), 3002, 1, 100)),
    await outcome(() => readLineWindow(at('accents.md'), 1, 10_001, 51)),
    await outcome(() => readLineWindow(at('first.md'), 9, 1, 100)),
    await outcome(() => readLineWindow(at('missing.md'), 1, 1, 100)),
    await outcome(() => readLineWindow(at('folder'), 1, 1, 100)),
  ];
}

describe('P86 useBlockingFs: the window of an over-long line without the thread pool', () => {
  it('P86: the windows around matches on long lines are the same and make no thread-pool request', async () => {
    expect(blockingFs()).toBe(false);
    const { threaded, blocking } = await inBothModes(calls);
    // The reference run does use the thread pool (else the count below would prove nothing).
    expect(threaded.requests).toBeGreaterThan(10);
    // Blocking: the same windows and errors, and no request in the thread pool.
    expect(blocking).toEqual({ results: threaded.results, requests: 0 });
    const [first, second, deep, last, accents, none] = blocking.results as {
      ok?: { text: string; at: number } | null;
    }[];
    expect(first?.ok?.text.slice(first.ok.at, first.ok.at + 6)).toBe('NEEDLE');
    expect(second?.ok?.text).toBe('second line');
    expect(deep?.ok?.text.slice(deep.ok.at, deep.ok.at + 6)).toBe('NEEDLE');
    expect(last?.ok?.text).toBe('last');
    expect(accents?.ok?.text.slice(accents.ok.at, accents.ok.at + 6)).toBe('NEEDLE');
    expect(none).toEqual({ ok: null });
    const errors = JSON.stringify(blocking.results.slice(6));
    expect(errors).toContain('ENOENT');
    expect(errors).toContain('EISDIR');
  });
});
