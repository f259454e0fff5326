import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rgPath } from '@vscode/ripgrep';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleForChild } from '../test-support/bundle-for-child.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';

// B22: one giant line must cost bounded memory. The child's V8 heap is capped far below what
// reading rg's `--json` output for these lines takes (every submatch plus the whole line: ~450 MB).
const HEAP_MB = 64;

let dir: TempDir;
let vaultRoot: string;
let bundle: string;

beforeAll(async () => {
  dir = await makeTempDir('ma-search-mem-');
  vaultRoot = path.join(dir.root, 'vault');
  await mkdir(path.join(vaultRoot, 'Notes'), { recursive: true });
  await writeFile(path.join(vaultRoot, 'Notes/ab.md'), `${'ab '.repeat(8e6)}\n`); // 24 MB, 8 M matches of "a"
  await writeFile(path.join(vaultRoot, 'Notes/x.md'), `${'x'.repeat(5e6)}\n`); // 5 MB, 5 M matches of "x"
  const half = 'ab '.repeat(4e6);
  await writeFile(path.join(vaultRoot, 'Notes/deep.md'), `intro\n${half}Falcon${half}\n`); // match 12 MB in
  const here = path.dirname(fileURLToPath(import.meta.url));
  const entry = path.join(dir.root, 'entry.ts');
  await writeFile(
    entry,
    [
      `export { searchVault } from ${JSON.stringify(path.join(here, 'search-vault.ts'))};`,
      `export { openVault } from ${JSON.stringify(path.join(here, '../vault/vault.ts'))};`,
      `export { parseConfig } from ${JSON.stringify(path.join(here, '../config/parse-config.ts'))};`,
    ].join('\n'),
  );
  // @vscode/ripgrep finds its binary through __dirname, which an ES bundle lacks: stub it, pass rgPath.
  const stub = path.join(dir.root, 'rg-stub.mjs');
  await writeFile(stub, 'export const rgPath = "";\n');
  bundle = path.join(dir.root, 'search.mjs');
  await bundleForChild(entry, bundle, { '@vscode/ripgrep': stub });
}, 60_000);
afterAll(() => dir?.cleanup());

async function searchInChild(pattern: string, paths: string[]) {
  const script = path.join(dir.root, `run-${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(
    script,
    `import { searchVault, openVault, parseConfig } from ${JSON.stringify(bundle)};
const vault = await openVault(${JSON.stringify(vaultRoot)}, parseConfig(undefined));
const result = await searchVault(vault, { pattern: ${JSON.stringify(pattern)}, paths: ${JSON.stringify(paths)}, rgPath: ${JSON.stringify(rgPath)} });
process.stdout.write(JSON.stringify(result));`,
  );
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => {
    stdout += c;
  });
  child.stderr.setEncoding('utf8').on('data', (c: string) => {
    stderr += c;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  return { code, stdout, stderr };
}

describe('B22: a giant single line costs bounded memory and output', () => {
  it(`B22: a 24 MB line of "ab " searched for "a", and a 5 MB line of "x", in a ${HEAP_MB} MB heap`, async () => {
    const run = await searchInChild('a|x', ['Notes/ab.md', 'Notes/x.md']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.length).toBeLessThan(2048);
    const result = JSON.parse(run.stdout) as { matches: { path: string; line: number; text: string }[] };
    expect(result).toMatchObject({ truncated: true, warnings: [] });
    expect(result.matches.map((m) => [m.path, m.line])).toEqual([
      ['Notes/ab.md', 1],
      ['Notes/x.md', 1],
    ]);
    for (const m of result.matches) {
      expect(m.text.length).toBeLessThanOrEqual(240);
      expect(m.text.endsWith('…')).toBe(true);
    }
    expect(result.matches[0]!.text.startsWith('ab ab ')).toBe(true);
  }, 60_000);

  it('B22: a match 12 MB into a line is shown in a window around it, read back from the file', async () => {
    const run = await searchInChild('Falcon', ['Notes']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { matches: { path: string; line: number; text: string }[] };
    expect(result.matches).toHaveLength(1);
    const [m] = result.matches;
    expect(m).toMatchObject({ path: 'Notes/deep.md', line: 2 });
    expect(m!.text).toMatch(/^….*ab Falcon ?ab.*…$/);
    expect(m!.text.length).toBeLessThanOrEqual(240);
    expect(m!.text.indexOf('Falcon')).toBeGreaterThan(80);
  }, 60_000);
});
