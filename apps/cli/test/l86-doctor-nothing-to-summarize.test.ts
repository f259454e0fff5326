/**
 * L86: `ma doctor` said "ok meetings: … their frontmatter, transcripts and notes can be read … all
 * good" for a meeting note left as its template (frontmatter, `## Agenda`, a bare `-`, a `- [ ]`)
 * and for a meeting whose transcript has no spoken line (only times) and no notes — both of which
 * every summary run refuses ("has nothing to summarize") — and for a meeting whose transcript has
 * no spoken line beside notes (a run summarizes only the notes). Now each is named in the meetings
 * line. Built `ma`, sample-vault copy.
 * Spec: reviewA U1 (docs/vault-format.md, Meeting note: nothing to summarize); issue #6 (`ma doctor`); L86.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

const head = (title: string, date: string, transcript?: string) =>
  `---\ntitle: ${title}\ndate: ${date}\nstatus: planned\nprojects:\n  - remote-control\n${transcript ? `transcript: "[[Transcripts/${transcript}]]"\n` : ''}tags: [meeting]\n---\n`;

describe('L86: ma doctor names meetings with nothing to summarize', { timeout: 150_000 }, () => {
  it('L86: a template-only note, a transcript without a spoken line (with and without notes) are named; never "all good"', async () => {
    const root = t.vault.root;
    await writeFile(
      join(root, 'Meetings/2026-03-20 Template.md'),
      `${head('Template', '2026-03-20')}\n## Agenda\n\n- \n\n## Notes\n\n## Action items\n\n- [ ] \n`,
    );
    await writeFile(
      join(root, 'Transcripts/2026-03-21 Silent.md'),
      '---\ntitle: Silent\n---\n[00:00:01]\n[00:00:05]\n\n00:00:07.000 --> 00:00:09.000\n',
    );
    await writeFile(
      join(root, 'Meetings/2026-03-21 Silent.md'),
      `${head('Silent', '2026-03-21', '2026-03-21 Silent')}\n## Notes\n`,
    );
    await writeFile(join(root, 'Transcripts/2026-03-22 Quiet.md'), '[00:00:01]\n');
    await writeFile(
      join(root, 'Meetings/2026-03-22 Quiet.md'),
      `${head('Quiet', '2026-03-22', '2026-03-22 Quiet')}\n- We chose the blue case.\n`,
    );
    const run = await runMa(['doctor', '--vault', root]);
    const line = run.stdout.split('\n').find((l) => l.includes('meetings:')) ?? '';
    expect(line).toMatch(/^FAIL\s+meetings:/);
    expect(line).toContain(
      'Meetings/2026-03-20 Template.md has nothing to summarize (no transcript: link, its body holds only headings): a summary run refuses it',
    );
    expect(line).toContain(
      'Meetings/2026-03-21 Silent.md has nothing to summarize (its transcript Transcripts/2026-03-21 Silent.md has no spoken lines, its body holds only headings)',
    );
    expect(line).toContain(
      "1 transcript without a spoken line (a run summarizes only the meeting's notes): Transcripts/2026-03-22 Quiet.md (the transcript of Meetings/2026-03-22 Quiet.md) has no spoken line",
    );
    // N10: the two a run stops on are problems to fix (exit 1); the silent transcript is a warning.
    expect(line).toContain('2 problems a summary run would stop on');
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(/^2 problems to fix/);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('all good');
  });
});
