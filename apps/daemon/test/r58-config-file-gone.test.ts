/**
 * R58 (reviewB, session 23): meeting-assistant.json deleted or moved away while the daemon runs (a
 * `git checkout` or a sync client between two versions, a user tidying up) made the daemon start
 * again with the built-in defaults, logged only as "configuration changed": with no `model` the
 * offline engine replaced the next summaries of a user who had configured a model, `daemon.trigger:
 * manual` became `status-ended`, `approvals.prompt: deny` became toasts. Now a file that is gone
 * keeps the configuration the daemon has, logged as such; a file that is back is read as a change.
 * Built `ma-daemon` child process, temp vault, offline engine.
 * Spec: apps/daemon/README.md (Configuration); reviewB S53, R58.
 */
import { rm, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const A = '2026-11-20 Alpha';
const GONE =
  'configuration file is gone: the daemon keeps running with the configuration it has; it reads the file again once it is back';

describe('R58: the configuration file gone while the daemon runs', () => {
  it('R58: trigger "manual" kept after meeting-assistant.json is deleted (no run with the defaults); the file back with "status-ended" is used', async () => {
    const v = await t.vault({ daemon: { trigger: 'manual' } });
    const d = t.daemon(v, []);
    await d.ready();
    await rm(v.abs('meeting-assistant.json'));
    // The daemon's line that it keeps its configuration, before the meeting is written (no fixed
    // wait: L158).
    await waitFor('the configuration-gone line', async () => (await entries(v, GONE)).length === 1);
    await v.writeTranscript(A);
    await v.writeMeeting(A, 'ended');
    await waitFor(
      'would summarize, or a run',
      async () =>
        (await entries(v, 'would summarize (daemon.trigger is "manual")')).length +
        (await entries(v, 'run done')).length,
    );
    expect(await entries(v, 'run done')).toHaveLength(0);
    expect(await entries(v, GONE)).toHaveLength(1);
    expect(await entries(v, 'configuration changed: starting again with it')).toHaveLength(0);
    // The file back, with the trigger changed: used like any change.
    const back = { daemon: { debounceMs: 150, concurrency: 1, shutdownMs: 5000, trigger: 'status-ended' } };
    await writeFile(v.abs('meeting-assistant.json'), `${JSON.stringify(back)}\n`);
    await waitFor('summarized', async () => (await entries(v, 'run done', `Meetings/${A}.md`)).length === 1);
  });
});
