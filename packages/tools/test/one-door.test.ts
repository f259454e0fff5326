/**
 * The package has one door: `src/index.ts` holds the named re-exports; no other barrel
 * (`index.ts` of only re-exports) exists to drift from it. `granular/index.ts` is the tool
 * registry, not a barrel. Spec: docs/contributing.md (`src/index.ts` holds only named re-exports).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

describe('package surface', () => {
  it('src/index.ts is the only barrel', async () => {
    const files = await readdir(SRC, { recursive: true });
    const barrels: string[] = [];
    for (const f of files.filter((f) => path.basename(f) === 'index.ts' && f !== 'index.ts')) {
      const code = (await readFile(path.join(SRC, f), 'utf8')).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      const statements = code
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean);
      if (statements.every((s) => s.startsWith('export') && /\bfrom\s+['"]/.test(s))) barrels.push(f);
    }
    expect(barrels).toEqual([]);
  });
});
