/**
 * reviewA R19 (session 24): `ma doctor` said "ok meetings: … their frontmatter, transcripts and notes
 * can be read … all good" for a vault holding an empty meeting note (which `ma summarize` refuses:
 * nothing to summarize) and a meeting whose `date: 04/05/2026` cannot be read (every run warns, its
 * summary gets no date, and `search` and `list_past_project_meetings` leave that summary out). Now both
 * are named in the meetings line with the fix. Built `ma`, sample-vault copy.
 * Spec: reviewA R19; docs/vault-format.md (Meeting note: date); issue #6 (`ma doctor`).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const KICKOFF = 'Meetings/2026-03-09 Remote control kickoff.md';

describe('R19: ma doctor names empty meeting notes and dates it cannot read', { timeout: 150_000 }, () => {
  it('R19: an empty note, a white-space note and date: 04/05/2026 are named with the fix; never "all good"', async () => {
    await writeFile(join(t.vault.root, 'Meetings/2026-03-20 Empty.md'), '');
    await writeFile(join(t.vault.root, 'Meetings/2026-03-21 Blank.md'), '\n  \n');
    const note = await t.read(KICKOFF);
    await writeFile(join(t.vault.root, KICKOFF), note.replace(/^date: .*$/m, 'date: 04/05/2026'));
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const line = run.stdout.split('\n').find((l) => l.includes('meetings:')) ?? '';
    expect(line).toMatch(/^FAIL\s+meetings:/);
    expect(line).toContain(
      'Meetings/2026-03-20 Empty.md is empty (0 bytes): a summary run refuses it (nothing to summarize)',
    );
    expect(line).toContain('Meetings/2026-03-21 Blank.md holds only white space');
    expect(line).toContain('1 date that cannot be read');
    expect(line).toContain(`${KICKOFF}: "04/05/2026" is not a date`);
    expect(run.stdout).toContain('write each date named as YYYY-MM-DD');
    expect(run.stdout).not.toContain('all good');
  });
});
