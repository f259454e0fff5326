/**
 * L572: only `@ma/core`'s README said how to install it. A newcomer embedding `@ma/agent` by its README
 * packed it and ran `npm install` of the tarballs they knew of (core, tools, agent): npm then asked the
 * public registry for `@ma/extractive` (E404 today; the `@ma` scope there is not ours, docs/packages.md,
 * so another day someone else's code). Now each library's README gives its `npm install` line naming the
 * tarball of itself and of every `@ma` package it needs (transitively), and every peer they need, so npm
 * never looks up an `@ma` name on the registry. Checked against each package.json.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..', '..', '..');
const LIBRARIES = ['core', 'tools', 'agent', 'extractive', 'notifier'];

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifest = async (name: string): Promise<Manifest> =>
  JSON.parse(await readFile(join(repo, 'packages', name, 'package.json'), 'utf8'));

/** `name` and every `@ma` package it depends on, transitively (short names: `core`), with all their peers. */
async function needs(name: string): Promise<{ packages: Set<string>; peers: Set<string> }> {
  const packages = new Set<string>();
  const peers = new Set<string>();
  const visit = async (n: string): Promise<void> => {
    if (packages.has(n)) return;
    packages.add(n);
    const m = await manifest(n);
    for (const peer of Object.keys(m.peerDependencies ?? {})) peers.add(peer);
    for (const dep of Object.keys(m.dependencies ?? {}))
      if (dep.startsWith('@ma/')) await visit(dep.slice('@ma/'.length));
  };
  await visit(name);
  return { packages, peers };
}

describe('L572: each library README says how to install it from the packed tarballs', () => {
  for (const name of LIBRARIES) {
    it(`L572: packages/${name}/README.md installs @ma/${name} with every @ma package and peer it needs`, async () => {
      const readme = await readFile(join(repo, 'packages', name, 'README.md'), 'utf8');
      const line = readme.split('\n').find((l) => l.startsWith('npm install '));
      expect(line, `packages/${name}/README.md has no "npm install" line`).toBeDefined();
      const words = (line as string).split('#')[0]?.trim().split(/\s+/).slice(2) ?? [];
      const { packages, peers } = await needs(name);
      const tarballs = words.filter((w) => w.endsWith('.tgz'));
      expect(new Set(tarballs)).toEqual(new Set([...packages].map((p) => `/tmp/ma-packs/ma-${p}-*.tgz`)));
      expect(new Set(words.filter((w) => !w.endsWith('.tgz')))).toEqual(peers);
      expect(line).toContain('# not on the registry yet: see docs/packages.md');
    });
  }
});
