/**
 * L201 (leftovers s31): the daemon said "summary edited by hand: left alone" for every summary core
 * says may not be replaced without `--force`, also for one an earlier version wrote without a
 * `content_hash` (`legacy`, leftovers L190), one the product never wrote (`not-generated`) and one
 * whose frontmatter does not parse (`unreadable`): the user goes looking for an edit nobody made.
 * Now the log line, the notification and `ma-daemon status` say what core says for each reason, and
 * how to replace it. (A `summary:` link to a user's note outside the summaries folder never gets
 * here: core refuses the link and the run writes the default summary note.) Built `ma-daemon` child (offline engine), a real `notify-send` script on PATH
 * recording what it was asked to show, temp vault.
 * Spec: apps/daemon/README.md (rule 5: a summary that may hold edits is left alone); issue 9, H14;
 * docs/summary-hash.md ("Notes without a hash").
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pasteCommandText } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { daemonStatus, readLog, type TestVault, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

const LEGACY = '2026-11-20 Legacy summary';
const FOREIGN = '2026-11-21 Foreign summary';
const BROKEN = '2026-11-23 Broken summary';
const EDITED = '2026-11-24 Edited summary';

/** An ended meeting with a transcript whose `summary:` link names `summary` (vault path without .md). */
async function meetingWithSummary(v: TestVault, name: string, summary: string, text: string) {
  await v.writeTranscript(name);
  await v.writeMeeting(name, 'ended', `summary: "[[${summary}]]"`);
  await mkdir(path.dirname(v.abs(`${summary}.md`)), { recursive: true });
  await writeFile(v.abs(`${summary}.md`), text);
}

describe('L201: a summary left alone is said for what it is', () => {
  it('L201: legacy, not written by the product, unreadable, edited: each log line, notification and status line names its reason and its way out', async () => {
    const v = await t.vault({ approvals: { prompt: 'toast' } });
    const bin = v.abs('../bin');
    await mkdir(bin);
    const shown = v.abs('../shown.txt');
    // notify-send that lists --action/--wait (a capable desktop) and records every toast's text.
    await writeFile(
      path.join(bin, 'notify-send'),
      `#!/bin/sh\nif [ "$1" = "--help" ]; then echo "--action --wait"; exit 0; fi\nfor a in "$@"; do printf '%s\\n' "$a" >> '${shown}'; done\nprintf '%s\\n' '---' >> '${shown}'\n`,
    );
    await chmod(path.join(bin, 'notify-send'), 0o755);
    await meetingWithSummary(
      v,
      LEGACY,
      `Summaries/${LEGACY}`,
      '---\ngenerated_by: meeting-assistant\n---\n## Summary\nWritten before hashes.\n',
    );
    await meetingWithSummary(v, FOREIGN, `Summaries/${FOREIGN}`, '## Summary\nTyped by someone.\n');
    await meetingWithSummary(v, BROKEN, `Summaries/${BROKEN}`, '---\ntitle: [unclosed\n---\nText.\n');
    await meetingWithSummary(
      v,
      EDITED,
      `Summaries/${EDITED}`,
      '---\ngenerated_by: meeting-assistant\ncontent_hash: sha256:0000\n---\n## Summary\nChanged.\n',
    );
    t.daemon(v, [], { PATH: `${bin}:${process.env.PATH}`, DISPLAY: ':0' });
    const leftAlone = async () =>
      (await readLog(v)).filter((e) => typeof e.msg === 'string' && e.msg.includes(': left alone ('));
    await waitFor('four left-alone lines', async () => (await leftAlone()).length === 4);
    const msg = new Map((await leftAlone()).map((e) => [e.meeting, e.msg]));
    const fix = (name: string) =>
      `run \`${pasteCommandText(['ma', 'summarize', '--force', `Meetings/${name}.md`, '--vault', v.root])}\` to replace it (the current note goes to .trash)`;
    expect(msg.get(`Meetings/${LEGACY}.md`)).toBe(
      `summary was written by an earlier version of Meeting Assistant that stored no content_hash, so hand edits in it cannot be detected: left alone (${fix(LEGACY)})`,
    );
    expect(msg.get(`Meetings/${FOREIGN}.md`)).toBe(
      `summary was not written by Meeting Assistant (it has no content_hash and no generated_by: meeting-assistant): left alone (${fix(FOREIGN)})`,
    );
    expect(msg.get(`Meetings/${BROKEN}.md`)).toBe(
      `summary cannot be checked for edits (its frontmatter does not parse): left alone (${fix(BROKEN)})`,
    );
    expect(msg.get(`Meetings/${EDITED}.md`)).toBe(`summary edited by hand: left alone (${fix(EDITED)})`);

    await waitFor(
      'four notifications',
      async () => ((await readFile(shown, 'utf8').catch(() => '')).match(/^---$/gm) ?? []).length >= 4,
    );
    const toasts = await readFile(shown, 'utf8');
    expect(toasts).toContain(
      `${LEGACY}: the summary was written by an earlier version of Meeting Assistant that stored no content_hash, so hand edits in it cannot be detected; ${fix(LEGACY)}.`,
    );
    expect(toasts).toContain(
      `${FOREIGN}: the summary was not written by Meeting Assistant (it has no content_hash and no generated_by: meeting-assistant); ${fix(FOREIGN)}.`,
    );
    expect(toasts).toContain(`${EDITED}: the summary was edited by hand; ${fix(EDITED)}.`);
    expect(toasts).not.toContain(`${LEGACY}: the summary was edited by hand`);

    const status = await daemonStatus(v);
    expect(status).toContain(
      `left alone (summary written by an earlier version without a content_hash): Meetings/${LEGACY}.md`,
    );
    expect(status).toContain(`left alone (summary not written by Meeting Assistant): Meetings/${FOREIGN}.md`);
    expect(status).toContain(`left alone (summary frontmatter does not parse): Meetings/${BROKEN}.md`);
    expect(status).toContain(`left alone (summary edited by hand): Meetings/${EDITED}.md`);
    // Nothing was replaced.
    expect(await v.read(`Summaries/${LEGACY}.md`)).toContain('Written before hashes.');
    expect(await v.read(`Summaries/${FOREIGN}.md`)).toBe('## Summary\nTyped by someone.\n');
  }, 180_000);
});
