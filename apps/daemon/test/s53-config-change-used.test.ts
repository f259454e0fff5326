/**
 * S53: a valid change of meeting-assistant.json under a running daemon is used, not only logged
 * as "restart the daemon to use it": `ma settings` (or the user) switching `daemon.trigger`, the
 * model, … takes effect without a restart of the service. The daemon starts again with the new
 * configuration once the summaries running then have ended.
 * Built `ma-daemon` child process, temp vault, offline engine.
 * Spec: apps/daemon/README.md (Configuration); reviewB S53.
 */
import { writeFile } from 'node:fs/promises';
import { parseNote } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { entries, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const A = '2026-11-20 Alpha';

describe('S53: configuration changed while the daemon runs', () => {
  it('S53: trigger "manual" changed to "status-ended" while running: the daemon starts again with it and summarizes the ended meeting; the same settings saved again restart nothing', async () => {
    const v = await t.vault({ daemon: { trigger: 'manual' } });
    await v.writeTranscript(A);
    await v.writeMeeting(A, 'ended');
    const d = t.daemon(v, []);
    await d.ready();
    await waitFor(
      'would summarize',
      async () => (await entries(v, 'would summarize (daemon.trigger is "manual")')).length === 1,
    );
    const changed = {
      daemon: { debounceMs: 150, concurrency: 1, shutdownMs: 5000, trigger: 'status-ended' },
    };
    await writeFile(v.abs('meeting-assistant.json'), `${JSON.stringify(changed)}\n`);
    await waitFor('summarized', async () => (await entries(v, 'run done')).length === 1);
    expect(await entries(v, 'configuration changed: starting again with it')).toHaveLength(1);
    expect(parseNote(await v.read(`Meetings/${A}.md`)).frontmatter?.data.status).toBe('summarized');
    // The same settings saved again (an editor, a sync client): no restart.
    await writeFile(v.abs('meeting-assistant.json'), `${JSON.stringify(changed, null, 2)}\n`);
    await waitFor(
      'same settings seen',
      async () =>
        (await entries(v, 'configuration file saved with the same settings: nothing to do')).length === 1,
    );
    expect(await entries(v, 'configuration changed: starting again with it')).toHaveLength(1);
    d.child.kill('SIGTERM');
    expect((await d.exited).code).toBe(0);
  }, 120_000);
});
