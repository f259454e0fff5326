import { spawn } from 'node:child_process';
import { chmod, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockedError } from '../errors/locked-error.js';
import { bundleForChild } from '../test-support/bundle-for-child.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { isAtomicTempName } from './atomic-temp-name.js';
import { writeFileAtomic } from './write-file-atomic.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.cleanup());

const locked = (code: string) =>
  Object.assign(new Error(`${code}: operation not permitted, rename`), { code });
const noDelays = [0, 0, 0, 0, 0];

describe('writeFileAtomic', () => {
  it('creates and replaces a note and leaves no temp file behind', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFileAtomic(abs, 'first\n');
    await writeFileAtomic(abs, 'second\n');
    expect(await readFile(abs, 'utf8')).toBe('second\n');
    expect(await readdir(dir.root)).toEqual(['x.md']);
  });

  it('B38: skips the write when the bytes are already on disk (mtime and inode unchanged)', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'same\n');
    const before = await stat(abs);
    let renames = 0;
    await writeFileAtomic(abs, 'same\n', {
      fs: {
        rename: async () => {
          renames++;
        },
      },
    });
    const after = await stat(abs);
    expect(renames).toBe(0);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('keeps the permission bits of the file it replaces', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'old\n');
    await chmod(abs, 0o640);
    await writeFileAtomic(abs, 'new\n');
    expect((await stat(abs)).mode & 0o777).toBe(0o640);
  });

  // The fs seam: `rename` is replaced to behave like Windows while another program holds the note open.
  it('B43: a note locked for a while is written after bounded retries (EPERM, EACCES, EBUSY)', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'old\n');
    const failures = ['EPERM', 'EACCES', 'EBUSY'];
    const { rename } = await import('node:fs/promises');
    await writeFileAtomic(abs, 'old\n- item\n', {
      retryDelaysMs: noDelays,
      fs: {
        rename: async (from, to) => {
          const code = failures.shift();
          if (code) throw locked(code);
          await rename(from, to);
        },
      },
    });
    expect(await readFile(abs, 'utf8')).toBe('old\n- item\n');
    expect(await readdir(dir.root)).toEqual(['x.md']);
  });

  it('B43: a note that stays locked gives LockedError, the original byte-identical, no temp file', async () => {
    const abs = path.join(dir.root, 'x.md');
    await writeFile(abs, 'old\n');
    let attempts = 0;
    const error = await writeFileAtomic(abs, 'new\n', {
      retryDelaysMs: noDelays,
      fs: {
        rename: async () => {
          attempts++;
          throw locked('EPERM');
        },
      },
    }).catch((e: unknown) => e);
    expect(LockedError.isInstance(error)).toBe(true);
    expect((error as LockedError).message).toContain('locked by another program');
    expect(attempts).toBe(noDelays.length + 1);
    expect(await readFile(abs, 'utf8')).toBe('old\n');
    expect(await readdir(dir.root)).toEqual(['x.md']);
  });

  it('other rename failures are not retried and still clean up the temp file', async () => {
    const abs = path.join(dir.root, 'x.md');
    let attempts = 0;
    const error = await writeFileAtomic(abs, 'new\n', {
      fs: {
        rename: async () => {
          attempts++;
          throw Object.assign(new Error('EIO'), { code: 'EIO' });
        },
      },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'EIO' });
    expect(attempts).toBe(1);
    expect(await readdir(dir.root)).toEqual([]);
  });

  it('a writer killed with SIGKILL mid-write never leaves a truncated note', async () => {
    // Bundle the real module for a child process (the child cannot load TypeScript itself).
    const here = path.dirname(fileURLToPath(import.meta.url));
    const bundle = path.join(dir.root, 'writer.mjs');
    await bundleForChild(path.join(here, 'write-file-atomic.ts'), bundle);
    const notes = path.join(dir.root, 'vault');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(notes);
    const target = path.join(notes, 'big.md');
    const makeVersions = (letters: string[]) =>
      letters.map((c) => `---\ntitle: ${c}\n---\n${`${c.repeat(99)}\n`.repeat(80_000)}`);
    const versions = makeVersions(['A', 'B', 'C']);
    await writeFile(target, versions[0]!);
    const script = path.join(dir.root, 'child.mjs');
    await writeFile(
      script,
      `import { writeFileAtomic } from ${JSON.stringify(bundle)};
const makeVersions = ${makeVersions.toString()};
const versions = makeVersions(['B', 'C']);
for (let i = 0; ; i++) { await writeFileAtomic(${JSON.stringify(target)}, versions[i % 2]); process.stdout.write('w'); }`,
    );
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    // Kill once a temp file exists (a write is in flight) after at least one full write.
    let written = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      written += chunk.length;
    });
    let exitCode: number | null | undefined;
    child.on('exit', (code) => {
      exitCode = code;
    });
    for (;;) {
      expect(exitCode, 'the writer child exited on its own').toBeUndefined();
      const names = await readdir(notes);
      if (written >= 1 && names.some(isAtomicTempName)) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const bytes = await readFile(target, 'utf8');
    expect(versions.includes(bytes)).toBe(true);
  });
});
