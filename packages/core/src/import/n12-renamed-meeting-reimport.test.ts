/**
 * Newcomer N12: after the meeting note of an import was renamed outside Obsidian (`mv`, a file
 * manager: its transcript's `meeting:` back link not updated), importing the same file again advised
 * moving the transcript to the trash, though the renamed note still linked it (`transcript:`). Now
 * the meeting note that links the transcript (any link form core resolves) is found: the import is
 * `unchanged … as <that note>`, with a warning naming the stale back link and its fix; two notes
 * linking it are named and refused; trashing is advised only when no meeting note links it. Real
 * files, temp sample vault.
 * Spec: issue #10 item 1 (re-import changes nothing); newcomer N12.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImportError } from '../errors/import-error.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

describe('N12: re-import after the meeting note was renamed outside Obsidian', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-n12-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('N12: the note linking the transcript (wikilink, path, body link) is the meeting; two are named; none: the trash', async () => {
    const file = path.join(src.root, 'ag6.txt');
    await writeFile(file, 'Anna: Hello, we decided to go.\nBob: I will send the plan by Friday.\n');
    const first = await importTranscript(vault, { file, date: '2026-02-03' });
    expect(first.meetingPath).toBe('Meetings/2026-02-03 ag6.md');
    const abs = (rel: string) => path.join(vault.root, rel);
    await rename(abs('Meetings/2026-02-03 ag6.md'), abs('Meetings/2026-02-03 Renamed.md'));
    const again = await importTranscript(vault, { file });
    expect(again).toMatchObject({
      outcome: 'unchanged',
      meetingPath: 'Meetings/2026-02-03 Renamed.md',
      transcriptPath: 'Transcripts/2026-02-03 ag6.md',
    });
    expect(again.warnings).toEqual([
      `Transcripts/2026-02-03 ag6.md's meeting: link names Meetings/2026-02-03 ag6.md, which does not exist (renamed outside Obsidian?): the meeting note linking it is Meetings/2026-02-03 Renamed.md; set its meeting: to "[[Meetings/2026-02-03 Renamed]]"`,
    ]);
    // Other link forms: a vault path in transcript:, a link in the body.
    const note = await readFile(abs('Meetings/2026-02-03 Renamed.md'), 'utf8');
    for (const form of [
      note.replace(/^transcript: .*$/m, 'transcript: Transcripts/2026-02-03 ag6.md'),
      `${note.replace(/^transcript: .*\n/m, '')}\nTranscript: [[2026-02-03 ag6]]\n`,
    ]) {
      await writeFile(abs('Meetings/2026-02-03 Renamed.md'), form);
      const run = await importTranscript(vault, { file });
      expect(run.outcome, form).toBe('unchanged');
      expect(run.meetingPath).toBe('Meetings/2026-02-03 Renamed.md');
    }
    // Two notes link it: both named, nothing written, no trash advice.
    await writeFile(abs('Meetings/2026-02-03 Copy.md'), note);
    const two = await importTranscript(vault, { file }).catch((e: unknown) => e);
    expect(ImportError.isInstance(two)).toBe(true);
    expect((two as Error).message).toContain(
      'which the meeting notes Meetings/2026-02-03 Copy.md and Meetings/2026-02-03 Renamed.md link as their transcript',
    );
    expect((two as Error).message).not.toContain('trash');
    // No meeting note links it: the orphan refusal, as before.
    await rename(abs('Meetings/2026-02-03 Copy.md'), abs('Notes/elsewhere.md'));
    await writeFile(abs('Meetings/2026-02-03 Renamed.md'), note.replace(/^transcript: .*\n/m, ''));
    await expect(importTranscript(vault, { file })).rejects.toThrow(
      'whose meeting note Meetings/2026-02-03 ag6.md does not exist; nothing was written. To import ag6.txt again, move Transcripts/2026-02-03 ag6.md to the trash',
    );
  });
});
