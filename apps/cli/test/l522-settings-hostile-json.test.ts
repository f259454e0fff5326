/**
 * L522: a configuration proposed through `ma settings` (the model's `content`, which the tool-argument
 * checks do not look inside) was parsed without the nesting check and the whole-number check that
 * `loadConfig` makes: 200,000 nested arrays were refused as "not valid JSON: Maximum call stack size
 * exceeded", and `"debounceMs": 1.0000000000000001` was written, after which every run and the daemon
 * refused the file. Both are now refused before anything is written, in `loadConfig`'s words. Real
 * files (a temp sample vault).
 * Spec: docs/vault-format.md, Configuration; L498, L499, L522.
 */
import { readFile } from 'node:fs/promises';
import { loadConfig, openVault } from '@ma/core';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { configFileOf, SettingsFiles } from '../src/settings/settings-files.js';

let vault: SampleVaultCopy | undefined;
afterEach(async () => {
  await vault?.cleanup();
  vault = undefined;
});

describe('L522: ma settings refuses config content loadConfig would refuse', () => {
  it('L522: a fraction the parse drops and 200,000 levels of nesting are refused; the file stays as it was', async () => {
    vault = await copySampleVault();
    const root = vault.root;
    const file = configFileOf(root, undefined);
    const before = await readFile(file, 'utf8');
    const files = new SettingsFiles(await openVault(root, await loadConfig({ vault: root })), file);
    const refused = (content: string) =>
      files.propose('config', content).then(
        () => 'proposed',
        (error: unknown) => (error as Error).message,
      );
    expect(await refused(before.replace('"debounceMs": 3000', '"debounceMs": 1.0000000000000001'))).toBe(
      'the configuration would be invalid: daemon.debounceMs: expected a whole number, got 1.0000000000000001 (JSON reads it as 1)',
    );
    const deep = 200_000;
    expect(
      await refused(
        before.replace('"trash": ".trash"', `"trash": ".trash", "x": ${'['.repeat(deep)}${']'.repeat(deep)}`),
      ),
    ).toBe(
      `not valid JSON: JSON nested ${deep + 2} levels deep (arrays and objects inside each other); at most 1000 are read`,
    );
    expect(await readFile(file, 'utf8')).toBe(before);
    // A whole number is still proposed.
    expect(await refused(before.replace('"debounceMs": 3000', '"debounceMs": 2000'))).toBe('proposed');
  });
});
