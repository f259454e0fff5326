/**
 * P81 (issue #13, goal f): with thousands of summaries, `pastSummaries` keeps find's output with the
 * listing in the index (`summary_folder_sweep_v2`) and, while find prints the very same bytes, takes
 * the recorded numbers instead of parsing the output and looking every note up again. Any change a
 * note's `lstat` numbers show (an in-place edit of the same size) changes find's bytes, so it is
 * seen as before; a stored output that is damaged or belongs to another listing is not believed.
 * Real files in a temp vault, the real `find` of this machine, the real index database.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBlockingRipgrep } from '../search/run-ripgrep.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { pastSummaries } from './past-summaries.js';
import * as sweepModule from './sweep-note-versions.js';
import type { Vault } from './vault.js';

// Counts how often find's output is parsed (the real parser runs).
vi.mock('./sweep-note-versions.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./sweep-note-versions.js')>();
  return { ...actual, parseSweep: vi.fn(actual.parseSweep) };
});

// This file's process is a one-shot one, as `ma search` is (vitest runs each file in its own worker).
useBlockingRipgrep();

const parses = () => vi.mocked(sweepModule.parseSweep).mock.calls.length;

// F7: the hook writes 2,000 summaries into a copy of the sample vault and each test builds and reads their index: real
// file work; under CI load (two cores shared by eight helpers, load 37) the hook passed its 20 s; 58-99 s a test measured then.
const SWEEP_WORK = 300_000;

describe('P81 find\u2019s output kept with the summaries\u2019 listing', () => {
  let vault: Vault;
  let sample: TempDir;
  let db: string;
  beforeEach(async () => {
    ({ vault, dir: sample } = await openSampleVault());
    db = path.join(vault.root, '.meeting-assistant', 'index.sqlite');
    await mkdir(path.join(vault.root, 'Summaries', 'archive'), { recursive: true });
    for (let i = 0; i < sweepModule.SWEEP_MIN_NOTES; i++)
      await writeFile(
        path.join(vault.root, 'Summaries', 'archive', `2025-01-01 Old ${i}.md`),
        `---\ndate: 2025-01-01\nprojects: [archive-${i % 7}]\n---\nbody body\n`,
      );
    // The listing stands for the folders only once they were left alone for 2 s (docs/indexes.md).
    await new Promise((resolve) => setTimeout(resolve, 2100));
    vi.mocked(sweepModule.parseSweep).mockClear();
  }, SWEEP_WORK);
  afterEach(() => sample.cleanup());
  const names = async (scope: string[]) => (await pastSummaries(vault, scope)).map((s) => s.name);
  const stored = (): Buffer | null => {
    const index = new DatabaseSync(db, { readOnly: true });
    try {
      const row = index.prepare('SELECT output FROM summary_folder_sweep_v2').get() as
        | { output: Uint8Array }
        | undefined;
      return row ? Buffer.from(row.output) : null;
    } finally {
      index.close();
    }
  };
  const findNow = () => sweepModule.sweepOutput(path.join(vault.root, 'Summaries'));

  it(
    'P81, F7: keeps find\u2019s output, parses none of it while it is the same, and still sees an in-place edit',
    async () => {
      const first = await names(['remote-control']); // builds the index and its listing
      expect(parses()).toBe(1);
      expect(stored()?.equals(findNow() as Buffer)).toBe(true);
      expect(await names(['remote-control'])).toEqual(first);
      expect(await names(['archive-5'])).toHaveLength(Math.ceil((sweepModule.SWEEP_MIN_NOTES - 5) / 7));
      expect(parses()).toBe(1); // the same bytes twice: nothing parsed
      // A note outside the scope edited in place into it (same size, same inode): seen at once.
      const rel = 'Summaries/archive/2025-01-01 Old 12.md';
      const before = lstatSync(path.join(vault.root, rel));
      writeFileSync(
        path.join(vault.root, rel),
        '---\ndate: 2025-01-01\nprojects: [remote-control]\n---\nbody\n',
      );
      expect(lstatSync(path.join(vault.root, rel)).size).toBe(before.size);
      // Settled first (review s38 V66: a summary changed within the margin is read, not recorded).
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await names(['remote-control'])).toEqual([...first, '2025-01-01 Old 12']);
      expect(parses()).toBe(2);
      expect(stored()?.equals(findNow() as Buffer)).toBe(true); // recorded with the edit
      expect(await names(['remote-control'])).toEqual([...first, '2025-01-01 Old 12']);
      expect(await names(['archive-5'])).not.toContain('2025-01-01 Old 12');
      expect(parses()).toBe(2);
    },
    SWEEP_WORK,
  );

  it(
    'L84 an in-place edit that puts the modification time back (touch -r) changes find\u2019s output and is seen',
    async () => {
      const first = await names(['remote-control']);
      expect(await names(['remote-control'])).toEqual(first);
      expect(parses()).toBe(1);
      const abs = path.join(vault.root, 'Summaries/archive/2025-01-01 Old 12.md');
      const before = lstatSync(abs, { bigint: true });
      execFileSync('touch', ['-r', abs, `${abs}.times`]);
      writeFileSync(abs, '---\ndate: 2025-01-01\nprojects: [remote-control]\n---\nbody\n');
      execFileSync('touch', ['-r', `${abs}.times`, abs]);
      const after = lstatSync(abs, { bigint: true });
      expect([after.size, after.mtimeNs, after.ino]).toEqual([before.size, before.mtimeNs, before.ino]);
      expect(await names(['remote-control'])).toEqual([...first, '2025-01-01 Old 12']);
      expect(await names(['archive-5'])).not.toContain('2025-01-01 Old 12');
    },
    SWEEP_WORK,
  );

  it(
    'P81, F7: a summary that cannot be read is looked at on every call, and the output still stands for the others',
    async () => {
      // Not text (NUL bytes): never cached, never named, read again on each call.
      const odd = path.join(vault.root, 'Summaries', 'archive', 'not text.md');
      writeFileSync(odd, Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0x01, 0x0a]));
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const first = await names(['archive-2']);
      expect(parses()).toBe(1);
      expect(stored()?.equals(findNow() as Buffer)).toBe(true);
      expect(await names(['archive-2'])).toEqual(first);
      expect(parses()).toBe(1);
      // Made readable and of the scope in place: seen (find's bytes changed), then recorded.
      writeFileSync(odd, '---\nprojects: [archive-2]\ndate: 2025-01-01\n---\n');
      expect(await names(['archive-2'])).toEqual([...first, 'not text'].sort().reverse());
      expect(parses()).toBe(2);
      expect(await names(['archive-2'])).toEqual([...first, 'not text'].sort().reverse());
      expect(parses()).toBe(2);
    },
    SWEEP_WORK,
  );

  it(
    'P81, F7: does not believe a stored output that is damaged or recorded with another listing',
    async () => {
      const first = await names(['archive-3']);
      const rel = 'Summaries/archive/2025-01-01 Old 10.md'; // archive-3
      const index = new DatabaseSync(db);
      // Another listing's output: taken as none, find's output parsed again.
      index.prepare('UPDATE summary_folder_sweep_v2 SET listing_crc = listing_crc + 1').run();
      expect(await names(['archive-3'])).toEqual(first);
      expect(parses()).toBe(2);
      expect(stored()?.equals(findNow() as Buffer)).toBe(true); // written again with its own listing
      expect(await names(['archive-3'])).toEqual(first);
      expect(parses()).toBe(2);
      // Damaged bytes of the same length: never equal to what find prints, so parsed, and repaired.
      index.prepare('UPDATE summary_folder_sweep_v2 SET output = zeroblob(length(output))').run();
      expect(await names(['archive-3'])).toEqual(first);
      expect(parses()).toBe(3);
      expect(stored()?.equals(findNow() as Buffer)).toBe(true);
      expect(await names(['archive-3'])).toEqual(first);
      expect(parses()).toBe(3);
      // A note edited out of the scope: find's bytes change, the edit is seen.
      writeFileSync(
        path.join(vault.root, rel),
        '---\ndate: 2025-01-01\nprojects: [archive-4]\n---\nbody body\n',
      );
      expect(await names(['archive-3'])).toEqual(first.filter((name) => name !== '2025-01-01 Old 10'));
      expect(parses()).toBe(4);
      index.close();
    },
    SWEEP_WORK,
  );
});
