/**
 * L229 (review session 34 #2): Obsidian saves a file in place (truncate, then write). The run's whole
 * read and the edits waited for that empty moment (N3, V5), but every other core read took it for an
 * empty file: the tools' ranged reads (`readLines`) showed "lines 0–0 of 0", `streamLines` streamed no
 * line, the digests and the transcript hash were those of an empty text. One rule now
 * (`readAgainAfterEmptyRead`), at each reader's lowest level: a read that found no bytes in a file
 * emptied just now waits for the save and reads what it wrote.
 * Each test begins a real save (the file opened with `w`: truncated, written later) and finishes it
 * inside the reader's wait; without the rule each reader answers for the empty file.
 * Spec: docs/atomic-writes.md (Saves in progress).
 */
import { createHash } from 'node:crypto';
import { closeSync, ftruncateSync, futimesSync, openSync, writeSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileContentHash } from '../artifacts/transcript-hash.js';
import { ConcurrentEditError } from '../errors/index.js';
import { readLines } from '../lines/read-lines.js';
import { streamLines } from '../lines/stream-lines.js';
import { digestText, readTextDigest } from '../lines/text-digest.js';
import { STATE_FOLDER } from '../lock/state-folder.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { readChunks } from './read-chunks.js';
import { readText, readTextOrNull } from './read-text-or-null.js';
import { readTextSettled } from './read-text-settled.js';
import type { SaveWait } from './save-in-progress.js';

const SAVED = '[00:00:01] Ana: We start with the budget.\n[00:00:09] Ben: %% aside %% Agreed.\n';

/**
 * A modification time an hour ahead: a file the test empties carries it, so it counts as changed
 * just now however long a loaded machine pauses the test between the truncate and the reader's look
 * (the product's margin is 100 ms).
 */
const AHEAD = new Date(Date.now() + 3_600_000);

/**
 * Another program's in-place save of `text` to `abs`, stopped between its truncate and its write.
 * `wait` is the readers' wait: the first time a reader waits, the save's bytes land (a second
 * program's write, in the middle of the reader's wait, as Obsidian's would); `waits` counts them.
 */
function saveBegun(abs: string, text: string): { wait: SaveWait; waits: () => number } {
  const fd = openSync(abs, 'w');
  futimesSync(fd, AHEAD, AHEAD);
  let waits = 0;
  return {
    wait: async () => {
      waits++;
      if (waits > 1) return;
      writeSync(fd, text);
      closeSync(fd);
    },
    waits: () => waits,
  };
}

describe('L229: every core read waits for an in-place save it finds empty', () => {
  let dir: TempDir;
  let abs: string;
  beforeEach(async () => {
    dir = await makeTempDir();
    abs = path.join(dir.root, 'Transcript.md');
    await writeFile(abs, 'the text before the save\n');
  });
  afterEach(() => dir.cleanup());

  it('readLines (a ranged read, with and without the line index and comments) shows the saved lines', async () => {
    const plain = saveBegun(abs, SAVED);
    const slice = await readLines(abs, { from: 1, to: 5 }, { wait: plain.wait });
    expect(plain.waits()).toBe(1);
    expect(slice).toMatchObject({ from: 1, to: 2, total: 2 });
    expect(slice.lines[0]).toBe('[00:00:01] Ana: We start with the budget.');

    const indexed = saveBegun(abs, SAVED);
    const withIndex = await readLines(
      abs,
      { from: 2, to: 2 },
      { indexFolder: path.join(dir.root, STATE_FOLDER), comments: true, wait: indexed.wait },
    );
    expect(indexed.waits()).toBe(1);
    expect(withIndex).toMatchObject({ from: 2, to: 2, total: 2, hiddenLines: [2] });
  });

  it('streamLines streams the saved lines', async () => {
    const save = saveBegun(abs, SAVED);
    const lines: string[] = [];
    for await (const line of streamLines(abs, { wait: save.wait })) lines.push(line);
    expect(lines).toEqual(SAVED.split('\n').slice(0, 2));
  });

  it('readText, readTextOrNull, readTextSettled and readChunks read the saved text', async () => {
    const reads: Array<(wait: SaveWait) => Promise<string | null>> = [
      (wait) => readText(abs, { wait }),
      (wait) => readTextOrNull(abs, { wait }),
      (wait) => readTextSettled(abs, undefined, Date.now(), { wait }),
      async (wait) => {
        const chunks: Buffer[] = [];
        for await (const chunk of readChunks(abs, { wait })) chunks.push(chunk);
        return Buffer.concat(chunks).toString('utf8');
      },
    ];
    for (const [i, read] of reads.entries()) {
      const save = saveBegun(abs, SAVED);
      expect(await read(save.wait), `reader ${i}`).toBe(SAVED);
      expect(save.waits(), `reader ${i}`).toBe(1);
    }
  });

  it('the digest of the stale-write check and the transcript hash are those of the saved text', async () => {
    const digestSave = saveBegun(abs, SAVED);
    expect(await readTextDigest(abs, { wait: digestSave.wait })).toEqual(digestText(SAVED));
    const hashSave = saveBegun(abs, SAVED);
    expect(await fileContentHash(abs, { wait: hashSave.wait })).toBe(
      `sha256:${createHash('sha256').update(SAVED).digest('hex')}`,
    );
  });

  it('a file that stays empty and keeps changing is refused (ConcurrentEditError), never read as empty', async () => {
    await writeFile(abs, '');
    const fd = openSync(abs, 'r+');
    try {
      // Every wait sees another save begin (the file truncated again: empty, changed just now).
      const again = async () => {
        ftruncateSync(fd, 0);
        futimesSync(fd, AHEAD, AHEAD);
      };
      const error = await readLines(abs, {}, { wait: again }).catch((e: unknown) => e);
      expect(ConcurrentEditError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(/^Transcript\.md: changed on disk while it was being edited/);
    } finally {
      closeSync(fd);
    }
  });

  it('a really empty file is still read as empty (after the short settling wait), and a file with bytes at once', async () => {
    await writeFile(abs, '');
    expect(await readLines(abs, {})).toEqual({ from: 1, to: 0, total: 0, lines: [] });
    expect(await readText(abs)).toBe('');
    let waited = 0;
    await writeFile(abs, SAVED);
    expect((await readLines(abs, {}, { wait: async () => void waited++ })).total).toBe(2);
    expect(waited).toBe(0);
  });
});
