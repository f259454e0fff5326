/**
 * S63: Ollama answering HTTP 400 "<model> does not support tools" (a model chosen without tool
 * calling) fails every meeting alike: the daemon pauses summaries once, as for S50's 401/403/404,
 * instead of running and failing each meeting. Only that error text: another 400 (a context too
 * long for one meeting) is still the meeting's failure, run again and failed meeting by meeting.
 * Built `ma-daemon` child processes, scripted model server, temp vault.
 * Spec: apps/daemon/README.md (Configuration problems); reviewB S50, S63.
 */
import { startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, readLog, runDaemonCommand, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

const A = '2026-11-20 Alpha';
const B = '2026-11-21 Beta';

async function startWith(message: string) {
  const server = t.server(
    await startScriptedServer(() => ({ status: 400, body: { error: { message, type: 'api_error' } } })),
  );
  const v = await t.vault({
    model: { baseURL: server.baseURL, model: 'gemma3:4b', retry: { attempts: 0, delayMs: 0 } },
    daemon: { retry: { attempts: 2, delayMs: 100 } },
  });
  for (const name of [A, B]) {
    await v.writeTranscript(name);
    await v.writeMeeting(name, 'ended');
  }
  return { server, v, daemon: t.daemon(v, []) };
}

describe('S63: a model that does not support tools pauses the daemon; another HTTP 400 stays per meeting', () => {
  it('S63: HTTP 400 "does not support tools": paused once, no meeting failed or run again', async () => {
    const { server, v, daemon } = await startWith(
      'registry.ollama.ai/library/gemma3:4b does not support tools',
    );
    await daemon.ready();
    await waitFor('both meetings waiting', async () => {
      const s = await runDaemonCommand(['status', '--vault', v.root, '--json']);
      return JSON.parse(s.stdout).daemons[0]?.paused?.waiting.length === 2;
    });
    const log = await readLog(v);
    const paused = log.filter((e) => e.msg === 'configuration problem: summaries paused');
    expect(paused).toHaveLength(1);
    expect(String(paused[0]?.error)).toContain('does not support tools');
    expect(log.filter((e) => e.msg === 'run failed' || /retrying later/.test(String(e.msg)))).toEqual([]);
    expect(server.requests).toHaveLength(1);
    const json = JSON.parse((await runDaemonCommand(['status', '--vault', v.root, '--json'])).stdout);
    expect(json.failed).toEqual([]);
    daemon.child.kill('SIGINT');
    expect((await daemon.exited).code).toBe(0);
  }, 120_000);

  it('S63: HTTP 400 for a context too long is not a configuration problem: each meeting fails on its own', async () => {
    const { v, daemon } = await startWith(
      'This model maximum context length is 8192 tokens. However, you requested 12000 tokens.',
    );
    await daemon.ready();
    await waitFor('both meetings failed', async () => (await entries(v, 'run failed')).length === 2);
    const log = await readLog(v);
    expect(log.filter((e) => e.msg === 'configuration problem: summaries paused')).toEqual([]);
    daemon.child.kill('SIGINT');
    expect((await daemon.exited).code).toBe(0);
  }, 120_000);
});
