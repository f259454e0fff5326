/**
 * Newcomer S34 A1, through `ma summarize` (the built binary, the offline engine, a temp sample vault
 * copy): a German meeting dated `date: 05.12.2026` (as a `DD.MM.YYYY` template writes it) was "not a
 * date": the summary had no `date:` and "bis Freitag" became `(due freitag)`. Now the summary is dated
 * 2026-12-05 and the task is due 2026-12-11; an ambiguous `5/12/2026` is settled by the note's name.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseNote } from '@ma/core';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const name = '2026-12-05 Jahresplanung Müller & Söhne';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

/** A meeting note with `dateLine` and its German transcript (one task due "bis Freitag"). */
async function meeting(dateLine: string): Promise<void> {
  await writeFile(
    join(vault.root, 'Meetings', `${name}.md`),
    `---\ntitle: Jahresplanung\n${dateLine}\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\n`,
  );
  await writeFile(
    join(vault.root, 'Transcripts', `${name}.md`),
    `---\nmeeting: "[[Meetings/${name}]]"\nlanguage: de\n---\n` +
      'Jürgen Müller: Wir haben beschlossen, dass das Marketingbudget um fünf Prozent steigt.\n' +
      'Zoë Ångström: Einverstanden. Ich schicke die neue Kampagne bis Freitag an alle.\n',
  );
}

describe('A1: a meeting dated the local way', { timeout: 120_000 }, () => {
  for (const dateLine of ['date: 05.12.2026', 'date: 5. Dezember 2026', 'date: 5/12/2026']) {
    it(`\`${dateLine}\`: the summary is dated 2026-12-05 and "bis Freitag" is due 2026-12-11, no warning`, async () => {
      await meeting(dateLine);
      const run = await runMa(['summarize', name, '--vault', vault.root]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).not.toContain('date');
      const text = await readFile(join(vault.root, 'Summaries', `${name}.md`), 'utf8');
      expect(parseNote(text).frontmatter?.data.date).toBe('2026-12-05');
      expect(text).toContain('bis Freitag an alle. (due 2026-12-11)');
      // The user's meeting note keeps the date as written.
      expect(await readFile(join(vault.root, 'Meetings', `${name}.md`), 'utf8')).toContain(`\n${dateLine}\n`);
    });
  }
});
