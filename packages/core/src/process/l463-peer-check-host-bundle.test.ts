/**
 * L463: a host that bundles @ma/core into CommonJS (esbuild, webpack: `import.meta` becomes an empty
 * object there) gave the peer check (L461) `import.meta.url === undefined`, and `createRequire` threw
 * ERR_INVALID_ARG_VALUE as the bundle loaded: a host bundle that loaded before L461 no longer did.
 * Real parts: esbuild bundles the package (its zod with it, as a host's bundler does) into one
 * CommonJS file in a temp folder, which a child Node requires.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPeerVersions, installedPeerVersion } from './peer-versions.js';

const execFileAsync = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ma-l463-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('L463: the peer check in a host’s CommonJS bundle', () => {
  it('L463: a host’s CommonJS bundle of @ma/core loads and works (no ERR_INVALID_ARG_VALUE from the peer check)', async () => {
    const entry = path.join(dir, 'host.ts');
    await writeFile(
      entry,
      `import { cutText, PEER_RANGES } from ${JSON.stringify(path.join(here, '..', 'index.js'))};\nconsole.log(cutText('abcdef', 3), JSON.stringify(PEER_RANGES));\n`,
    );
    const outfile = path.join(dir, 'host.cjs');
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outfile,
      logLevel: 'error',
    });
    const { stdout } = await execFileAsync(process.execPath, [outfile], { cwd: dir, timeout: 120_000 });
    expect(stdout.trim()).toBe('ab… {"zod":"^4.1.8"}');
  }, 300_000);

  it('L463: a module URL that names no file finds no peer, and the check passes', () => {
    for (const from of [undefined, '', 'not a url or path']) {
      expect(installedPeerVersion('zod', from as unknown as string)).toBeNull();
      expect(() =>
        assertPeerVersions('@ma/core', { zod: '^4.1.8' }, from as unknown as string),
      ).not.toThrow();
    }
  });
});
