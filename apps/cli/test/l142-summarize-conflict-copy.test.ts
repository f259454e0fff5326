/**
 * Leftovers L142 (newcomer review, session 29, F3): `ma summarize` on a sync tool's conflict copy of a
 * meeting note said the generic "transcript link … belongs to … was this meeting note copied from that
 * one?"; a copy whose transcript had no `meeting:` back link was even summarized (a second summary and
 * context note). Now every run on a copy (Dropbox, Syncthing forms; with `--force` too) is refused
 * before anything is written, naming the original and what to do; with the original gone, to rename
 * the copy. Built `ma`, a temp sample vault, every file hashed before and after.
 * Spec: docs/hostile-cases.md (sync-conflict copies); newcomer review F3.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NAME = '2026-03-10 Remote control functional design';

/** Every file of the vault with the sha256 of its bytes. */
async function hashes(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await readdir(root, { recursive: true, withFileTypes: true }))
    if (e.isFile()) {
      const abs = join(e.parentPath, e.name);
      out[abs] = createHash('sha256')
        .update(await readFile(abs))
        .digest('hex');
    }
  return out;
}

describe('L142: ma summarize on a sync-conflict copy', { timeout: 150_000 }, () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const at = (rel: string) => join(vault.root, ...rel.split('/'));

  it('L142: refused naming the original and what to do, --force too, nothing written; original gone: rename it', async () => {
    const text = await readFile(at(`Meetings/${NAME}.md`), 'utf8');
    const copies = [`${NAME} (conflicted copy 2026-12-01)`, `${NAME}.sync-conflict-20261201-101010-ABCDEFG`];
    for (const copy of copies) await writeFile(at(`Meetings/${copy}.md`), text);
    const before = await hashes(vault.root);
    for (const copy of copies)
      for (const extra of [[], ['--force']]) {
        const run = await runMa(['summarize', copy, '--vault', vault.root, ...extra]);
        expect(run.code).toBe(1);
        expect(run.stderr).toContain(
          `ma: Meetings/${copy}.md is a sync-conflict copy of Meetings/${NAME}.md (the name a sync tool such as Dropbox, Obsidian Sync or Syncthing gives the copy it leaves when two devices changed a note): it is no meeting of its own; open both, keep what you want in Meetings/${NAME}.md, then delete the copy; nothing was written`,
        );
        expect(run.stderr).not.toContain('change its meeting:');
      }
    expect(await hashes(vault.root)).toEqual(before);
    await rename(at(`Meetings/${NAME}.md`), at(`${NAME}.md`));
    const gone = await runMa(['summarize', copies[0] as string, '--vault', vault.root]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain(
      `and Meetings/${NAME}.md is gone: rename the copy to ${NAME}.md; nothing was written`,
    );
  });
});
