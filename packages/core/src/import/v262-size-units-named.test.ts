/**
 * V262: limits that are powers of 1024 were named in decimal units or the wrong unit: search's
 * 52,428,800-byte limit as "larger than 50 MB" (core v254 test), the frontmatter's 65,536-byte cap as
 * "the 64 KB limit", and an import's line limit of 16,777,216 characters as "longer than 16 MB" (it
 * counts characters of the decoded text, not bytes). Real files in a temp folder.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { parseNote } from '../notes/parse-note.js';
import { readSourceLines } from './read-source-lines.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('V262: a limit is named in the unit it counts', () => {
  it('frontmatter over 65,536 bytes: "larger than the 64 KiB limit"', () => {
    let thrown: unknown;
    try {
      parseNote(`---\nsummary: ${'a'.repeat(70_000)}\n---\nbody\n`);
    } catch (error) {
      thrown = error;
    }
    expect(FrontmatterError.isInstance(thrown)).toBe(true);
    expect((thrown as Error).message).toContain('frontmatter rejected: larger than the 64 KiB limit');
    expect((thrown as Error).message).not.toContain('KB');
  });

  it('a transcript line over 16,777,216 characters is named in characters, not MB', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ma-v262-'));
    dirs.push(dir);
    const file = join(dir, 'long.txt');
    // Two-byte characters: 17 Mi characters are 34 MiB of UTF-8, so a byte count would say 34 MB.
    await writeFile(file, `Alice: ${'é'.repeat(17 * 1024 * 1024)}\n`);
    let thrown: unknown;
    try {
      for await (const _ of readSourceLines(file, 'long.txt')) {
        // read to the end
      }
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error | undefined)?.message).toBe(
      'long.txt has a line longer than 16,777,216 characters; not a transcript',
    );
  });
});
