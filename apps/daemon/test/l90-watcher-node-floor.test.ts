/**
 * L90 (lead, session 26): the daemon's watcher, chokidar 6 (Q19), requires Node.js 22.22, while
 * `ma` runs on 22.12. On 22.12–22.21 `ma-daemon run` started a watcher on a runtime its library
 * does not support (events may be missed: a daemon that summarizes nothing, silently), and
 * `ma-daemon install` installed a service that would do the same at every login. Now both refuse
 * on such a Node with a message naming the version found, the version needed and what to do,
 * before anything is opened or written; `install --dry-run` (a plan, maybe for another machine)
 * still prints its plan. In-process `main` with the Node version given through `DaemonIo`.
 * Spec: issue 12 (`ma-daemon run`, `ma-daemon install`); apps/daemon README (Requirements).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { afterEach, describe, expect, it } from 'vitest';
import type { DaemonIo } from '../src/io/daemon-io.js';
import { main } from '../src/main.js';
import { WATCHER_NODE_FLOOR } from '../src/watch/watcher-node-floor.js';
import { makeVault, type TestVault } from './daemon-harness.js';

const vaults: TestVault[] = [];
afterEach(async () => {
  for (const v of vaults.splice(0)) await v.cleanup();
});

function io(nodeVersion: string): DaemonIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: { write: (t: string) => out.push(t) > 0 },
    stderr: { write: (t: string) => err.push(t) > 0 },
    env: { HOME: '/nonexistent-home' },
    cwd: process.cwd(),
    signal: new AbortController().signal,
    platform: 'linux',
    nodeVersion,
  };
}

async function listTree(root: string): Promise<string[]> {
  const found = await readdir(root, { recursive: true });
  return found.map((p) => p.split(path.sep).join('/')).sort();
}

describe('L90: the daemon on a Node.js older than its watcher supports', () => {
  it('L90: `run` on Node 22.12.0 exits 1 naming both versions and writes nothing in the vault', async () => {
    const v = await makeVault();
    vaults.push(v);
    const before = await listTree(v.root);
    const o = io('22.12.0');
    const code = await main(['run', '--vault', v.root], o);
    expect(code).toBe(1);
    const said = o.err.join('');
    expect(said).toContain('ma-daemon run needs Node.js 22.22.0 or newer');
    expect(said).toContain('this is Node.js 22.12.0');
    expect(said).toContain('Install a newer Node.js');
    expect(await listTree(v.root)).toEqual(before);
  });

  it('L90: `install` on Node 22.21.9 is refused the same way; `install --dry-run` still prints its plan', async () => {
    const v = await makeVault();
    vaults.push(v);
    const refused = io('22.21.9');
    expect(await main(['install', '--vault', v.root], refused)).toBe(1);
    expect(refused.err.join('')).toContain('ma-daemon install needs Node.js 22.22.0 or newer');
    const planned = io('22.21.9');
    expect(await main(['install', '--vault', v.root, '--dry-run'], planned)).toBe(0);
    expect(planned.out.join('')).toContain(v.root);
  });

  it('L90: the floor is the one apps/daemon/package.json declares, and newer versions pass', async () => {
    const pkg = JSON.parse(await readFile(path.join(import.meta.dirname, '..', 'package.json'), 'utf8'));
    expect(semver.minVersion(pkg.engines.node)?.version).toBe(WATCHER_NODE_FLOOR);
    for (const ok of ['22.22.0', '22.23.5', '24.1.0']) {
      const o = io(ok);
      // Usage error (no such vault) rather than the version refusal: the check passed.
      const code = await main(['run', '--vault', '/nonexistent/vault/l90'], o);
      expect(o.err.join('')).not.toContain('needs Node.js');
      expect(code).not.toBe(0);
    }
  });
});
