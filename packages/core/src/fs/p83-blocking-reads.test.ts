/**
 * P83 (issue 13, goals e and g): once `useBlockingFs` is on (a one-shot `ma tool` / `ma search`), the text
 * reads through `readChunks` (a ranged read of a transcript, the line counts of a project listing, a
 * text's digest, the not-text check) are blocking calls too, so such a process never starts libuv's thread
 * pool to read a file: before, `ma tool read_transcript`, `read_context`, `read_usernotes` and
 * `list_projectfiles` started its four threads for their reads. The same reads on a temp folder (a
 * multi-chunk text, CRLF lines, a start offset, a folder, a missing file, bytes that are not text), first
 * as before, then in that mode: the same chunks, results and errors, and no file-system request of core's
 * in the thread pool (Node's `FSREQPROMISE` / `FSREQCALLBACK` async resources, seen with `async_hooks`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLines } from '../lines/read-lines.js';
import { readTextDigest } from '../lines/text-digest.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { inBothModes, outcome } from '../test-support/thread-pool-requests.js';
import { blockingFs } from './blocking-fs.js';
import { findNotTextInFile } from './not-text-in-file.js';
import { readChunks } from './read-chunks.js';

let dir: TempDir;
const at = (rel: string) => path.join(dir.root, rel);

beforeAll(async () => {
  dir = await makeTempDir('ma-p83-');
  const lines = Array.from(
    { length: 5000 },
    (_, i) => `[00:${String(i % 60).padStart(2, '0')}] **Ann:** line ${i}`,
  );
  await writeFile(at('long.md'), `${lines.join('\r\n')}\r\n`);
  await writeFile(at('short.md'), 'one\ntwo\nthree');
  await writeFile(at('bytes.md'), Buffer.from([0x66, 0x00, 0x6f, 0xff]));
  await mkdir(at('folder'));
});
afterAll(async () => {
  await dir.cleanup();
});

/** Every chunk `readChunks` gives, as hex, with the error that ended it. */
async function chunks(file: string, opts?: { start?: number; chunkBytes?: number }): Promise<unknown> {
  return outcome(async () => {
    const out: string[] = [];
    for await (const chunk of readChunks(at(file), opts)) out.push(chunk.toString('hex'));
    return out;
  });
}

/** The reads, with their outcomes. */
async function calls(): Promise<unknown[]> {
  return [
    await chunks('long.md'),
    await chunks('long.md', { start: 70_000, chunkBytes: 4096 }),
    await chunks('short.md', { chunkBytes: 5 }),
    await chunks('missing.md'),
    await chunks('folder'),
    // Stopping early closes the file (the next read of the same file works).
    await outcome(async () => {
      for await (const chunk of readChunks(at('long.md'), { chunkBytes: 10 })) return chunk.toString();
    }),
    await outcome(() => readLines(at('long.md'), { from: 2500, to: 2502 })),
    await outcome(() => readLines(at('short.md'), { from: 2 })),
    await outcome(() => readTextDigest(at('long.md'))),
    await outcome(() => findNotTextInFile(at('bytes.md')).then((e) => e?.message ?? null)),
    await outcome(() => findNotTextInFile(at('short.md'))),
  ];
}

describe('P83 useBlockingFs: text reads without the thread pool', () => {
  it('P83: ranged reads, digests and chunked reads give the same bytes and errors and make no thread-pool request', async () => {
    expect(blockingFs()).toBe(false);
    const { threaded, blocking } = await inBothModes(calls);
    // The reference run does use the thread pool (else the count below would prove nothing).
    expect(threaded.requests).toBeGreaterThan(10);
    // Blocking: the same bytes, results and errors, and no request in the thread pool.
    expect(blocking).toEqual({ results: threaded.results, requests: 0 });
    const text = JSON.stringify(blocking.results);
    expect(text).toContain('line 2500');
    expect(text).toContain('ENOENT');
    expect(text).toContain('EISDIR');
    expect(text).toContain('"ok":"[00:00] **"');
    expect(text).toContain('"lines":5000');
  });
});
