/**
 * V246 (V240): `ma import` of a not-UTF-8 transcript that TWO meeting notes link converted it in place
 * for them but its message named only the first ("… is the transcript of Meetings/A.md"), because core's
 * result carried one meeting. The conversion now names every meeting that links the file, whichever
 * name the link or the command uses: here one meeting links the file, the other a symlink to it, and the
 * import is given the symlink. The built `ma` as a child process on a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (A transcript a meeting already links, L374; V246).
 */
import { readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const TEXT = '[00:00:01] **Ann:** We decided to move the café launch to March.\r\n';

describe('V246: ma import names every meeting that links the file', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const at = (rel: string) => join(vault.root, rel);
  const meeting = async (name: string, link: string) =>
    writeFile(
      at(`Meetings/${name}.md`),
      `---\ntitle: ${name}\ndate: 2026-03-16\nstatus: ended\ntranscript: "${link}"\n---\nnotes\n`,
    );

  it('V246: two meetings, one through a symlink: the dry run and the conversion name both', async () => {
    const bytes = Buffer.from(`\ufeff${TEXT}`, 'utf16le');
    await writeFile(at('Transcripts/shared.md'), bytes);
    await symlink('shared.md', at('Transcripts/shared-alias.md'));
    await meeting('2026-03-16 Shared A', '[[Transcripts/shared]]');
    await meeting('2026-03-16 Shared B', '[[Transcripts/shared-alias]]');
    const meetings = (await readdir(at('Meetings'))).sort();
    const whose =
      'Transcripts/shared.md is the transcript of Meetings/2026-03-16 Shared A.md and Meetings/2026-03-16 Shared B.md';

    const dry = await runMa(['import', 'Transcripts/shared-alias.md', '--vault', vault.root, '--dry-run'], {
      cwd: vault.root,
    });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stderr).toContain(`dry run: nothing written (${whose}: it would be converted from UTF-16 LE`);
    expect(await readFile(at('Transcripts/shared.md'))).toEqual(bytes);

    const run = await runMa(['import', 'Transcripts/shared-alias.md', '--vault', vault.root], {
      cwd: vault.root,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `converted Transcripts/shared.md from UTF-16 LE to UTF-8 in place (${whose}; no second meeting made; the original is kept as .trash/Transcripts/shared.md)`,
    );
    expect(await readFile(at('Transcripts/shared.md'), 'utf8')).toBe(TEXT);
    expect(await readFile(at('Transcripts/shared-alias.md'), 'utf8')).toBe(TEXT);
    expect((await readdir(at('Meetings'))).sort()).toEqual(meetings);
  }, 180_000);
});
