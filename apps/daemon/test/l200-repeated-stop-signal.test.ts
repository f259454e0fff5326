/**
 * L200 (newcomer s31 N3, the daemon's side): coreutils `timeout` signals `ma-daemon` and then its
 * process group, systemd (`KillMode=control-group`) the main process and then every process of the
 * unit, so one stop can deliver SIGTERM twice within microseconds. `ma-daemon` took the second as
 * "quit at once": the running summary neither finished nor was recorded, `stopped` never logged.
 * Now the same signal again within 500 ms is the same stop (core's `watchStopSignals`, shared with
 * `ma`); another signal still quits at once. Built `ma-daemon` child, scripted model server, temp
 * vault; the second signal is sent right after the daemon said it saw the first.
 * Spec: apps/daemon/README.md (Stopping; exit codes); issue 12.
 */
import { readdir } from 'node:fs/promises';
import { parseNote } from '@ma/core';
import {
  type ChatRequest,
  gate,
  type ScriptedTurn,
  startReadingServer as startScriptedServer,
} from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';
const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';

/** A vault with one ended meeting and a model whose first answer waits for `held`. */
async function setup(held: Promise<void>) {
  const model = t.server(
    await startScriptedServer(async (req: ChatRequest): Promise<ScriptedTurn> => {
      if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
      await held;
      return { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] };
    }),
  );
  const vault = await t.vault({
    daemon: { shutdownMs: 120_000 },
    model: {
      baseURL: model.baseURL,
      model: 'test-model',
      retry: { attempts: 0, delayMs: 0 },
      timeoutMs: 60_000,
    },
  });
  await vault.writeTranscript(NAME);
  await vault.writeMeeting(NAME, 'ended');
  return { model, vault };
}

describe('L200: one stop delivered twice stops ma-daemon cleanly', () => {
  it('L200: SIGTERM again right after the daemon saw the first (timeout, systemd): the running summary finishes, the log ends with stopped, exit 0', async () => {
    const held = gate();
    const { model, vault } = await setup(held.opened);
    const d = t.daemon(vault);
    await waitFor('the model request', () => model.requests.length >= 1);
    d.child.kill('SIGTERM');
    await waitFor('the first signal to be seen', () => d.stderr().includes('stopping cleanly'));
    d.child.kill('SIGTERM');
    await waitFor(
      'the stop to wait for the run',
      async () => (await entries(vault, 'stopping: waiting for running summaries')).length === 1,
    );
    held.open();
    expect(await d.exited).toEqual({ code: 0, signal: null });
    expect(d.stderr()).not.toContain('quitting now');
    expect(d.stderr().match(/stopping cleanly/g)).toHaveLength(1);
    const msgs = (await readLog(vault)).map((e) => e.msg);
    expect(msgs).toContain('run done');
    expect(msgs.at(-1)).toBe('stopped');
    expect(parseNote(await vault.read(`Meetings/${NAME}.md`)).frontmatter?.data.status).toBe('summarized');
    expect(await vault.read(`Summaries/${NAME}.md`)).toContain('Rubber casing.');
    expect((await readdir(vault.abs('.meeting-assistant/locks'))).filter((n) => n.endsWith('.lock'))).toEqual(
      [],
    );
  }, 180_000);

  it('L200: another stop signal while stopping still quits at once with its code (SIGTERM, then Ctrl-C: 130), no note torn', async () => {
    const held = gate();
    const { model, vault } = await setup(held.opened);
    const before = await vault.read(`Meetings/${NAME}.md`);
    const d = t.daemon(vault);
    await waitFor('the model request', () => model.requests.length >= 1);
    d.child.kill('SIGTERM');
    await waitFor('the first signal to be seen', () => d.stderr().includes('stopping cleanly'));
    d.child.kill('SIGINT');
    expect(await d.exited).toEqual({ code: 130, signal: null });
    expect(d.stderr()).toContain('ma-daemon: SIGINT while stopping: quitting now');
    // Not torn: the note as before but for the lines a run may set (its status, the context link).
    const stable = (text: string) => text.replace(/^(status|context):.*\n/gm, '');
    const after = await vault.read(`Meetings/${NAME}.md`);
    expect(parseNote(after).frontmatter?.data.title).toBe(NAME);
    expect(stable(after)).toBe(stable(before));
    expect(await readdir(vault.abs('Summaries'))).toEqual([]);
  }, 180_000);
});
