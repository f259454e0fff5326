/**
 * R152: `ma doctor`'s "planned ahead" rule (L297: a meeting dated after today has not been held, so
 * its own status word is not named) read only `date:`. A planned note with no `date:` but a `start:`
 * after today, or named `2099-… x.md`, was named as a meeting the daemon never summarizes. Now doctor
 * takes the meeting's day by core's one rule (`meetingDay`: `date:`, else `start:`, else the name's
 * day), like the prompt, the offline engine and the summary's `date:`. Built `ma`, sample-vault copy.
 * Spec: docs/vault-format.md (Meeting note `date`, `start`, `status`); review L3, L297.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

/** Writes a planned meeting note `Meetings/<name>.md` (an agenda, no transcript yet) with the frontmatter lines `dates`. */
async function plannedNote(name: string, dates: string): Promise<void> {
  const text = `---\ntitle: ${name}\n${dates}status: planned\n---\nAgenda: review the casing samples.\n`;
  await writeFile(join(t.vault.root, `Meetings/${name}.md`), text);
}

describe('R152: ma doctor takes a planned meeting’s day from start: or its name when date: is missing', {
  timeout: 150_000,
}, () => {
  it('R152: no date:, start: after today, or the name’s day after today: not named; a past one still is', async () => {
    await plannedNote('Design review by start', 'start: 2099-01-05T10:00:00+01:00\n');
    await plannedNote('2099-02-01 Design review by name', '');
    await plannedNote('2020-02-01 Design review held', '');
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const line = run.stdout.split('\n').find((l) => l.includes('meetings:')) ?? '';
    expect(line).toContain('Meetings/2020-02-01 Design review held.md (status: planned)');
    expect(line).not.toContain('by start');
    expect(line).not.toContain('by name');
  });
});
