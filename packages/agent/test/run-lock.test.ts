import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { type AgentEvent, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, KICKOFF, snapshot, startHarness } from './harness.js';

const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';
const writeSummary: ScriptedTurn = {
  toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }],
};

/** A promise with its resolve function. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let h: Harness;
afterEach(async () => {
  await h?.close();
});

describe('one run per meeting (run lock)', () => {
  it('F3: a second run on a held meeting fails at once with busy and writes nothing; other meetings and later runs go ahead', async () => {
    const reachedA = deferred();
    const gate = deferred();
    // Run A's first model turn waits on the gate (a delayed scripted turn); later turns follow the queue.
    const queue: ScriptedTurn[] = [
      writeSummary,
      { text: 'Done.' },
      // a later run succeeds
      writeSummary,
      { text: 'Done.' },
      // a failed run (no write_summary, no summary heading): no-summary, after the one advice pass R236
      // gives a prose answer (the model answers in prose again)
      { text: 'I could not summarize this meeting.' },
      { text: 'Still no summary, sorry.' },
      // and a run after the failed one succeeds
      writeSummary,
      { text: 'Done.' },
    ];
    h = await startHarness(async (_req, index) => {
      if (index === 0) {
        reachedA.resolve();
        await gate.promise;
      }
      const turn = queue[index];
      if (!turn) throw new Error(`script exhausted at ${index}`);
      return turn;
    });
    const run = (meeting: string, events: AgentEvent[] = [], extra: { engine?: 'extractive' } = {}) =>
      summarizeMeeting({ vault: h.vault, meeting, env: {}, onEvent: (e) => events.push(e), ...extra });

    const runA = run(FUNCTIONAL);
    await reachedA.promise; // A holds the lock, mid-run (its context note already exists)
    const before = await snapshot(h.root);
    expect(Object.keys(before)).toContain(`Assistant/${functionalName}.md`);

    const eventsB: AgentEvent[] = [];
    const errorB = await run(functionalName, eventsB).catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(errorB)).toBe(true);
    expect((errorB as SummaryRunError).reason).toBe('busy');
    expect((errorB as SummaryRunError).message).toMatch(
      new RegExp(
        `^another run is already summarizing ${FUNCTIONAL} \\(pid ${process.pid}, started \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\); wait for it to finish — a lock left by a crashed run frees itself after \\d+ s$`,
      ),
    );
    expect(eventsB).toEqual([]);
    expect(h.server.requests).toHaveLength(1); // B never reached the model
    expect(await snapshot(h.root)).toEqual(before); // no context record, no status change, nothing

    // Another meeting is not blocked (offline engine: no model turns needed).
    const other = await run(KICKOFF, [], { engine: 'extractive' });
    expect(other.summaryPath).toMatch(/^Summaries\//);

    gate.resolve();
    const a = await runA;
    expect(a.summaryPath).toBe(`Summaries/${functionalName}.md`);
    expect(await h.read(FUNCTIONAL)).toContain('status: summarized');
    const context = await h.read(`Assistant/${functionalName}.md`);
    expect(context).not.toContain('Run failed');

    // The lock was released: a new run succeeds…
    expect((await run(FUNCTIONAL)).summaryPath).toBe(`Summaries/${functionalName}.md`);
    // …also after a failed run.
    const failed = await run(FUNCTIONAL).catch((e: unknown) => e);
    expect((failed as SummaryRunError).reason).toBe('no-summary');
    expect((await run(FUNCTIONAL)).summaryPath).toBe(`Summaries/${functionalName}.md`);
    expect(await readdir(path.join(h.root, '.meeting-assistant/locks'))).toEqual([]);
    // Six runs and two snapshots of the whole vault: a few seconds idle, past 30 s when every
    // package's tests share two busy cores (CI). The ordering itself is held on gates, not timed.
  }, 120_000);

  it('the lock is released when the run is aborted', async () => {
    const reached = deferred();
    h = await startHarness(async (_req, index) => {
      if (index === 0) {
        reached.resolve();
        return new Promise<ScriptedTurn>(() => {}); // never answers: only the abort ends run A
      }
      return index % 2 === 1 ? writeSummary : { text: 'Done.' };
    });
    const controller = new AbortController();
    const runA = summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      signal: controller.signal,
    });
    await reached.promise;
    controller.abort();
    expect(((await runA.catch((e: unknown) => e)) as SummaryRunError).reason).toBe('aborted');
    const next = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(next.summaryPath).toBe(`Summaries/${functionalName}.md`);
  });
});
