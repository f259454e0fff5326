/**
 * S51: a model endpoint that cannot be reached at all (nothing listens on its port: a local model
 * server not started yet) is the environment, not the meeting. The daemon runs the meeting again,
 * past `daemon.retry.attempts`, tells the user once, never marks it failed for good, and
 * summarizes it once the server answers — without the note being touched.
 * Built `ma-daemon` child process, scripted model server (closed, then started on the same port),
 * temp vault.
 * Spec: apps/daemon/README.md (Work); reviewB S51.
 */
import { parseNote } from '@ma/core';
import { type ChatRequest, type ScriptedTurn, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, readLog, runDaemonCommand, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

const A = '2026-11-20 Alpha';
const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';

const script = (req: ChatRequest): ScriptedTurn =>
  req.body.messages?.at(-1)?.role === 'tool'
    ? { text: 'Summary written.' }
    : { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] };

describe('S51: an unreachable model endpoint fails no meeting for good', () => {
  it('S51: connection refused on every run: run again past daemon.retry.attempts, told once, not failed; summarized once the server is up', async () => {
    // A port nothing listens on once this server is closed.
    const gone = await startScriptedServer(script);
    const { port } = gone;
    await gone.close();
    const v = await t.vault({
      model: {
        baseURL: `http://127.0.0.1:${port}/v1`,
        model: 'test-model',
        retry: { attempts: 0, delayMs: 0 },
      },
      daemon: { retry: { attempts: 2, delayMs: 100 } },
    });
    await v.writeTranscript(A);
    await v.writeMeeting(A, 'ended');
    const d = t.daemon(v, []);
    await d.ready();
    await waitFor('four runs refused', async () => (await entries(v, 'run start')).length >= 4);
    const log = await readLog(v);
    expect(log.filter((e) => e.msg === 'run failed')).toEqual([]);
    expect(log.filter((e) => /^model endpoint unreachable/.test(String(e.msg)))).toHaveLength(1);
    const json = JSON.parse((await runDaemonCommand(['status', '--vault', v.root, '--json'])).stdout);
    expect(json.failed).toEqual([]);

    t.server(await startScriptedServer(script, { port }));
    await waitFor('summarized', async () => (await entries(v, 'run done')).length === 1, 60_000);
    expect(parseNote(await v.read(`Meetings/${A}.md`)).frontmatter?.data.status).toBe('summarized');
    d.child.kill('SIGINT');
    expect((await d.exited).code).toBe(0);
  }, 120_000);
});
