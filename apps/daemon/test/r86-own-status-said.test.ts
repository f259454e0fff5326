/**
 * R86 (newcomer session 38, finding 4). A meeting note whose author wrote `status: done` or
 * `status: finished` (words of their own for "ended") was never summarized by the daemon and
 * nothing said why: no run, no log line above debug. Now the daemon says it once per note and word
 * at info level (`not summarized: status is not ended`, naming the word and the statuses the
 * product knows), and still never runs it; a meeting with `status: ended` beside it is summarized,
 * and a summarized meeting whose status the user set to a word of their own (`reviewed`) is not
 * reported. Built `ma-daemon` child process, temp vault, offline engine.
 * Spec: docs/vault-format.md (Meeting note, `status`); apps/daemon/README.md (trigger).
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

describe('R86: the daemon says why a meeting with a status of its own is not summarized', () => {
  it('R86: done / finished said once each, never run; the ended meeting beside them is summarized', async () => {
    const vault = await t.vault();
    for (const [name, status] of [
      ['2026-11-20 Done', 'done'],
      ['2026-11-20 Finished', 'Finished'],
      ['2026-11-20 Ended', 'ended'],
    ] as const) {
      await vault.writeTranscript(name);
      await vault.writeMeeting(name, status);
    }
    await vault.writeMeeting(
      '2026-11-20 Reviewed',
      'reviewed',
      'summary: "[[Summaries/2026-11-20 Reviewed]]"',
    );
    const d = t.daemon(vault);
    await d.ready();
    const said = await waitFor('both statuses said', async () => {
      const e = await entries(vault, 'not summarized: status is not ended');
      return e.length >= 2 ? e : null;
    });
    await waitFor('the ended meeting summarized', async () =>
      (await readdir(vault.abs('Summaries')).catch(() => [] as string[])).includes('2026-11-20 Ended.md'),
    );
    expect(said.map((e) => [e.meeting, e.detail]).sort()).toEqual([
      [
        'Meetings/2026-11-20 Done.md',
        'its status "done" is none of recording | ended | summarized | failed: the daemon summarizes a meeting whose note says status: ended',
      ],
      [
        'Meetings/2026-11-20 Finished.md',
        'its status "Finished" is none of recording | ended | summarized | failed: the daemon summarizes a meeting whose note says status: ended',
      ],
    ]);
    const log = await readLog(vault);
    expect(log.filter((e) => e.msg === 'not summarized: status is not ended')).toHaveLength(2);
    expect(log.filter((e) => e.meeting === 'Meetings/2026-11-20 Reviewed.md' && e.level >= 30)).toEqual([]);
    expect((await readdir(vault.abs('Summaries'))).sort()).toEqual(['2026-11-20 Ended.md']);
  });
});
