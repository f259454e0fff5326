/**
 * L436 (newcomer, session 46): `ma summarize <unknown>` on the sample vault (six meetings) listed five names and then
 * "… (6 notes in Meetings/)": the one name left out took no more room than the count that replaced it. Now up to six
 * names are all listed; beyond six, five and the count.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('L436 the not-found message names every meeting when one more name is all that is left', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  const knownLine = async () => {
    const run = await runMa(['summarize', 'Budget review', '--vault', vault.root]);
    expect(run.code).toBe(2);
    return run.stderr.slice(run.stderr.indexOf('known: '));
  };

  it('the sample vault: all six names, no "…"', async () => {
    const known = await knownLine();
    expect(known.match(/"[^"]+"/g)).toHaveLength(6);
    expect(known).toContain('"2026-03-10 Remote control functional design"');
    expect(known).not.toContain('…');
  });

  it('seven meetings: five names and the count', async () => {
    await writeFile(
      join(vault.root, 'Meetings', '2026-04-01 Retro.md'),
      '---\ndate: 2026-04-01\n---\n## Notes\n- shipped\n',
    );
    const known = await knownLine();
    expect(known.match(/"[^"]+"/g)).toHaveLength(5);
    expect(known).toContain('… (7 meetings in Meetings/)');
  });
});
