/**
 * Leftovers L140 (newcomer review, session 29, F2): `ma doctor`'s meetings check advised rebinding the
 * real transcript to a Dropbox conflict copy of its meeting note (`change its meeting: "[[… (conflicted
 * copy …)]]"`), contradicting its own sync-conflict advice; `ma summarize nope` listed the copy among
 * the known meetings. A sync tool's conflict copy is now no meeting (core `listMeetings` leaves it
 * out) and never offered as a fix target: not by the meetings check, nor a did-you-mean of a meeting
 * name or of a broken transcript link; a numbered `Name 2.md` (maybe a second meeting) is asked about,
 * never bound to the original's transcript. Built `ma`, a temp sample vault.
 * Spec: docs/hostile-cases.md (sync-conflict copies); newcomer review F2.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NAME = '2026-03-10 Remote control functional design';
const COPY = `${NAME} (conflicted copy 2026-12-01)`;

describe('L140: a sync-conflict copy is never offered as a fix', { timeout: 150_000 }, () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const at = (rel: string) => join(vault.root, ...rel.split('/'));

  it('L140: doctor names the copy in the sync-conflict check only; no meeting list or did-you-mean offers it', async () => {
    expect((await runMa(['summarize', NAME, '--vault', vault.root])).code).toBe(0);
    await copyFile(at(`Meetings/${NAME}.md`), at(`Meetings/${COPY}.md`));
    const doctor = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor.stdout).toMatch(/^ok {3}meetings: 6 meeting notes in Meetings\//m);
    expect(doctor.stdout).toContain(`Meetings/${COPY}.md (copy of Meetings/${NAME}.md)`);
    expect(doctor.stdout).not.toContain(`meeting: "[[Meetings/${COPY}]]"`);
    // Did-you-mean of a meeting name: the copy is no known meeting.
    const nope = await runMa([
      'summarize',
      'Remote control functional design (conflicted',
      '--vault',
      vault.root,
    ]);
    expect(nope.code).toBe(2);
    expect(nope.stderr).toContain(`"${NAME}"`);
    expect(nope.stderr).not.toContain(COPY);
  });

  it('L140: a broken transcript link is never pointed at a transcript copy; a numbered `Name 2` is asked about, not bound', async () => {
    await copyFile(
      at(`Transcripts/${NAME}.md`),
      at(`Transcripts/${NAME}.sync-conflict-20261201-123456-ABCDEF.md`),
    );
    const note = at(`Meetings/${NAME}.md`);
    const text = await readFile(note, 'utf8');
    await writeFile(
      note,
      text.replace(`[[Transcripts/${NAME}]]`, `[[Transcripts/${NAME}.sync-conflict-20261201]]`),
    );
    const broken = await runMa(['doctor', '--vault', vault.root]);
    expect(broken.stdout).toContain(`${NAME}.sync-conflict-20261201`);
    const meetings = broken.stdout.split('\n').find((l) => l.includes(' meetings: ')) ?? '';
    expect(meetings).toContain(`(closest: Transcripts/${NAME}.md)`);
    expect(meetings).not.toContain('ABCDEF');
    await writeFile(note, text);
    // A numbered copy beside its original whose transcript is the original's: asked, never "change its meeting:".
    expect((await runMa(['summarize', NAME, '--vault', vault.root])).code).toBe(0);
    await copyFile(note, at(`Meetings/${NAME} 2.md`));
    const doctor = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor.stdout).toContain(`is Meetings/${NAME} 2.md a copy of that note`);
    expect(doctor.stdout).toContain('if it is a meeting of its own, link its own transcript instead');
    expect(doctor.stdout).not.toContain(`meeting: "[[Meetings/${NAME} 2]]"`);
  });
});
