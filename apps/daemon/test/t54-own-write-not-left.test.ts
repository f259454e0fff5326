/**
 * T54: a meeting whose note changed during its run only by the daemon's own writes (the run's
 * context link, its status) is not queued again after the run, so a stop soon after does not name
 * it among the meetings "left for the next start" — neither one summarized a moment ago nor one
 * failed for good. A meeting whose work is real (queued, not yet run) still is.
 * Built `ma-daemon` child processes, the scripted model server, temp vaults.
 * Spec: apps/daemon/README.md (Stopping: the meetings still queued are named in one line); review2 N11.
 */
import {
  type ChatRequest,
  gate,
  type ScriptedTurn,
  startReadingServer as startScriptedServer,
} from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, M, readLog, testResources, waitFor, waitForQuietLook } from './daemon-harness.js';

const t = testResources();
const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';

describe('T54: the stop names only meetings with work left', () => {
  it('T54: meetings summarized or failed for good during this start are not "left for the next start"; one still waiting is', async () => {
    const alpha = '2026-11-20 Alpha'; // summarized
    const bravo = '2026-11-21 Bravo'; // fails for good (retry.attempts 1)
    const charlie = '2026-11-22 Charlie'; // running at the stop
    const delta = '2026-11-23 Delta'; // queued at the stop: real work left
    const held = new Map([alpha, bravo, charlie].map((name) => [name, gate()]));
    const asked = new Map([alpha, bravo, charlie].map((name) => [name, gate()]));
    const model = t.server(
      await startScriptedServer(async (req: ChatRequest): Promise<ScriptedTurn> => {
        const text = JSON.stringify(req.body.messages);
        const name = [alpha, bravo, charlie, delta].find((n) => text.includes(n)) ?? '';
        asked.get(name)?.open();
        await held.get(name)?.opened;
        if (name === bravo) return { status: 400, body: { error: { message: 'bad request' } } };
        if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
        return {
          toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }],
        };
      }),
    );
    const vault = await t.vault({
      daemon: { shutdownMs: 60_000, retry: { attempts: 1, delayMs: 0 } },
      model: { baseURL: model.baseURL, model: 'test-model', retry: { attempts: 0, delayMs: 0 } },
    });
    for (const name of [alpha, bravo, charlie, delta]) {
      await vault.writeTranscript(name);
      await vault.writeMeeting(name, 'ended');
    }
    const daemon = t.daemon(vault);
    // Each of the first two runs is held until the watcher has settled the run's own write to its
    // note (debounce 150 ms), so that event comes DURING the run.
    for (const name of [alpha, bravo]) {
      await asked.get(name)?.opened;
      await waitFor(`the watcher event of ${name}'s own write`, async () =>
        (await readLog(vault)).some((e) => e.msg === 'fs event' && e.path === M(name)),
      );
      // The daemon's mark that the event was seen during the run (no fixed wait: L162).
      await waitFor(`${name}'s own write seen during its run`, async () =>
        (await readLog(vault)).some(
          (e) => e.msg === 'changed during its run: looked at once it ends' && e.meeting === M(name),
        ),
      );
      held.get(name)?.open();
    }
    await asked.get(charlie)?.opened;
    expect(await entries(vault, 'run done', M(alpha))).toHaveLength(1);
    expect(await entries(vault, 'run failed', M(bravo))).toHaveLength(1);
    // The events of the runs' last writes settle too: a look at each after its run ended (L162).
    for (const [name, end] of [
      [alpha, 'run done'],
      [bravo, 'run failed'],
    ] as const)
      await waitForQuietLook(
        vault,
        M(name),
        (await readLog(vault)).map((e) => e.msg === end && e.meeting === M(name)).lastIndexOf(true),
      );
    daemon.child.kill('SIGTERM');
    await waitFor('the stop to wait for the run', async () =>
      (await readLog(vault)).some((e) => e.msg === 'stopping: waiting for running summaries'),
    );
    held.get(charlie)?.open();
    expect(await daemon.exited).toEqual({ code: 0, signal: null });
    const left = (await readLog(vault)).filter(
      (e) => typeof e.msg === 'string' && e.msg.endsWith('left for the next start'),
    );
    expect(left.map((e) => [e.msg, e.queued])).toEqual([
      ['stopping: 1 queued meeting left for the next start', [M(delta)]],
    ]);
  }, 180_000);
});
