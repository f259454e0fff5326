/**
 * Leftovers L111: an ended meeting whose transcript macOS evicted to iCloud Drive (only the
 * placeholder `.<name>.md.icloud` is in Transcripts/; "Optimize Mac Storage") was waited for as
 * "no transcript yet" — or, without a `transcript:` link, as a meeting whose transcript does not
 * exist — with nothing saying the file is in iCloud. The daemon now logs it (warn: `transcript in
 * iCloud, not on this device: waiting for its download`, with how to download it), lists it in
 * `ma-daemon status`, summarizes the other meetings, and summarizes it once the file is downloaded.
 * Built `ma-daemon` child processes, temp vault, offline engine.
 * Spec: reviewA R37; leftovers L111; review2 N16.
 */
import { rm, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  entries,
  M,
  meetingNote,
  runDaemonCommand,
  type TestVault,
  testResources,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

describe('L111: a transcript evicted to iCloud is said, listed, and summarized once downloaded', () => {
  it('L111: linked or default transcript in iCloud: warned with how to download, listed by status; others run; downloaded: summarized', async () => {
    vault = await t.vault();
    const [linked, byDefault, here] = ['2026-11-20 Linked', '2026-11-20 Default', '2026-11-20 Here'];
    await writeFile(vault.abs(`Transcripts/.${linked}.md.icloud`), 'bplist00');
    await vault.writeMeeting(linked, 'ended');
    await writeFile(vault.abs(`Transcripts/.${byDefault}.md.icloud`), 'bplist00');
    await vault.writeAtomic(M(byDefault), meetingNote(byDefault, 'ended').replace(/^transcript:.*\n/m, ''));
    await vault.writeTranscript(here);
    await vault.writeMeeting(here, 'ended');
    const d = t.daemon(vault);
    await d.ready();
    const WARN = 'transcript in iCloud, not on this device: waiting for its download';
    await waitFor('the two warnings', async () => (await entries(vault!, WARN)).length === 2);
    await waitFor('the other meeting', async () => (await entries(vault!, 'run done', M(here))).length === 1);
    for (const name of [linked, byDefault]) {
      const [warn] = await entries(vault, WARN, M(name));
      expect(warn).toMatchObject({ level: 40, transcript: `Transcripts/${name}.md` });
      expect(String(warn!.error)).toContain(
        `is not on this device: only iCloud Drive's placeholder Transcripts/.${name}.md.icloud is here`,
      );
      expect(String(warn!.error)).toContain('it is summarized once the file is downloaded');
    }
    expect(await entries(vault, 'waiting for a transcript')).toEqual([]);
    const status = await runDaemonCommand(['status', '--vault', vault.root]);
    expect(status.stdout).toContain('waiting for a transcript to be downloaded from iCloud:\n');
    expect(status.stdout).toContain(`  ${M(linked)} (since `);
    expect(status.stdout).toContain(`  ${M(byDefault)} (since `);
    expect(status.stdout).toContain('Download Now');

    // Downloaded: iCloud puts the file back in place of its placeholder.
    for (const name of [linked, byDefault]) {
      await vault.writeTranscript(name);
      await rm(vault.abs(`Transcripts/.${name}.md.icloud`));
    }
    await waitFor('both runs', async () => (await entries(vault!, 'run done')).length === 3);
    await waitFor('the status to follow', async () => {
      const after = JSON.parse((await runDaemonCommand(['status', '--vault', vault!.root, '--json'])).stdout);
      return after.daemons[0].noTranscript.length === 0;
    });
    expect(await vault.read(`Summaries/${byDefault}.md`)).toContain('generated_by: meeting-assistant');
  }, 240_000);
});
