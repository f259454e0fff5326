/**
 * V252 (session 49, hostile B43): `delete_identity` on a voice profile another program holds. Windows
 * refuses the unlink or rename of an open file (EPERM/EBUSY) while it is held; the trash move gave up at
 * once: `ma tool` exited 1 with "operation not permitted (EPERM, rename) … written by temp file and
 * rename" (no temp file, no write), where every write says the note is locked. Now the move is retried
 * as a write's rename is, then refused as locked (exit 3), the profile in place byte-identical and
 * nothing left in the trash. A real lock of the file system: the folder's entries made immutable
 * (chattr +i) as root, the folder read-only otherwise.
 * Spec: docs/hostile-cases.md B43; docs/tools.md (delete_identity).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMaTool } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('V252: delete_identity on a profile held by another program', () => {
  it('B43: refused as locked after the bounded retries (exit 3); the profile byte-identical, the trash empty', async () => {
    const root = t.vault.root;
    const folder = join(root, 'Identities');
    const before = await readFile(join(folder, 'Industrial Designer.md'));
    const asRoot = process.getuid?.() === 0;
    if (asRoot) execFileSync('chattr', ['+i', folder]);
    else chmodSync(folder, 0o555);
    t.onCleanup(() => (asRoot ? execFileSync('chattr', ['-i', folder]) : chmodSync(folder, 0o755)));
    const run = await runMaTool({
      vaultRoot: root,
      meeting: '2026-03-10 Remote control functional design',
      name: 'delete_identity',
      args: { name: 'Industrial Designer' },
    });
    expect(run.stdout + run.stderr).toMatch(
      /Identities\/Industrial Designer\.md is locked by another program/,
    );
    expect(run.code).toBe(3);
    expect(await readFile(join(folder, 'Industrial Designer.md'))).toEqual(before);
    const trashed = await readdir(join(root, '.trash'), { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    expect(trashed.filter((e) => !e.isDirectory()).map((e) => e.name)).toEqual([]);
  }, 120_000);
});
