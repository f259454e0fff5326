/**
 * L327: a TypeScript host compiled as CommonJS with `--module node16` could not load our types: the `.d.cts`
 * declarations' `import { Tool } from 'ai'` is a `require()` of an ES-module-only package to the compiler (TS1479,
 * "the referenced file is an ECMAScript module and cannot be imported with 'require'"), which only nodenext
 * (TypeScript >= 5.8) types. The build now writes such imports as `import type … with { 'resolution-mode': 'import' }`
 * (scripts/cts-esm-type-imports.mjs). The real compiler on a small host file in a temp project whose
 * `node_modules/@ma/*` are the built packages, under node16 and nodenext, as CommonJS and as an ES module.
 * Spec: docs/packages.md (L327).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');
const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
const dir = mkdtempSync(join(tmpdir(), 'ma-l327-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'node_modules', '@ma'), { recursive: true });
for (const name of ['core', 'tools', 'agent'])
  symlinkSync(join(repo, 'packages', name), join(dir, 'node_modules', '@ma', name), 'dir');
// Node's own types, as a host has them (`@types/node`), found from this package.
const nodeTypes = dirname(createRequire(import.meta.url).resolve('@types/node/package.json'));
mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true });
symlinkSync(nodeTypes, join(dir, 'node_modules', '@types', 'node'), 'dir');
writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host', private: true }));
// `.cts` is CommonJS and `.mts` an ES module whatever the package's `type`: one compiler run checks both.
const host = [
  "import { createMeetingTools, type MeetingToolSet } from '@ma/tools';",
  "import { openMeetingSession } from '@ma/agent';",
  "import { openVault } from '@ma/core';",
  'export const parts = [createMeetingTools, openMeetingSession, openVault];',
  'export type Tools = MeetingToolSet;',
  '',
].join('\n');
writeFileSync(join(dir, 'host.cts'), host);
writeFileSync(join(dir, 'host.mts'), host);

describe('L327: our declarations load in node16 and nodenext hosts, CommonJS and ESM', () => {
  for (const module of ['node16', 'nodenext'])
    it(`L327: --module ${module}: a CommonJS and an ES module host compile against @ma's declarations`, () => {
      const r = spawnSync(
        process.execPath,
        [
          tsc,
          '--noEmit',
          '--strict',
          '--module',
          module,
          '--moduleResolution',
          module,
          '--target',
          'es2022',
          'host.cts',
          'host.mts',
        ],
        { cwd: dir, encoding: 'utf8' },
      );
      const ours = r.stdout.split('\n').filter((line) => /@ma[\\/]|packages[\\/]|host\.[cm]ts/.test(line));
      expect(ours).toEqual([]);
      expect(r.stdout).not.toContain('TS1479');
    }, 300_000);
});
