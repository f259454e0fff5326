import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySampleVault, sampleVaultPath } from './copy-sample-vault.js';

describe('copySampleVault', () => {
  it('copies the sample vault into a writable temp dir and cleans up', async () => {
    const original = sampleVaultPath();
    const vault = await copySampleVault();
    try {
      expect(vault.root).not.toBe(original);
      expect(vault.root.endsWith('sample-vault')).toBe(true);
      const config = await readFile(join(vault.root, 'meeting-assistant.json'), 'utf8');
      expect(config).toBe(await readFile(join(original, 'meeting-assistant.json'), 'utf8'));
      expect(existsSync(join(vault.root, 'Meetings'))).toBe(true);

      await writeFile(join(vault.root, 'README.md'), 'changed');
      expect(await readFile(join(vault.root, 'README.md'), 'utf8')).toBe('changed');
      expect(await readFile(join(original, 'README.md'), 'utf8')).not.toBe('changed');
    } finally {
      await vault.cleanup();
    }
    expect(existsSync(vault.root)).toBe(false);
    await vault.cleanup(); // idempotent
  });

  it('uses the given folder name and gives each call its own copy', async () => {
    const a = await copySampleVault({ name: 'my-vault' });
    const b = await copySampleVault({ name: 'my-vault' });
    try {
      expect(a.root.endsWith('my-vault')).toBe(true);
      expect(a.root).not.toBe(b.root);
    } finally {
      await Promise.all([a.cleanup(), b.cleanup()]);
    }
  });
});
