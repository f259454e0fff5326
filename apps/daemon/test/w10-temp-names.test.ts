/**
 * review10 W10: a meeting whose name holds ".tmp" is a meeting; only real temp names are ignored,
 * by the live watcher as by the catch-up scan. Spec: docs/hostile-cases.md B36; review10 W10.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, meetingNote, testResources, transcript, waitFor } from './daemon-harness.js';

const t = testResources();

describe('ma-daemon run: temp names', () => {
  it('W10: meetings named with ".tmp" (in a title, ".tmpl", "v2.tmp", a folder "Old.tmp") are summarized live, once each', async () => {
    const vault = await t.vault();
    // The folders exist before the daemon starts: this test is about names, not about a folder
    // made while the daemon runs (a file written into a just-made folder under load is a separate,
    // open question: see the session-18 closing note).
    await mkdir(vault.abs('Meetings/Old.tmp'), { recursive: true });
    await mkdir(vault.abs('Transcripts/Old.tmp'), { recursive: true });
    const daemon = t.daemon(vault);
    await daemon.ready();
    const names = [
      '2026-05-02 Cleanup of .tmp folders',
      '2026-05-02 Review of config.tmpl files',
      '2026-05-02 Release v2.tmp',
      'Old.tmp/2026-05-02 Archived',
    ];
    for (const name of names) {
      await vault.writeTranscript(name);
      await vault.writeMeeting(name, 'ended');
    }
    // Real temp names next to them stay ignored (an editor's leftovers, never notes).
    await writeFile(vault.abs('Meetings/2026-05-02 Left.md.tmp'), meetingNote('2026-05-02 Left', 'ended'));
    await writeFile(
      vault.abs('Meetings/2026-05-02 Left.md.tmp.4f2a'),
      meetingNote('2026-05-02 Left', 'ended'),
    );
    await writeFile(vault.abs('Transcripts/2026-05-02 Left.md'), transcript('2026-05-02 Left'));
    // Four runs one after another: on a machine shared with a whole test suite they can take minutes.
    await waitFor(
      'four runs',
      async () => (await entries(vault, 'run done')).length >= names.length,
      240_000,
    );
    const done = (await entries(vault, 'run done')).map((e) => e.meeting).sort();
    expect(done).toEqual(names.map((n) => `Meetings/${n}.md`).sort());
    for (const name of names) expect(await vault.read(`Meetings/${name}.md`)).toContain('status: summarized');
    daemon.child.kill('SIGTERM');
    expect((await daemon.exited).code).toBe(0);
  }, 300_000);
});
