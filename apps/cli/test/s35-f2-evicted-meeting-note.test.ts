/**
 * Newcomer s35 F2: a meeting note evicted to iCloud by "Optimize Mac Storage" (only
 * `Meetings/.<name>.md.icloud` on this device) got the wrong advice: by name, that the same-name
 * note in References/ "is not a meeting note" (set folders.meetings to References); by path, "not
 * found … did you mean" another meeting. Core knew (R37) but the command line replaced its words.
 * Now every form says the note is in iCloud and to download it. Built `ma`, a sample-vault copy.
 */
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NAME = '2026-03-11 Remote control conceptual design';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await vault.cleanup();
});

describe('F2: a meeting note evicted to iCloud', () => {
  it('is said to be in iCloud, with how to download it, by name, by path and for a tool', async () => {
    await rename(
      path.join(vault.root, 'Meetings', `${NAME}.md`),
      path.join(vault.root, 'Meetings', `.${NAME}.md.icloud`),
    );
    for (const args of [
      ['summarize', NAME],
      ['summarize', `Meetings/${NAME}.md`],
      ['tool', 'read_meetingnote', '--meeting', NAME],
    ]) {
      const run = await runMa([...args, '--vault', vault.root]);
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain(`Meetings/${NAME}.md is not on this device`);
      expect(run.stderr).toContain('Download Now');
      expect(run.stderr).not.toMatch(/References|did you mean/);
    }
  }, 120_000);
});
