/**
 * Review s39 V71: `ma settings` showed the user a diff computed from one read of the file and
 * guarded the write with the bytes of a second read (`propose`: the text, then `readFile` again for
 * the basis). A save by the user (Obsidian, an editor) between the two reads became the basis: the
 * approved write replaced that save, which the diff never showed. Now the basis is the bytes the
 * diff was computed from, so such a save is found before the rename and nothing is written. Real
 * files (a temp sample vault); the user's save is made right after the settings code's first read
 * of the file, the moment the race needs.
 * Spec: docs/atomic-writes.md (expected bytes); brief ("a refused call leaves every file as it was").
 */
import * as fsp from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig, openVault } from '@ma/core';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFileOf, SettingsFiles, SettingsRefusal } from '../src/settings/settings-files.js';

/** Called once after the settings code's first whole read of `watched` (then forgotten). */
let afterFirstRead: { watched: string; save: () => Promise<void> } | null = null;
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    readFile: vi.fn(async (...args: Parameters<typeof actual.readFile>) => {
      const result = await actual.readFile(...args);
      const hook = afterFirstRead;
      if (hook !== null && args[0] === hook.watched) {
        afterFirstRead = null;
        await hook.save();
      }
      return result;
    }),
  };
});

let vault: SampleVaultCopy | undefined;
afterEach(async () => {
  afterFirstRead = null;
  await vault?.cleanup();
  vault = undefined;
});

describe('V71: ma settings guards its write with the bytes its diff was computed from', () => {
  it('V71: a save between the diff and the write is kept; the change is refused', async () => {
    vault = await copySampleVault();
    const root = vault.root;
    const rel = 'Projects/remote-control/AGENTS.md';
    const abs = join(root, rel);
    const original = '---\nowner: ann\n---\n# Agents\nBe brief.\n';
    const saved = '---\nowner: ann\n---\n# Agents\nBe brief. Cite the budget.\n';
    await fsp.writeFile(abs, original);
    const files = new SettingsFiles(
      await openVault(root, await loadConfig({ vault: root })),
      configFileOf(root, undefined),
    );
    // The user saves the file right after the first read `propose` makes of it.
    afterFirstRead = { watched: abs, save: () => fsp.writeFile(abs, saved) };
    const change = await files.propose(
      'agents',
      '---\nowner: ann\n---\n# Agents\nBe very brief.\n',
      'remote-control',
    );
    // The diff is what the user approves: it was computed from the text before the save.
    expect(change.diff).toContain('-Be brief.');
    // Had the save not happened within propose, it happens now (before the approval).
    if (afterFirstRead !== null) {
      afterFirstRead = null;
      await fsp.writeFile(abs, saved);
    }
    await expect(change.apply()).rejects.toBeInstanceOf(SettingsRefusal);
    expect(await fsp.readFile(abs, 'utf8')).toBe(saved);
  });
});
