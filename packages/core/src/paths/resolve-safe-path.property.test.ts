import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MaError } from '../errors/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { isInside } from './is-inside.js';
import { resolveSafePath } from './resolve-safe-path.js';

let dir: TempDir;
let vault: string;

beforeAll(async () => {
  dir = await makeTempDir('ma-paths-prop-');
  vault = path.join(dir.root, 'vault');
  await mkdir(path.join(vault, 'a/b'), { recursive: true });
  await mkdir(path.join(vault, '.trash'), { recursive: true });
  await mkdir(path.join(dir.root, 'vault-evil'), { recursive: true });
  await writeFile(path.join(vault, 'a/b/n.md'), 'x\n');
  await symlink(path.join(dir.root, 'vault-evil'), path.join(vault, 'out'));
  await symlink('/', path.join(vault, 'rootlink'));
});
afterAll(() => dir.cleanup());

const tokens = [
  'a',
  'b',
  'n.md',
  '.',
  '..',
  '...',
  '/',
  '\\',
  '//',
  'out',
  'rootlink',
  '.trash',
  '.Trash',
  'C:',
  '\\\\srv',
  '\u0000',
  '\n',
  '\u202e',
  '\uff0e',
  '\uff0f',
  '\u2025',
  '%2e',
  '~',
  ' ',
  'etc',
  'vault-evil',
  'x.md',
];

describe('resolveSafePath property', () => {
  it('never returns a path outside the root or inside the trash, and only throws MaErrors', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...tokens), { minLength: 1, maxLength: 8 }),
        async (parts) => {
          const rel = parts.join('');
          try {
            const r = await resolveSafePath(vault, rel, { argument: 'path' });
            expect(isInside(vault, r.abs)).toBe(true);
            expect(isInside(path.join(vault, '.trash'), r.abs)).toBe(false);
            expect(r.rel.includes('\\')).toBe(false);
          } catch (error) {
            expect(MaError.isMaError(error)).toBe(true);
          }
        },
      ),
      { numRuns: 400, seed: 20260309 },
    );
  });
});
