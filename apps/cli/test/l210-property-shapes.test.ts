/**
 * L210 (newcomer session 32 N10). `attendees:` as a mapping (`Anna: host`) was ignored without a word
 * (rc 0), and a property of a shape core does not take (`status: [ended, summarized]`, an attendee
 * item that is a mapping of several keys) was dropped in silence. Now the mapping's keys are the
 * attendees, and each other shape is named by `ma doctor` and in the run record of `ma summarize`.
 * The built `ma` on a temp copy of the sample vault.
 * Spec: newcomer session 32 N10; docs/vault-format.md (Meeting note).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const meeting = '2026-03-10 Remote control functional design';

describe('L210: meeting properties of a shape not taken are read or named', { timeout: 120_000 }, () => {
  it('L210: attendees as a mapping are read; other shapes are named by doctor and the run record', async () => {
    const note = join(t.vault.root, 'Meetings', `${meeting}.md`);
    const text = await readFile(note, 'utf8');
    const next = text
      .replace(/^attendees:.*\n(?:[ \t]+-.*\n)*/m, '')
      .replace(/^---\n/, '---\nattendees:\n  Anna Smith: host\n  Ben Okafor: notes\n');
    expect(next).not.toBe(text);
    await writeFile(note, next);
    // The mapping's keys are the attendees (core readMeeting; l210 in core): doctor names nothing.
    const clean = await runMa(['doctor', '--vault', t.vault.root]);
    expect(clean.stdout + clean.stderr).not.toContain('in a shape that is not read');
    await writeFile(
      note,
      next.replace(
        /^attendees:\n(?:[ \t]+.*\n)*/m,
        'attendees:\n  - Anna Smith\n  - {role: host, seat: 2}\n',
      ),
    );
    const doctor = await runMa(['doctor', '--vault', t.vault.root]);
    expect(doctor.stdout + doctor.stderr).toContain(
      `1 property in a shape that is not read: Meetings/${meeting}.md: \`attendees:\` entry {"role":"host","seat":2} is not a name and was not read`,
    );
    const run = await runMa(['summarize', meeting, '--engine', 'extractive', '--vault', t.vault.root]);
    expect(run.code, run.stderr).toBe(0);
    expect(await t.read(`Assistant/${meeting}.md`)).toContain(
      'the meeting note\'s `attendees:` entry {"role":"host","seat":2} is not a name and was not read',
    );
  });
});
