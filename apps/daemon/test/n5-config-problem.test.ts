/**
 * N5: a configuration problem (here `model.apiKeyEnv` naming a variable the daemon's environment
 * lacks, the normal state of an installed service) is not a failure of each meeting: the daemon
 * says it once, pauses summaries (shown by `status`), marks nothing failed, and summarizes the
 * waiting meetings once the configuration file is fixed, or at the next start with the variable
 * set. `install` warns about the variables the service will not see.
 * Built `ma-daemon` child processes, scripted model server, temp vault.
 * Spec: review2 N5; apps/daemon/README.md (Configuration problems, install).
 */
import { writeFile } from 'node:fs/promises';
import { parseNote } from '@ma/core';
import {
  type ChatRequest,
  type ScriptedServer,
  type ScriptedTurn,
  startReadingServer as startScriptedServer,
} from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import {
  type DaemonChild,
  entries,
  readLog,
  runDaemonCommand,
  type TestVault,
  testResources,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;
let server: ScriptedServer | undefined;

const A = '2026-11-20 Alpha';
const B = '2026-11-21 Beta';
const KEY = 'MA_N5_TEST_KEY';
const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';

const script = (req: ChatRequest): ScriptedTurn =>
  req.body.messages?.at(-1)?.role === 'tool'
    ? { text: 'Summary written.' }
    : { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] };

async function setup(): Promise<TestVault> {
  server = t.server(await startScriptedServer(script));
  vault = await t.vault({
    model: {
      baseURL: server.baseURL,
      model: 'test-model',
      apiKeyEnv: KEY,
      retry: { attempts: 0, delayMs: 0 },
    },
  });
  for (const name of [A, B]) {
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
  }
  return vault;
}

function start(v: TestVault, env: Record<string, string> = {}): DaemonChild {
  const d = t.daemon(v, [], env);
  return d;
}

const ma = runDaemonCommand;

const status = async (v: TestVault, name: string) =>
  parseNote(await v.read(`Meetings/${name}.md`)).frontmatter?.data.status;

describe('N5: a configuration problem pauses the daemon, it fails no meeting', () => {
  it('N5: an unset apiKeyEnv variable: said once, status shows it, nothing failed; the next start with it set summarizes both', async () => {
    const v = await setup();
    const first = start(v);
    await first.ready();
    await waitFor('both meetings waiting', async () => {
      const s = await ma(['status', '--vault', v.root, '--json']);
      return JSON.parse(s.stdout).daemons[0]?.paused?.waiting.length === 2;
    });
    const log = await readLog(v);
    const paused = log.filter((e) => e.msg === 'configuration problem: summaries paused');
    expect(paused).toHaveLength(1);
    expect(paused[0]?.level).toBe(50);
    expect(String(paused[0]?.error)).toMatch(new RegExp(`${KEY} is not set`));
    expect(log.filter((e) => e.msg === 'run failed' || e.msg === 'run start')).toEqual([]);
    expect(server!.requests).toHaveLength(0);
    const text = await ma(['status', '--vault', v.root]);
    expect(text.stdout).toMatch(new RegExp(`paused: configuration problem since .*${KEY} is not set`));
    expect(text.stdout).toContain(`  Meetings/${A}.md`);
    expect(text.stdout).toMatch(/^failed: none$/m);
    const json = JSON.parse((await ma(['status', '--vault', v.root, '--json'])).stdout);
    expect(json.failed).toEqual([]);
    expect(await status(v, A)).toBe('ended');
    first.child.kill('SIGINT');
    expect((await first.exited).code).toBe(0);

    const second = start(v, { [KEY]: 'sk-test' });
    await waitFor('both summarized', async () => (await entries(v, 'run done')).length === 2);
    expect(await status(v, A)).toBe('summarized');
    expect(await status(v, B)).toBe('summarized');
    expect(server!.requests[0]?.headers.authorization).toBe('Bearer sk-test');
    second.child.kill('SIGINT');
    expect((await second.exited).code).toBe(0);
  }, 120_000);

  it('N5: fixing meeting-assistant.json while paused: the daemon starts again with it and summarizes the waiting meetings', async () => {
    const v = await setup();
    const d = start(v);
    await d.ready();
    await waitFor(
      'paused',
      async () => (await entries(v, 'configuration problem: summaries paused')).length === 1,
    );
    await writeFile(
      v.abs('meeting-assistant.json'),
      `${JSON.stringify({
        daemon: { debounceMs: 150, concurrency: 1, shutdownMs: 5000 },
        model: {
          baseURL: server!.baseURL,
          model: 'test-model',
          apiKey: 'sk-file',
          retry: { attempts: 0, delayMs: 0 },
        },
      })}\n`,
    );
    await waitFor('both summarized', async () => (await entries(v, 'run done')).length === 2);
    expect(await status(v, A)).toBe('summarized');
    expect(await status(v, B)).toBe('summarized');
    expect(await entries(v, 'run failed')).toEqual([]);
    d.child.kill('SIGINT');
    expect((await d.exited).code).toBe(0);
  }, 120_000);

  it('N5: install warns about each variable the configuration names that the service will not see', async () => {
    const v = await setup();
    const set = await ma(['install', '--vault', v.root, '--dry-run', '--platform', 'linux'], {
      [KEY]: 'sk-x',
    });
    expect(set.code).toBe(0);
    expect(set.stderr).toMatch(
      new RegExp(
        `warning: the service will not see ${KEY} \\(model\\.apiKeyEnv names it; it is set in this shell only\\): add Environment=`,
      ),
    );
    expect(set.stderr).toMatch(/pauses summaries/);
    const unset = await ma(['install', '--vault', v.root, '--dry-run', '--platform', 'darwin'], {
      [KEY]: undefined,
    });
    expect(unset.stderr).toMatch(
      new RegExp(
        `${KEY} \\(model\\.apiKeyEnv names it; it is not set here either\\): add an EnvironmentVariables`,
      ),
    );
  }, 60_000);
});
