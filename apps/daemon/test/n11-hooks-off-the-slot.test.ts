/**
 * N11: post-summary hooks run off the work slot (their own bounded queue): a webhook receiver that
 * never answers and an `onSummary` command that never ends delay no other summary; at a stop they
 * get `daemon.shutdownMs`, then are cancelled (the command killed). A stop with meetings still
 * queued says so in one info line and leaves them for the next start, which summarizes them —
 * never an ERROR with an AbortError dump.
 * Built `ma-daemon` child processes, a real HTTP receiver, the scripted model server, temp vaults.
 * Spec: review2 N11; apps/daemon/README.md (Hooks, Stopping).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseNote } from '@ma/core';
import {
  type ChatRequest,
  never,
  type ScriptedServer,
  type ScriptedTurn,
  startReadingServer as startScriptedServer,
} from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import {
  type DaemonChild,
  entries,
  M,
  readLog,
  type TestVault,
  testResources,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;
let receiver: Server | undefined;
let model: ScriptedServer | undefined;

function start(v: TestVault): DaemonChild {
  const d = t.daemon(v);
  return d;
}

/** True while a process with this pid exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('N11: hooks never hold the work slot; a stop with queued meetings is one info line', () => {
  it('N11: a receiver that never answers and an onSummary that never ends delay no summary; at the stop they are cancelled within daemon.shutdownMs', async () => {
    // A webhook receiver that accepts every request and never answers.
    receiver = t.server(createServer(() => {}));
    await new Promise<void>((r) => receiver!.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    vault = await t.vault({ daemon: { shutdownMs: 1500 } });
    const script = vault.abs('../hook.mjs');
    const pids = vault.abs('../hook-pids.txt');
    // Writes its pid, then runs until it is killed.
    await writeFile(
      script,
      `import { appendFileSync } from 'node:fs';
appendFileSync(process.argv[2], process.pid + '\\n');
setInterval(() => {}, 1000);`,
    );
    const config = JSON.parse(await vault.read('meeting-assistant.json'));
    config.daemon.hooks = {
      onSummary: [process.execPath, script, pids],
      webhook: { url, secret: 's', attempts: 3, timeoutMs: 600_000 },
    };
    await writeFile(vault.abs('meeting-assistant.json'), JSON.stringify(config));
    const names = ['2026-11-20 Alpha', '2026-11-21 Beta', '2026-11-22 Gamma'];
    for (const name of names) {
      await vault.writeTranscript(name);
      await vault.writeMeeting(name, 'ended');
    }
    const d = start(vault);
    // Before N11 the second run waited for the first one's hooks (here: forever).
    await waitFor('every summary', async () => (await entries(vault!, 'run done')).length === 3, 60_000);
    await waitFor('three hook commands', async () => {
      const text = await readFile(pids, 'utf8').catch(() => '');
      return text.trim().split('\n').length === 3;
    });
    const log = await readLog(vault);
    expect(log.filter((e) => e.msg === 'hook done' || e.msg === 'hook failed')).toEqual([]);
    for (const name of names) expect(await vault.read(M(name))).toContain('status: summarized');
    const hookPids = (await readFile(pids, 'utf8')).trim().split('\n').map(Number);
    expect(hookPids.every(alive)).toBe(true);

    d.child.kill('SIGTERM');
    expect(await d.exited).toEqual({ code: 0, signal: null });
    const after = await readLog(vault);
    const msgs = after.map((e) => e.msg);
    expect(after.find((e) => e.msg === 'stopping: waiting for post-summary hooks')).toMatchObject({
      hooks: 3,
      deadlineMs: 1500,
    });
    expect(msgs).toContain('deadline reached: cancelling post-summary hooks');
    // Each hook says how it ended, once: cancelled by the stop.
    const ended = after.filter((e) => e.msg === 'hook failed');
    expect(
      ended
        .filter((e) => e.hook === 'onSummary')
        .map((e) => e.meeting)
        .sort(),
    ).toEqual(names.map(M));
    expect(
      ended
        .filter((e) => e.hook === 'webhook')
        .map((e) => e.meeting)
        .sort(),
    ).toEqual(names.map(M));
    expect(msgs.at(-1)).toBe('stopped');
    expect(after.filter((e) => e.level >= 50)).toEqual([]);
    await waitFor('the hook commands to be gone', () => !hookPids.some(alive), 10_000);
  }, 180_000);

  it('N11: a stop while meetings are queued logs one info line naming them (no ERROR, no AbortError dump); the next start summarizes them', async () => {
    let hold = true;
    const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';
    const script = async (req: ChatRequest): Promise<ScriptedTurn> => {
      if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
      // While held, the model never answers: the first run keeps the only slot.
      if (hold) return never();
      return { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] };
    };
    model = t.server(await startScriptedServer(script));
    vault = await t.vault({
      daemon: { shutdownMs: 500 },
      model: {
        baseURL: model.baseURL,
        model: 'test-model',
        retry: { attempts: 0, delayMs: 0 },
        timeoutMs: 600_000,
      },
    });
    const names = ['2026-11-20 Alpha', '2026-11-21 Beta', '2026-11-22 Gamma'];
    for (const name of names) {
      await vault.writeTranscript(name);
      await vault.writeMeeting(name, 'ended');
    }
    const first = start(vault);
    await first.ready();
    await waitFor('the first model request', () => model!.requests.length >= 1);
    first.child.kill('SIGINT');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    const log = await readLog(vault);
    const left = log.filter((e) => e.msg === 'stopping: 2 queued meetings left for the next start');
    expect(left).toHaveLength(1);
    expect(left[0]!.level).toBe(30);
    const running = log.find((e) => e.msg === 'run start')!.meeting;
    expect([...(left[0]!.queued as string[])].sort()).toEqual(names.map(M).filter((m) => m !== running));
    expect(log.filter((e) => e.level >= 50)).toEqual([]);
    expect(first.stderr()).not.toMatch(/DOMException|AbortError|queue was cleared/);

    hold = false;
    start(vault);
    await waitFor('all three summaries', async () => (await entries(vault!, 'run done')).length === 3);
    for (const name of names)
      expect(parseNote(await vault.read(M(name))).frontmatter?.data.status).toBe('summarized');
  }, 180_000);

  it('N11: a meeting waiting for its retry when the daemon stops is named in the stop line and run again at the next start', async () => {
    let failing = true;
    const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';
    model = t.server(
      await startScriptedServer(async (req: ChatRequest): Promise<ScriptedTurn> => {
        if (failing) return { status: 503, body: { error: { message: 'model is loading' } } };
        if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
        return {
          toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }],
        };
      }),
    );
    vault = await t.vault({
      daemon: { retry: { attempts: 3, delayMs: 600_000 } },
      model: { baseURL: model.baseURL, model: 'test-model', retry: { attempts: 0, delayMs: 0 } },
    });
    const name = '2026-11-20 Alpha';
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    const first = start(vault);
    await waitFor(
      'the retry to be scheduled',
      async () => (await entries(vault!, 'run failed (transient): retrying later')).length === 1,
    );
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    const left = await entries(vault, 'stopping: 1 queued meeting left for the next start');
    expect(left.map((e) => e.queued)).toEqual([[M(name)]]);
    failing = false;
    start(vault);
    await waitFor('the summary', async () => (await entries(vault!, 'run done', M(name))).length === 1);
    expect((await entries(vault, 'run start', M(name))).map((e) => e.attempt)).toEqual([1, 2]);
    expect(parseNote(await vault.read(M(name))).frontmatter?.data.status).toBe('summarized');
  }, 180_000);
});
