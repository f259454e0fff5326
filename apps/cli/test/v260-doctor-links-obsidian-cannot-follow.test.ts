/**
 * V260 (session 50, Obsidian vault probe): a meeting's `transcript:` or `usernotes:` wikilink to a note
 * whose name holds `#` or `^` (`[[Sprint #3 review]]`, a note another tool named) is read by Meeting
 * Assistant (core's resolver falls back to the whole text as a name), but Obsidian reads it as the
 * heading "3 review" of a note "Sprint", which does not exist: in the vault the link is broken. `ma
 * doctor` said "their frontmatter, transcripts and notes can be read" and nothing else. Now it warns,
 * naming each link, its note and what Obsidian reads, with the fix (rename the note). A heading link
 * Obsidian does follow (`[[Transcripts/x#Part 2]]`) and a note whose name is safe are not named. Built
 * `ma`, sample-vault copy on the real file system.
 * Spec: docs/contracts.md (Names and links: Links read, Links written); docs/vault-format.md (Meeting note).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

const SPOKEN = '---\nlanguage: en\n---\n\n[00:00:03] **Ana Lima:** We ship the casing in March.\n';

/** Writes `rel` (vault-relative) in the sample-vault copy. */
async function put(rel: string, text: string): Promise<void> {
  const abs = join(t.vault.root, rel);
  await mkdir(join(abs, '..'), { recursive: true });
  await writeFile(abs, text);
}

describe('V260: ma doctor names a meeting link to a note Obsidian cannot link (# ^ in its name)', {
  timeout: 150_000,
}, () => {
  it('V260: # and ^ in a transcript or usernotes note name are named; a heading link and safe names are not', async () => {
    await put('Transcripts/Sprint #3 review.md', SPOKEN);
    await put('Transcripts/Retro ^2.md', SPOKEN);
    await put('Notes/Ideas #1.md', 'The casing is blue.\n');
    await put('Transcripts/Plain talk.md', SPOKEN);
    await put(
      'Meetings/2026-11-22 Sprint 3.md',
      '---\ndate: 2026-11-22\nstatus: ended\ntranscript: "[[Sprint #3 review]]"\nusernotes:\n  - "[[Ideas #1]]"\n---\n',
    );
    await put(
      'Meetings/2026-11-24 Retro.md',
      '---\ndate: 2026-11-24\nstatus: ended\n---\nTranscript: [[Retro ^2]]\n',
    );
    await put(
      'Meetings/2026-11-25 Plain.md',
      '---\ndate: 2026-11-25\nstatus: ended\ntranscript: "[[Transcripts/Plain talk#Part 2|talk]]"\n---\n',
    );
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const line = run.stdout.split('\n').find((l) => l.includes('meetings:')) ?? '';
    expect(line).toContain('3 links to a note whose name holds # ^ | [ or ], which Obsidian cannot follow');
    expect(line).toContain(
      'transcript link "[[Sprint #3 review]]" in Meetings/2026-11-22 Sprint 3.md (Transcripts/Sprint #3 review.md; in Obsidian it leads to "[[Sprint]]": no note)',
    );
    expect(line).toContain(
      'usernotes link "[[Ideas #1]]" in Meetings/2026-11-22 Sprint 3.md (Notes/Ideas #1.md;',
    );
    expect(line).toContain('transcript (line 5) link "[[Retro ^2]]" in Meetings/2026-11-24 Retro.md');
    expect(line).not.toContain('Plain');
    expect(run.stdout).toContain('rename each note named without # ^ | [ ]');
  });
});
