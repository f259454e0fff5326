/**
 * R188: `ma doctor` on a meeting whose transcript is a symlink out of the vault named the problem
 * rightly ("… is a symlink to …, outside the vault; … move the file into the vault in place of the
 * link") but gave it the fix line of a link naming no file: "a broken link: point the meeting note's
 * transcript:/usernotes: link at the note meant" — the link is not broken and points at the note
 * meant. A link the path check refuses now gets the fix "as its message says"; one naming no file
 * keeps the broken-link fix. Built `ma`, sample-vault copy, a real symlink.
 */
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

/** The `fix:` lines under doctor's `meetings` line. */
function meetingFixes(stdout: string): string[] {
  const lines = stdout.split('\n');
  const fixes: string[] = [];
  for (let i = lines.findIndex((l) => l.includes(' meetings: ')) + 1; lines[i]?.startsWith('     fix: '); i++)
    fixes.push((lines[i] as string).slice(10));
  return fixes;
}

describe('R188: ma doctor gives a refused transcript link the fix of its kind', { timeout: 150_000 }, () => {
  it('R188: a transcript symlinked out of the vault is not called a broken link; a link naming no file still is', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'ma-r188-'));
    const outside = join(elsewhere, 'outside-transcript.md');
    await writeFile(outside, 'Anna: We decided to ship on Friday.\nBob: I will send the notes.\n');
    const note = (name: string) =>
      `---\ntitle: ${name}\ndate: 2026-11-25\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\n`;
    await writeFile(
      join(t.vault.root, 'Meetings', '2026-11-25 linked out.md'),
      note('2026-11-25 linked out'),
    );
    await symlink(outside, join(t.vault.root, 'Transcripts', '2026-11-25 linked out.md'));
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    expect(run.stdout).toContain('Transcripts/2026-11-25 linked out.md is a symlink to');
    expect(meetingFixes(run.stdout).map((l) => l.split(':')[0])).toEqual(['anything else named']);
    expect(run.code).toBe(1);

    await writeFile(join(t.vault.root, 'Meetings', '2026-11-25 no file.md'), note('2026-11-25 no file'));
    const again = await runMa(['doctor', '--vault', t.vault.root]);
    expect(meetingFixes(again.stdout).map((l) => l.split(':')[0])).toEqual([
      'a broken link',
      'anything else named',
    ]);
    await rm(elsewhere, { recursive: true, force: true });
  });
});
