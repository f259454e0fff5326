/**
 * L62: a configured path of the wrong kind (a folder where `files.glossary` / `files.dictation` is
 * configured, a file where `folders.identities` is) is the vault's setup. Every command that opens the
 * vault stops on it first (exit 1, core `assertConfiguredPathKinds`, review4 P7); a tool that meets it
 * later (the vault changed during a session, a host that skipped the check) refuses naming the setting
 * and the same fix as the open check (rename or move it, or re-point the setting), never a symlink the
 * vault does not hold; every file is left as it was.
 * Spec: docs/paths.md (Configured paths that cannot be used); docs/tools.md, Errors are results.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

const cases = [
  {
    entry: 'Glossary.md',
    make: 'folder',
    tool: 'read_glossary',
    args: {},
    setting: 'files.glossary',
    kind: 'file',
  },
  {
    entry: 'Dictation.md',
    make: 'folder',
    tool: 'add_dictation_word',
    args: { word: 'Acme' },
    setting: 'files.dictation',
    kind: 'file',
  },
  {
    entry: 'Identities',
    make: 'file',
    tool: 'delete_identity',
    args: { name: 'Alice' },
    setting: 'folders.identities',
    kind: 'folder',
  },
] as const;

describe('L62: a configured path of the wrong kind met by a tool', () => {
  for (const c of cases) {
    it(`${c.tool} with ${c.entry} a ${c.make}: the setting and the open check's fix, no link, nothing changed`, async () => {
      const abs = path.join(t.root, c.entry);
      await rm(abs, { recursive: true, force: true });
      if (c.make === 'folder') await mkdir(abs);
      else await writeFile(abs, 'not a folder\n');
      const before = await hashTree(t.root);
      const out = await runTool(t.session, c.tool, c.args);
      expect(isRefusal(out), out).toBe(true);
      expect(out).toContain(`${c.setting} in meeting-assistant.json needs a ${c.kind} there`);
      expect(out).toContain(
        `rename or move ${c.entry}, or set ${c.setting} in meeting-assistant.json to another ${c.kind}`,
      );
      expect(out).not.toMatch(/link/);
      expect(await hashTree(t.root)).toBe(before);
    });
  }
});
