/**
 * N16: an ended meeting the daemon cannot summarize for want of a transcript is never skipped in
 * silence: a meeting whose transcript is not there yet (no link and no `Transcripts/<name>.md`, or
 * a link naming no file) is logged once (`waiting for a transcript`), listed by `ma-daemon status`
 * and summarized when the file appears; a `transcript:` link that cannot be used (refused) is
 * logged as a warning and listed as a link to fix.
 * Built `ma-daemon` child processes, temp vault, offline engine.
 * Spec: review2 N16; apps/daemon/README.md (When a meeting is summarized, rule 2).
 */
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  entries,
  M,
  runDaemonCommand,
  type TestVault,
  testResources,
  transcript,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

/** An ended meeting note with `link` as its transcript line (none when null) and `body`. */
const note = (name: string, link: string | null, body = 'Notes typed during the meeting.') =>
  [
    '---',
    `title: ${name}`,
    'date: 2026-11-20',
    'status: ended',
    ...(link ? [`transcript: ${link}`] : []),
    '---',
    body,
    '',
  ].join('\n');

describe('N16: an ended meeting without a usable transcript is said, listed and summarized when it comes', () => {
  it('N16: no transcript yet (no link, or a link naming no file): logged once, listed by status, summarized when the file appears; a refused link is a warning to fix', async () => {
    vault = await t.vault();
    const [byName, byLink, refused] = ['2026-11-20 No link', '2026-11-20 Linked', '2026-11-20 Refused'];
    await vault.writeAtomic(M(byName), note(byName, null));
    await vault.writeAtomic(M(byLink), note(byLink, '"[[Transcripts/Recording 42]]"'));
    // A transcript link into the summaries folder is refused (R2): a link to fix, not a wait.
    await writeFile(vault.abs('Summaries/Elsewhere.md'), 'not a transcript\n');
    await vault.writeAtomic(M(refused), note(refused, '"[[Summaries/Elsewhere]]"'));
    const d = t.daemon(vault);
    await d.ready();
    await waitFor(
      'the two waits',
      async () => (await entries(vault!, 'waiting for a transcript')).length === 2,
    );
    const waits = await entries(vault, 'waiting for a transcript');
    expect(waits.find((e) => e.meeting === M(byName))).toMatchObject({
      level: 30,
      transcript: `Transcripts/${byName}.md`,
    });
    expect(String(waits.find((e) => e.meeting === M(byName))!.detail)).toContain(
      `has no transcript: link and there is no Transcripts/${byName}.md; it is summarized when that file appears`,
    );
    expect(String(waits.find((e) => e.meeting === M(byLink))!.detail)).toContain(
      'transcript link "[[Transcripts/Recording 42]]" in Meetings/2026-11-20 Linked.md names no file',
    );
    const fix = await waitFor(
      'the link warning',
      async () => (await entries(vault!, 'transcript link to fix: not summarized', M(refused)))[0],
    );
    expect(fix.level).toBe(40);
    expect(String(fix.error)).toContain('is refused');

    const status = await runDaemonCommand(['status', '--vault', vault.root]);
    expect(status.stdout).toContain('waiting for a transcript:\n');
    expect(status.stdout).toContain(`  ${M(byName)} (since `);
    expect(status.stdout).toContain(`  ${M(byLink)} (since `);
    expect(status.stdout).toMatch(
      /transcript link to fix:\n {2}Meetings\/2026-11-20 Refused\.md \(since .*is refused/,
    );
    const json = JSON.parse((await runDaemonCommand(['status', '--vault', vault.root, '--json'])).stdout);
    expect(
      json.daemons[0].noTranscript.map((w: { meeting: string; kind: string }) => [w.meeting, w.kind]).sort(),
    ).toEqual([
      [M(byLink), 'missing'],
      [M(byName), 'missing'],
      [M(refused), 'link'],
    ]);

    // Another change of the note that leaves it waiting says nothing more: once the daemon looked
    // at it (its debug line `no run`, written after what a look says; no fixed wait: L158).
    const looks = (await entries(vault, 'no run', M(byName))).length;
    await vault.writeAtomic(M(byName), note(byName, null, 'More notes typed later.'));
    await waitFor(
      'the changed note to be looked at',
      async () => (await entries(vault!, 'no run', M(byName))).length > looks,
    );
    expect(await entries(vault, 'waiting for a transcript', M(byName))).toHaveLength(1);

    // The transcripts arrive: both are summarized and leave the list.
    await vault.writeAtomic(`Transcripts/${byName}.md`, transcript(byName));
    await vault.writeAtomic('Transcripts/Recording 42.md', transcript(byLink));
    await waitFor('both runs', async () => (await entries(vault!, 'run done')).length === 2);
    expect((await entries(vault, 'run done')).map((e) => e.meeting).sort()).toEqual([M(byLink), M(byName)]);
    await waitFor('the status to follow', async () => {
      const after = JSON.parse((await runDaemonCommand(['status', '--vault', vault!.root, '--json'])).stdout);
      return after.daemons[0].noTranscript.length === 1;
    });
    expect(await entries(vault, 'run start', M(refused))).toEqual([]);
  }, 180_000);
});
