/**
 * F18 (newcomer review, session 29): `ma summarize` on a meeting note that links its transcript in its
 * body (`Transcript: [[standup-transcript]]`, no `transcript:` property) wrote a summary of nothing
 * ("No transcript content … Decisions: None recorded"), rc 0, and `ma doctor` said "all good". Now
 * the body link is the transcript (core `readMeeting`); a broken one stops the run and doctor names
 * it with its line. The built `ma`, offline engine, a vault made by `ma init`.
 * Spec: docs/vault-format.md, Meeting note (a transcript linked in the body).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('F18: a transcript linked in the meeting note body', () => {
  let dir: string;
  let vault: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ma-f18-'));
    vault = join(dir, 'v');
    expect((await runMa(['init', vault])).code).toBe(0);
    await writeFile(
      join(vault, 'Transcripts', 'standup-transcript.md'),
      'Alice: We decided to ship on Friday.\nBob: I will write the release notes by Thursday.\n',
    );
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('F18: summarize reads the body-linked transcript; a broken body link fails the run and doctor names it', async () => {
    const note = join(vault, 'Meetings', '2026-12-01 Standup.md');
    await writeFile(note, '---\ndate: 2026-12-01\n---\n# Standup\nTranscript: [[standup-transcript]]\n');
    const run = await runMa(['summarize', '2026-12-01 Standup', '--vault', vault]);
    expect(run.code, run.stderr).toBe(0);
    const summary = await readFile(join(vault, 'Summaries', '2026-12-01 Standup.md'), 'utf8');
    expect(summary).toContain('transcript: "[[Transcripts/standup-transcript]]"');
    expect(summary).toContain('We decided to ship on Friday. (L1)');
    expect(summary).not.toContain('no transcript');

    await writeFile(note, '---\ndate: 2026-12-02\n---\n# Standup\n\n## Transcript\n![[standup-transcrpt]]\n');
    const doctor = await runMa(['doctor', '--vault', vault]);
    expect(doctor.stdout).toContain(
      `transcript link "![[standup-transcrpt]]" on line 7 of Meetings/2026-12-01 Standup.md's body names no file (closest: Transcripts/standup-transcript.md)`,
    );
    const broken = await runMa(['summarize', '2026-12-01 Standup', '--vault', vault]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('"![[standup-transcrpt]]"');
  }, 120_000);
});
