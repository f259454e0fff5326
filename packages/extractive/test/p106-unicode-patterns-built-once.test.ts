/**
 * Issue 13, P106: the package build (esbuild, `node22` target) rewrote every regular expression with a Unicode
 * property escape (`/^\p{Ll}/u`, 45 of them) into `new RegExp("^\\p{Ll}", "u")`, so each one written inside a function
 * was parsed from its source string on every call: the sentence stage ran them for every sentence (is it whole, is
 * anything left after cleaning) and for every character of a sentence's last word, about 70 ns each time. The package's
 * build now keeps them as written (Node 22 runs them natively; the same patterns), and the sentence stage's own ones
 * are built once. What a host loads is checked here: the package built with its own tsup config holds no such rewrite,
 * and it summarises a meeting as before.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Options } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../tsup.config.js';

/** Built into the package's node_modules (so the bundle's dependencies resolve as dist's do), removed afterwards. */
const cache = path.join(import.meta.dirname, '..', 'node_modules', '.cache');
let built = '';
beforeAll(async () => {
  mkdirSync(cache, { recursive: true });
  built = mkdtempSync(path.join(cache, 'ma-extractive-p106-'));
  await build({
    ...(config as Options),
    entry: [path.join(import.meta.dirname, '..', 'src', 'index.ts')],
    format: ['esm'],
    outDir: built,
    dts: false,
    sourcemap: false,
    clean: false,
    silent: true,
    config: false,
  });
}, 120_000);
afterAll(() => {
  if (built) rmSync(built, { recursive: true, force: true });
});

describe('P106: Unicode patterns are not rebuilt from their source on every call (issue 13)', () => {
  it('P106: the built engine keeps its \\p{…} patterns as literals, and summarises a meeting as before', async () => {
    const code = readFileSync(path.join(built, 'index.js'), 'utf8');
    const rebuilt = code.match(/new RegExp\("[^"]*\\\\p\{/g) ?? [];
    expect(rebuilt).toEqual([]);
    // The sentence stage's patterns (e.g. "is the sentence's first letter lower case") are still there, as literals.
    expect(code).toContain('/^\\p{Ll}/u');
    const engine = (await import(
      pathToFileURL(path.join(built, 'index.js')).href
    )) as typeof import('../src/index.js');
    const result = engine.summarizeExtractive({
      transcript: [
        '[00:00:01] **Ann:** The e.g. list is long, so we decided to ship the blue case in March.',
        "[00:00:05] **Bob:** I'll send the supplier the order by Friday.",
      ].join('\n'),
      language: 'en',
      meetingDate: '2026-03-02',
    });
    expect(result.decisions.map((d) => d.line)).toEqual([1]);
    expect(result.nextSteps.map((s) => [s.line, s.owner])).toEqual([[2, 'Bob']]);
  });
});
