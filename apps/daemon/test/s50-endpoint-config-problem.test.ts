/**
 * S50: a model endpoint that refuses the configuration — HTTP 401/403 (a wrong or revoked API
 * key), 404 (a base URL without /v1, a model the server does not have) — fails every meeting
 * alike. The daemon pauses summaries once (as for an unset apiKeyEnv, N5) instead of re-running
 * each meeting `daemon.retry.attempts` times and marking it failed for good; the next start with
 * the endpoint fixed summarizes every meeting, also the one whose run the endpoint refused (its
 * note says `status: failed`).
 * Built `ma-daemon` child processes, scripted model server, temp vault.
 * Spec: apps/daemon/README.md (Configuration problems); reviewB S50.
 */
import { parseNote } from '@ma/core';
import { type ChatRequest, type ScriptedTurn, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, readLog, runDaemonCommand, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

const A = '2026-11-20 Alpha';
const B = '2026-11-21 Beta';
const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';

describe('S50: the endpoint refusing the key or the URL pauses the daemon, it fails no meeting', () => {
  for (const status of [401, 404]) {
    it(`S50: HTTP ${status} from the endpoint: paused once, no meeting run again or failed; the next start with the endpoint fixed summarizes both`, async () => {
      let refuse = true;
      const script = (req: ChatRequest): ScriptedTurn => {
        if (refuse)
          return {
            status,
            body: {
              error: { message: status === 401 ? 'Incorrect API key provided' : 'model "m" not found' },
            },
          };
        return req.body.messages?.at(-1)?.role === 'tool'
          ? { text: 'Summary written.' }
          : { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] };
      };
      const server = t.server(await startScriptedServer(script));
      const v = await t.vault({
        model: { baseURL: server.baseURL, model: 'test-model', retry: { attempts: 0, delayMs: 0 } },
        daemon: { retry: { attempts: 3, delayMs: 100 } },
      });
      for (const name of [A, B]) {
        await v.writeTranscript(name);
        await v.writeMeeting(name, 'ended');
      }
      const first = t.daemon(v, []);
      await first.ready();
      await waitFor('both meetings waiting', async () => {
        const s = await runDaemonCommand(['status', '--vault', v.root, '--json']);
        return JSON.parse(s.stdout).daemons[0]?.paused?.waiting.length === 2;
      });
      const log = await readLog(v);
      const paused = log.filter((e) => e.msg === 'configuration problem: summaries paused');
      expect(paused).toHaveLength(1);
      expect(String(paused[0]?.error)).toContain(`HTTP ${status}`);
      expect(log.filter((e) => e.msg === 'run failed' || /retrying later/.test(String(e.msg)))).toEqual([]);
      // One run reached the endpoint; the other meeting was never run and keeps `status: ended`.
      expect(server.requests).toHaveLength(1);
      const json = JSON.parse((await runDaemonCommand(['status', '--vault', v.root, '--json'])).stdout);
      expect(json.failed).toEqual([]);
      first.child.kill('SIGINT');
      expect((await first.exited).code).toBe(0);

      refuse = false;
      const second = t.daemon(v, []);
      await waitFor('both summarized', async () => (await entries(v, 'run done')).length === 2);
      for (const name of [A, B])
        expect(parseNote(await v.read(`Meetings/${name}.md`)).frontmatter?.data.status).toBe('summarized');
      second.child.kill('SIGINT');
      expect((await second.exited).code).toBe(0);
    }, 120_000);
  }
});
