/**
 * U56 (reviewB, session 21): a model account without credit or quota — OpenRouter's and DeepSeek's
 * HTTP 402, OpenAI's HTTP 429 `insufficient_quota` ("You exceeded your current quota, please check
 * your plan and billing details") — failed every ended meeting for good, one by one: each was run
 * `daemon.retry.attempts` times as a passing rate limit, then `status: failed` and a "Summary failed"
 * toast each, and once the user added credit nothing was summarized (a failed meeting waits for its
 * note to change). Now it is waited out like an unreachable endpoint (S51): run again past the
 * attempts (at most 30 minutes apart), told once, never marked failed, summarized once the endpoint
 * accepts requests. Built `ma-daemon` child process, scripted model server, temp vault.
 * Spec: apps/daemon/README.md (Work); reviewB U56.
 */
import { parseNote } from '@ma/core';
import { type ChatRequest, type ScriptedTurn, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, readLog, runDaemonCommand, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

const A = '2026-11-20 Alpha';
const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';

const summarize = (req: ChatRequest): ScriptedTurn =>
  req.body.messages?.at(-1)?.role === 'tool'
    ? { text: 'Summary written.' }
    : { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] };

const refusals: Record<string, ScriptedTurn> = {
  'HTTP 402 (OpenRouter: Insufficient credits)': {
    status: 402,
    body: {
      error: {
        message: 'Insufficient credits. Add more using https://openrouter.ai/settings/credits',
        code: 402,
      },
    },
  },
  'HTTP 429 insufficient_quota (OpenAI)': {
    status: 429,
    body: {
      error: {
        message: 'You exceeded your current quota, please check your plan and billing details.',
        type: 'insufficient_quota',
        param: null,
        code: 'insufficient_quota',
      },
    },
  },
};

describe('U56: a model account without credit or quota fails no meeting for good', () => {
  for (const [name, refusal] of Object.entries(refusals)) {
    it(`U56: ${name}: run again past daemon.retry.attempts, told once, not failed; summarized once credit is back`, async () => {
      let paid = false;
      const server = t.server(await startScriptedServer((req) => (paid ? summarize(req) : refusal)));
      const v = await t.vault({
        model: { baseURL: server.baseURL, model: 'test-model', retry: { attempts: 1, delayMs: 0 } },
        daemon: { retry: { attempts: 2, delayMs: 100 } },
      });
      await v.writeTranscript(A);
      await v.writeMeeting(A, 'ended');
      const d = t.daemon(v, []);
      await d.ready();
      await waitFor('four runs refused', async () => (await entries(v, 'run start')).length >= 4);
      const log = await readLog(v);
      expect(log.filter((e) => e.msg === 'run failed')).toEqual([]);
      expect(
        log.filter((e) => /^model account has no credit or quota left/.test(String(e.msg))),
      ).toHaveLength(1);
      const json = JSON.parse((await runDaemonCommand(['status', '--vault', v.root, '--json'])).stdout);
      expect(json.failed).toEqual([]);
      expect(parseNote(await v.read(`Meetings/${A}.md`)).frontmatter?.data.status).toBe('ended');

      paid = true;
      await waitFor('summarized', async () => (await entries(v, 'run done')).length === 1, 60_000);
      expect(parseNote(await v.read(`Meetings/${A}.md`)).frontmatter?.data.status).toBe('summarized');
      d.child.kill('SIGINT');
      expect((await d.exited).code).toBe(0);
    }, 120_000);
  }
});
