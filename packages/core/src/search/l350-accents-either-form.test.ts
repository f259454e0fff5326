/**
 * Leftovers L350: `ma search cafe` found `Cafe\u0301` (a note saved in NFD on macOS: `cafe` is its
 * prefix) but never `Caf\u00e9` in NFC; one query, two answers by how the note was saved. An unaccented
 * letter of a query now finds its accented forms in either form (Obsidian's search ignores accents);
 * an accented query still finds that letter only, NFC or NFD. Escapes' digits (`\x65`), `\pL` and
 * group flags (`(?i)`) stay syntax. Real rg on a temp copy of the sample vault.
 * Spec: seed 000 (search returns keyword-relevant context); docs/tools.md; review12 Y2.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { eitherUnicodeForm } from './either-unicode-form.js';
import { searchVault } from './search-vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  await mkdir(path.join(vault.root, 'L350'), { recursive: true });
  await writeFile(path.join(vault.root, 'L350/nfc.md'), 'Caf\u00e9 M\u00fcnchen at nine\n');
  await writeFile(
    path.join(vault.root, 'L350/nfd.md'),
    'Cafe\u0301 Mu\u0308nchen at nine\n'.normalize('NFD'),
  );
  await writeFile(path.join(vault.root, 'L350/plain.md'), 'Cafe Munchen at nine\n');
});
afterEach(async () => dir.cleanup());

const found = async (pattern: string) =>
  (await searchVault(vault, { pattern, paths: ['L350'] })).matches.map((m) => m.path).sort();

describe('L350: a query finds a word whether the note is NFC or NFD', () => {
  it('L350: unaccented queries find the NFC, NFD and plain notes alike', async () => {
    for (const q of ['cafe', 'munchen', 'Cafe Munchen', '(?i)CAFE\\s+m']) {
      expect(await found(q), q).toEqual(['L350/nfc.md', 'L350/nfd.md', 'L350/plain.md']);
    }
  });

  it('L350: accented queries, NFC or NFD, find the accented notes only', async () => {
    for (const q of ['caf\u00e9', 'cafe\u0301', 'm\u00fcnchen', 'mu\u0308nchen']) {
      expect(await found(q), q).toEqual(['L350/nfc.md', 'L350/nfd.md']);
    }
  });

  it('L350: escapes and group flags stay syntax', () => {
    expect(eitherUnicodeForm('\\x65\\pL(?i)(?P<name>b)')).toBe(
      `\\x65\\pL(?i)(?P<name>${eitherUnicodeForm('b')})`,
    );
    // A long query stays within argv limits: searched as typed past 8000 characters widened.
    expect(eitherUnicodeForm('ab'.repeat(1000))).toBe('ab'.repeat(1000));
    expect(eitherUnicodeForm('e')).toMatch(/^\(\?:\[e\u00e8\u00e9\u00ea\u00eb/);
  });

  it('review2 V129: `istanbul` finds Turkish \u0130stanbul in NFC as in NFD (\u0130 has no one-letter case fold)', async () => {
    await writeFile(path.join(vault.root, 'L350/tr-nfc.md'), '\u0130stanbul office\n');
    await writeFile(path.join(vault.root, 'L350/tr-nfd.md'), 'I\u0307stanbul office\n');
    expect(await found('istanbul')).toEqual(['L350/tr-nfc.md', 'L350/tr-nfd.md']);
    expect(await found('Istanbul')).toEqual(['L350/tr-nfc.md', 'L350/tr-nfd.md']);
  });

  it('review2 V126: a pattern that turns Unicode off (`(?-u)`) is searched as typed, never refused', async () => {
    // rg refuses an accented class or `\p{M}` where Unicode is off ("Unicode not allowed here").
    for (const q of ['(?-u)cafe', '(?i-u)CAFE', '(?-u:c)afe']) {
      expect(await found(q), q).toEqual(['L350/nfd.md', 'L350/plain.md']);
    }
    expect(await found('(?-u)caf\u00e9')).toEqual(['L350/nfc.md', 'L350/nfd.md']);
  });
});
