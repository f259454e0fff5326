/**
 * reviewA R38 (session 28): `ma import --help` said `--title` defaults to "the file name" and `--date` to
 * "the date the file name starts with, else the file's modification date"; since L52, R12, L91, R30 and
 * R34 a Google Meet, Teams or metadata header's title and date are used, a date ending the file name
 * (`Standup 2026-05-04.txt`) is the meeting's date and leaves the title. A user reading the help could
 * not tell why the note was named otherwise. The help now says what the command does; the import
 * below shows it. Built `ma`.
 * Spec: reviewA R38; docs/transcript-import.md (Names, idempotency, safety).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('R38: ma import --help says where the title and date come from', { timeout: 120_000 }, () => {
  it('R38: --title and --date name the header and the date ending the file name, as an import uses them', async () => {
    const help = await runMa(['import', '--help']);
    const flat = help.stdout.replace(/\s+/g, ' ');
    expect(flat).toContain(
      'meeting title (default: the title a Google Meet, Teams or metadata header writes, else the file name without its date)',
    );
    expect(flat).toContain(
      "meeting date (default: a date the file name starts with, or ends with after its title, else the date a Google Meet, Teams or metadata header writes, else the file's modification date)",
    );
    const dir = await mkdtemp(join(tmpdir(), 'ma-r38-'));
    try {
      const file = join(dir, 'Standup 2026-05-04.txt');
      await writeFile(file, 'Ann Lee: We ship on Friday.\nBob Smith: I will write the notes.\n');
      const run = await runMa(['import', file, '--dry-run', '--vault', t.vault.root]);
      expect(run.code).toBe(0);
      expect(run.stdout + run.stderr).toContain('Meetings/2026-05-04 Standup.md');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
