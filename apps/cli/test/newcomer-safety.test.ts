/**
 * Newcomer report defects 2 and 6 through `ma summarize`: a meeting note with unclosed
 * frontmatter, or with a byte that is not UTF-8, is refused (exit 1) and stays byte-identical.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('ma summarize refuses notes it cannot edit safely', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('N6: a meeting note whose frontmatter never closes: exit 1, the note unchanged, no second block', async () => {
    const note = join(vault.root, 'Meetings/unclosed.md');
    await writeFile(note, '---\ntitle: x\n');
    const run = await runMa(['summarize', 'unclosed', '--vault', vault.root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/frontmatter is not closed/);
    expect(await readFile(note, 'utf8')).toBe('---\ntitle: x\n');
  });

  it('N2: a meeting note with a stray \\xe9 byte: exit 1, not a UTF-8 text file, the note byte-identical', async () => {
    const note = join(vault.root, 'Meetings/2026-03-10 Remote control functional design.md');
    const broken = Buffer.concat([await readFile(note), Buffer.from('Caf\xe9 notes\n', 'latin1')]);
    await writeFile(note, broken);
    const run = await runMa([
      'summarize',
      '2026-03-10 Remote control functional design',
      '--vault',
      vault.root,
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/not a UTF-8 text file/);
    expect((await readFile(note)).equals(broken)).toBe(true);
  });
});
