/**
 * reviewA R41: a meeting note (or any note a command reads) that is not UTF-8 text — UTF-16 from a Windows
 * editor, Latin-1 from an old export, binary — is reported with the path to the file and what to do, by every
 * command, as a transcript already was (R1): before, `ma summarize`, `ma tool`, `ma projects` printed only
 * `ma: Latin.md: not a UTF-8 text file (…)`, without its folder and without a fix.
 * Spec: apps/cli/README.md (Output: errors are one line saying what to do); docs/contracts.md (@ma/core,
 * NotTextError); review R1.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await vault.cleanup();
});

/** The one `ma: …` line of a run's stderr. */
function maLine(stderr: string): string {
  const lines = stderr.split('\n').filter((l) => l.startsWith('ma: '));
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}

describe('R41: a meeting note that is not UTF-8 text', () => {
  it('R41: every command names the note by its path and says to save it as UTF-8', async () => {
    const notes: [string, Buffer, RegExp, RegExp][] = [
      [
        'Latin',
        Buffer.from('---\ntitle: Réunion\nstatus: ended\n---\nnotes\n', 'latin1'),
        /bytes that are not UTF-8, such as Latin-1/,
        /save it as UTF-8/,
      ],
      [
        'Wide',
        Buffer.from('\ufeff---\ntitle: Wide\nstatus: ended\n---\nnotes\n', 'utf16le'),
        /it is UTF-16/,
        /save it as UTF-8/,
      ],
      ['Blob', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), /binary/, /text note/],
    ];
    for (const [name, bytes, why, fix] of notes) {
      await writeFile(join(vault.root, 'Meetings', `${name}.md`), bytes);
      for (const args of [
        ['summarize', name],
        ['projects', '--meeting', name],
        ['tool', 'read_meetingnote', '--meeting', name],
      ]) {
        const run = await runMa([...args, '--vault', vault.root]);
        expect(run.code, `${args.join(' ')}`).toBe(args[0] === 'tool' ? 3 : 1);
        const line = maLine(run.stderr);
        // The path from the working folder (the vault lies outside it here: the whole path).
        expect(line, args.join(' ')).toContain(`${join(vault.root, 'Meetings', `${name}.md`)}: `);
        expect(line).toMatch(why);
        expect(line).toMatch(fix);
      }
    }
  });

  it('R41: run from inside the vault, the note is named by its path there', async () => {
    await writeFile(
      join(vault.root, 'Meetings', 'Latin.md'),
      Buffer.from('---\ntitle: Réunion\nstatus: ended\n---\nnotes\n', 'latin1'),
    );
    const run = await runMa(['summarize', 'Latin'], { cwd: vault.root });
    expect(run.code).toBe(1);
    expect(maLine(run.stderr)).toMatch(
      /^ma: Meetings\/Latin\.md: not a UTF-8 text file \(.*; save it as UTF-8/,
    );
  });
});
