/**
 * L34: the ROUGE bench and the golden check (`loadSampleMeetings`, `src/evaluate/`) gave the engine
 * the meeting note's `date:` line as text, while the product gives it core's `meetingDay` (review
 * L3: `date:`, else the day of `start:`, else the name's `YYYY-MM-DD`; a `date:` that cannot be read
 * gives none). A meeting with only `start:`, or only a dated name, was benched without its day, so
 * due dates ("by Friday") differed from what `ma summarize` writes. The bench now reads the day with
 * core's `meetingDayOf`, the same rule. Temp vault on the real fs; the sample vault's figures are
 * unchanged (every sample meeting has a `date:`; golden check, 119 cases, byte-identical).
 * Spec: L34; docs/vault-format.md (Meeting note `date`, `start`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { meetingDay, openVault, parseConfig, readMeeting, type VaultPath } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function vault(meetings: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'l34-'));
  for (const dir of ['Meetings', 'Transcripts', 'References']) mkdirSync(path.join(root, dir));
  for (const [name, frontmatter] of Object.entries(meetings)) {
    writeFileSync(path.join(root, 'Meetings', `${name}.md`), `---\n${frontmatter}\n---\nNotes.\n`);
    writeFileSync(path.join(root, 'Transcripts', `${name}.md`), '[00:00:01] **Ann:** We ship on Friday.\n');
    writeFileSync(path.join(root, 'References', `${name}.md`), 'They ship on Friday.\n');
  }
  return `${root}${path.sep}`;
}

describe('L34: the bench reads a meeting day as core meetingDay does', () => {
  it('L34 date:, start: only, dated name only, quoted date with a time, unreadable date', async () => {
    const dir = vault({
      '2026-03-10 Dated': 'date: 2026-03-09',
      'Start only': 'start: 2026-03-12T10:00:00+01:00',
      '2026-03-11 Name only': 'title: x',
      'Quoted with time': 'date: "2026-03-13 10:00"',
      '2026-03-14 Unreadable': 'date: next tuesday',
    });
    const days = Object.fromEntries(loadSampleMeetings(dir).map((m) => [m.name, m.date]));
    expect(days).toEqual({
      '2026-03-10 Dated': '2026-03-09',
      'Start only': '2026-03-12',
      '2026-03-11 Name only': '2026-03-11',
      'Quoted with time': '2026-03-13 10:00',
      '2026-03-14 Unreadable': null,
    });
    // The very rule the product uses: core's meetingDay on the meeting as readMeeting reads it.
    const v = await openVault(dir, parseConfig({}));
    for (const name of Object.keys(days))
      expect(meetingDay(await readMeeting(v, `Meetings/${name}.md` as VaultPath)), name).toBe(days[name]);
  });
});
