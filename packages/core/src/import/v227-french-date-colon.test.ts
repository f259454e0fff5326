/**
 * V227 (session 45's closing note): a French header `Date : 07/12/2026` (French typography puts a
 * blank before the colon) was warned about as "day or month first", the key being spelled as
 * English's `Date:`; French writes numbers day first, so the blank makes it 7 December. English
 * `Date: 07/12/2026` is still never guessed (L375).
 * Real import into a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (L375, V227).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';

describe('V227: French `Date :` is day first', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-v227-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });
  const turns = ['', 'Ana : Bonjour. On réduit le budget.', 'Bob : J’envoie le plan vendredi.'];

  it.each([
    ['a space', 'Date : 07/12/2026'],
    ['a no-break space', 'Date\u00a0: 07/12/2026'],
    ['a narrow no-break space', 'Date\u202f: 07/12/2026'],
  ])('V227: %s before the colon: 7 December, from the header', async (_what, line) => {
    const { result } = await importLines(vault, src.root, 'reunion.txt', [line, ...turns]);
    expect(result.date).toBe('2026-12-07');
    expect(result.dateFrom).toBe('transcript header');
  });

  it('V227: English `Date: 07/12/2026` is still not guessed', async () => {
    const { result } = await importLines(vault, src.root, 'sync.txt', ['Date: 07/12/2026', ...turns]);
    expect(result.dateFrom).not.toBe('transcript header');
  });
});
