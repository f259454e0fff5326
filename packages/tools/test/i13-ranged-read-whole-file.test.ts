/**
 * Issue #13 (regression of 2026-12-02: `ma tool read_transcript` of the last 41 lines of a 1 GB
 * transcript took 25 s): a ranged read of a big transcript reads the range, not the whole file,
 * once the vault's index knows the file's version — also the stale-write check's record of the
 * read (docs/stale-writes.md), which took a SHA-256 of the whole text on every read. Behaviour,
 * not timing: a new session (as a new `ma tool` process or a later agent run) reads the end of the
 * file, and the bytes this process passes through read(2) meanwhile (Linux `/proc/self/io`
 * `rchar`, page cache included) stay well under the file's size; its record of the read still
 * matches the text the first read showed. (Until L84 the test overwrote the middle of the file
 * behind the index's back, restoring size, modification time and inode; since L84 the index keys
 * a file's version by its change time too, which no program can put back, so such an edit is seen
 * and the file is read again, as it must be.) Real files on a temp copy of the sample vault.
 * Spec: issue #13 (ranged reads; rules for caches and indexes); docs/stale-writes.md; docs/indexes.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readTextDigest } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryDraft } from '../src/session/summary-draft.js';
import { createToolSession } from '../src/session/tool-session.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
/** Bytes this process has passed through read(2) and pread(2) so far, page cache included (Linux `rchar`). */
async function bytesRead(): Promise<number> {
  const io = await readFile('/proc/self/io', 'utf8');
  return Number(/^rchar: (\d+)$/m.exec(io)?.[1]);
}

describe('issue #13: a ranged read of a big transcript does not read the whole file again', () => {
  it('the second read (new session) takes the line index and the text digest from the vault index; the record matches the text read', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, TRANSCRIPT);
    const head = (await readFile(abs, 'utf8')).split('\n').slice(0, 7); // frontmatter
    const body = Array.from({ length: 40_000 }, (_, i) => `[01:00:00] **Marketing:** line ${i} é✓😀`);
    const text = `${[...head, ...body].join('\n')}\n`;
    await writeFile(abs, text);
    // Settled first (review s38 V61: a file changed within the margin, 100 ms, is read but not indexed).
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024 * 1024); // the index is kept from 1 MiB
    const total = head.length + body.length;

    const start = await bytesRead();
    const first = await runTool(t.session, 'read_transcript', { from: total - 2, to: total });
    // The first read indexes the file: every byte passes, so the measure sees a whole read.
    expect((await bytesRead()) - start).toBeGreaterThanOrEqual(Buffer.byteLength(text));
    expect(first).toContain(`${total}│[01:00:00] **Marketing:** line 39999`);
    const session = await createToolSession({
      vault: t.vault,
      meetingPath: MEETINGS.functional,
      summaryDraft: createMemoryDraft(),
    });
    const before = await bytesRead();
    const second = await runTool(session, 'read_transcript', { from: total - 2, to: total });
    const read = (await bytesRead()) - before;
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(Buffer.byteLength(text) / 2); // a whole read would pass every byte
    expect(second).toContain(`${total}│[01:00:00] **Marketing:** line 39999`);
    // The record of the read is the text shown (its digest taken from the index):
    // a write resting on it passes the stale check for that text and is refused for another.
    const how = { rel: TRANSCRIPT, reread: 'read_transcript' };
    expect(() => session.reads.check(abs, text, how)).not.toThrow();
    expect(() => session.reads.check(abs, `${text}[01:00:01] **Marketing:** appended\n`, how)).not.toThrow();
    expect(() => session.reads.check(abs, `x${text}`, how)).toThrow(/changed since you read it/);
  });

  it('readTextDigest of a big file equals the digest of its text (BOM, CRLF, 4-byte characters split across chunks, no final break)', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, 'big.md');
    const index = path.join(t.root, '.meeting-assistant');
    for (const text of [
      `\uFEFF${'a😀b\r\n'.repeat(200_000)}`,
      `${'é'.repeat(65_535)}😀${'x\n'.repeat(600_000)}last`,
    ]) {
      await writeFile(abs, text);
      const fromText = await readTextDigest(abs); // no index: streamed from the file
      const cached = await readTextDigest(abs, { indexFolder: index });
      const again = await readTextDigest(abs, { indexFolder: index });
      const { digestText } = await import('@ma/core');
      expect(fromText).toEqual(digestText(text));
      expect(cached).toEqual(digestText(text));
      expect(again).toEqual(digestText(text));
    }
  });
});
