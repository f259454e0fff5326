/**
 * `loadDirectBundle` reads an ASCII bundle as Latin-1 (no UTF-8 decoding) and any other file as
 * UTF-8, so a bundle that gained a character outside ASCII still runs with the same text
 * (docs/startup.md, seventh pass). Timing lives in bench/.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_HEAD, BUNDLE_TAIL } from './bundle-wrapper.js';
import { loadDirectBundle } from './load-direct-bundle.js';

let folder: string;
const cacheSetting = process.env.NODE_DISABLE_COMPILE_CACHE;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'ma-load-bundle-'));
  // No code cache is written by this test process (the cache is tested in test/direct-bundle.test.ts).
  process.env.NODE_DISABLE_COMPILE_CACHE = '1';
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  if (cacheSetting === undefined) delete process.env.NODE_DISABLE_COMPILE_CACHE;
  else process.env.NODE_DISABLE_COMPILE_CACHE = cacheSetting;
});

describe('issue 13 (e): loadDirectBundle', () => {
  it('runs an ASCII bundle and returns its exports', () => {
    const file = join(folder, 'ascii.cjs');
    writeFileSync(file, "module.exports = { text: 'plain \\u2014 text', file: __filename };\n");
    expect(loadDirectBundle<{ text: string; file: string }>(file, 'test')).toEqual({
      text: 'plain \u2014 text',
      file,
    });
  });

  it('runs a bundle written inside the module wrapper as it is (twelfth pass), with a source map comment after it', () => {
    const file = join(folder, 'wrapped.cjs');
    writeFileSync(
      file,
      `${BUNDLE_HEAD}\n"use strict";module.exports = { file: __filename, strict: this === undefined };${BUNDLE_TAIL}\n//# sourceMappingURL=wrapped.cjs.map\n`,
    );
    expect(loadDirectBundle<{ file: string; strict: boolean }>(file, 'test')).toEqual({ file, strict: true });
  });

  it('reads a bundle with characters outside ASCII as UTF-8, never as Latin-1', () => {
    const file = join(folder, 'utf8.cjs');
    writeFileSync(
      file,
      "// caf\u00e9 \u2014 \u{1f600}\nmodule.exports = { text: 'caf\u00e9 \u2014 \u{1f600}' };\n",
      'utf8',
    );
    expect(loadDirectBundle<{ text: string }>(file, 'test').text).toBe('caf\u00e9 \u2014 \u{1f600}');
  });
});
