/**
 * V2 (hostile review) through the built `ma`: a meeting named by any link form (wikilink with
 * heading/alias/block, embed, table escape, quotes, Markdown link with title or angle brackets) is
 * the same meeting for `ma tool`, and a transcript linked in any form is read by it. Temp copy of
 * the sample vault.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMaTool } from './run-ma.js';

const NAME = '2026-03-10 Remote control functional design';
const MEETING = `Meetings/${NAME}.md`;

/** Link forms of `<folder>/<name>.md`. */
function forms(folder: string, name: string): string[] {
  const enc = `${folder}/${encodeURIComponent(name)}.md`;
  return [
    `[[${folder}/${name}#Heading|alias]]`,
    `[[${folder}/${name}^block]]`,
    `![[${folder}/${name}]]`,
    `[[${folder}/${name}\\|alias]]`,
    `"[[${folder}/${name}]]"`,
    `[x](${enc} "a title")`,
    `[x](<${folder}/${name}.md> 'a title')`,
    `[a \\] [b]](${enc}#Heading)`,
  ];
}

describe('ma: V2 link forms', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('V2: --meeting in every link form names the same meeting, and every transcript link form is read', async () => {
    for (const meeting of forms('Meetings', NAME)) {
      const run = await runMaTool({
        vaultRoot: vault.root,
        meeting,
        name: 'read_meetingnote',
        args: { to: 1 },
      });
      expect(run.code, `${meeting}: ${run.stdout}${run.stderr}`).toBe(0);
      expect(run.stdout.split('\n')[0], meeting).toBe(`${MEETING} · lines 1–1 of 17`);
    }
    await writeFile(join(vault.root, 'Transcripts/My note.md'), '[00:00:01] **Alice:** hello\n');
    const note = await readFile(join(vault.root, MEETING), 'utf8');
    for (const link of forms('Transcripts', 'My note')) {
      await writeFile(
        join(vault.root, MEETING),
        note.replace(/^transcript: .*$/m, `transcript: ${JSON.stringify(link)}`),
      );
      const run = await runMaTool({
        vaultRoot: vault.root,
        meeting: MEETING,
        name: 'read_transcript',
        args: {},
      });
      expect(run.code, `${link}: ${run.stdout}${run.stderr}`).toBe(0);
      expect(run.stdout.split('\n')[0], link).toBe('Transcripts/My note.md · lines 1–1 of 1');
    }
  }, 120_000);
});
