/**
 * L203 (leftovers s32, item 4): `ma-daemon run` stopped while a model's tool call is in progress —
 * here `write_projectfile` waiting for the project file's lock, which another process (this test,
 * through core's `withFileLock`) holds — past `daemon.shutdownMs`: the run is cancelled and recorded
 * (`## Run cancelled` in its context note), its lock freed, the daemon logs `stopped` and exits 0,
 * the meeting note is not torn, and the project file is as it was (F27: the call gives up its wait
 * for the lock when the run is cancelled, so nothing is written after the stop). Built `ma-daemon` child, scripted
 * model server, temp vault, a real cross-process file lock.
 * Spec: apps/daemon/README.md (Stopping); issue 12; docs/contracts.md (Concurrency).
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { loadConfig, openVault, parseNote, withFileLock } from '@ma/core';
import { gate, never, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';
const M = `Meetings/${NAME}.md`;
const DECISIONS = 'Projects/remote-control/decisions.md';

describe('L203: a stop while a tool call is in progress', () => {
  it('L203: SIGTERM while write_projectfile waits for its file lock, past shutdownMs: Run cancelled recorded, lock freed, stopped, exit 0, no note torn', async () => {
    const model = t.server(
      await startScriptedServer((_request, index) =>
        index === 0
          ? {
              toolCalls: [
                {
                  name: 'write_projectfile',
                  arguments: {
                    project: 'remote-control',
                    path: 'decisions.md',
                    content: '- Rubber casing\n',
                  },
                },
              ],
            }
          : never(),
      ),
    );
    const v = await t.vault({
      daemon: { shutdownMs: 300 },
      approvals: { prompt: 'approve' },
      model: {
        baseURL: model.baseURL,
        model: 'test-model',
        retry: { attempts: 0, delayMs: 0 },
        timeoutMs: 60_000,
      },
    });
    await mkdir(v.abs('Projects/remote-control'), { recursive: true });
    await writeFile(
      v.abs('Projects/remote-control/PROJECT.md'),
      '---\nname: Remote control\ndescription: A TV remote.\n---\n# Remote control\n',
    );
    const decisions = '# Decisions\n\n- Budget 12.50 EUR\n';
    await writeFile(v.abs(DECISIONS), decisions);
    await v.writeTranscript(NAME);
    await v.writeMeeting(NAME, 'ended', 'projects:\n  - remote-control');
    const before = await v.read(M);
    // Another process holds the project file's lock: the tool call waits for it.
    const vault = await openVault(v.root, await loadConfig({ vault: v.root }));
    const held = gate();
    const holding = gate();
    const holder = withFileLock(vault, v.abs(DECISIONS), async () => {
      holding.open();
      await held.opened;
    });
    await holding.opened;
    const d = t.daemon(v);
    await waitFor('the tool call', () => model.requests.length >= 1);
    await waitFor('the tool to wait for the lock', async () =>
      (await readLog(v)).some(
        (e) => e.msg === 'agent event' && JSON.stringify(e).includes('write_projectfile'),
      ),
    );
    d.child.kill('SIGTERM');
    await waitFor(
      'the deadline',
      async () => (await entries(v, 'deadline reached: cancelling running summaries')).length === 1,
    );
    // F27: the tool call gives up its wait for the lock when the run is cancelled, so the run
    // ends while the other process still holds the file.
    await waitFor(
      'the run to end cancelled',
      async () =>
        (await entries(v, 'run cancelled: the meeting is caught up on the next start')).length === 1,
    );
    held.open();
    await holder;
    expect(await d.exited).toEqual({ code: 0, signal: null });
    const msgs = (await readLog(v)).map((e) => e.msg);
    expect(msgs.at(-1)).toBe('stopped');
    expect(msgs).toContain('run cancelled: the meeting is caught up on the next start');
    expect(await v.read(`Assistant/${NAME}.md`)).toMatch(/## Run cancelled /);
    // Freed: no lock left (the empty lock folders themselves are removed after the last one).
    const locks = await readdir(v.abs('.meeting-assistant/locks')).catch(() => []);
    expect(locks.filter((n) => n.endsWith('.lock'))).toEqual([]);
    const note = await v.read(M);
    expect(parseNote(note).frontmatter?.data.status).toBe('ended');
    expect(note.replace(/^context:.*\n/m, '')).toBe(before);
    expect(await readdir(v.abs('Summaries'))).toEqual([]);
    // Whole and as it was: the write was cancelled while it waited for the other process's lock
    // (F27; docs/tools.md, Cancellation: a call cancelled before it started writes nothing).
    expect(await v.read(DECISIONS)).toBe(decisions);
    expect(await v.read(`Assistant/${NAME}.md`)).toMatch(
      /## External writes\n\nNone: the agent changed no file outside the summary and context notes\./,
    );
  }, 180_000);
});
