/**
 * Pins the dependency arrow of docs/architecture.md:
 * cli/daemon → agent → tools → core → files; extractive uses core (the transcript reader) only;
 * notifier and testkit stand apart.
 * Fails when a package.json or a source import reaches upward or sideways.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/**
 * Which workspace packages each package may depend on (runtime or dev). The two apps sit at the
 * top; `ma daemon …` forwards to `@ma/daemon`'s `main`, loaded only when that command runs.
 */
const allowed: Record<string, string[]> = {
  // core's own tests read with @ma/testkit's helpers (a dev dependency: testkit depends on nothing of ours).
  '@ma/core': ['@ma/testkit'],
  '@ma/extractive': ['@ma/core'],
  '@ma/testkit': [],
  '@ma/notifier': [],
  '@ma/tools': ['@ma/core', '@ma/testkit'],
  '@ma/agent': ['@ma/core', '@ma/tools', '@ma/extractive', '@ma/testkit'],
  '@ma/cli': [
    '@ma/core',
    '@ma/tools',
    '@ma/agent',
    '@ma/extractive',
    '@ma/notifier',
    '@ma/testkit',
    '@ma/daemon',
  ],
  '@ma/daemon': ['@ma/core', '@ma/tools', '@ma/agent', '@ma/extractive', '@ma/notifier', '@ma/testkit'],
};

/** Third-party packages a layer must never import (docs/contributing.md). */
const forbiddenExternal: Record<string, string[]> = {
  '@ma/core': ['ai', '@ai-sdk/openai-compatible'],
  '@ma/tools': ['@ai-sdk/openai-compatible'],
};

function packages(): { dir: string; name: string; deps: string[]; ranges: Record<string, string> }[] {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group)).map((entry) => {
      const dir = join(root, group, entry);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const ranges = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
      return { dir, name: pkg.name as string, deps: Object.keys(ranges), ranges };
    }),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory())
      return entry === 'node_modules' || entry === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|mts|js|mjs)$/.test(entry) ? [path] : [];
  });
}

describe('architecture', () => {
  for (const pkg of packages()) {
    it(`${pkg.name} depends only on the packages below it`, () => {
      expect(allowed[pkg.name], `unknown package ${pkg.name}: add it to the arrow`).toBeDefined();
      const internal = pkg.deps.filter((d) => d.startsWith('@ma/'));
      expect(internal.filter((d) => !allowed[pkg.name]?.includes(d))).toEqual([]);
      expect(pkg.deps.filter((d) => forbiddenExternal[pkg.name]?.includes(d))).toEqual([]);
      // `workspace:^` packs as `^0.1.0`; `workspace:*` would pin consumers to one exact version.
      expect(internal.filter((d) => pkg.ranges[d] !== 'workspace:^')).toEqual([]);
    });

    it(`${pkg.name} imports no package it does not declare, and no deep paths`, () => {
      const offenders: string[] = [];
      for (const file of sourceFiles(join(pkg.dir, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](@ma\/[^'"]+)['"]/g)) {
          const spec = match[1] ?? '';
          const name = spec.split('/').slice(0, 2).join('/');
          if (spec !== name || !pkg.deps.includes(name) || forbiddenExternal[pkg.name]?.includes(name)) {
            offenders.push(`${file}: ${spec}`);
          }
        }
        for (const banned of forbiddenExternal[pkg.name] ?? []) {
          if (new RegExp(`from\\s*['"]${banned}['"]`).test(text)) offenders.push(`${file}: ${banned}`);
        }
      }
      expect(offenders).toEqual([]);
    });
  }

  it('the agent package never touches the file system', () => {
    const offenders = sourceFiles(join(root, 'packages/agent/src'))
      .filter((f) => !f.endsWith('.test.ts'))
      .filter((f) => /from\s*['"](node:)?fs(\/promises)?['"]/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
