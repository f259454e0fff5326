/**
 * N13: a stop (the caller's signal) during an offline (extractive) run is honoured before the
 * commit: nothing is written, the run fails with reason `aborted`, the context note records the
 * cancelled run and the meeting note keeps its status. Temp sample vault, real files.
 * A long transcript: the engine works in the host's thread for seconds, and a stop that reaches the host through its
 * event loop (a signal handler, a socket, an MCP cancel) while it works is honoured too: the engine gives the loop turns
 * and stops at the next one, and the commit checks the signal once more before the first write.
 * Spec: review2 N13; apps/cli/README.md, Exit codes (130/143: nothing half-written).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNote } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/**
 * Runs the offline engine on the functional design meeting, aborting the run with `reason` once it started: at once
 * (`now`), or from the event loop as a host's stop arrives (`loop`). Checks the run was aborted with nothing written
 * and the meeting's status kept; returns the event types seen.
 */
async function stopAtStart(harness: Harness, reason: string, when: 'now' | 'loop'): Promise<string[]> {
  const before = await harness.read(FUNCTIONAL);
  const summaryBefore = await harness.readOrNull(`Summaries/${functionalName}.md`);
  const controller = new AbortController();
  const stop = () => controller.abort(new DOMException(reason, 'AbortError'));
  const events: string[] = [];
  const error = await summarizeMeeting({
    vault: harness.vault,
    meeting: FUNCTIONAL,
    config: harness.config,
    env: {},
    signal: controller.signal,
    onEvent: (event) => {
      events.push(event.type);
      if (event.type === 'run-start') when === 'now' ? stop() : setImmediate(stop);
    },
  }).catch((e: unknown) => e);
  expect(SummaryRunError.isInstance(error)).toBe(true);
  expect((error as SummaryRunError).reason).toBe('aborted');
  expect(await harness.readOrNull(`Summaries/${functionalName}.md`)).toBe(summaryBefore);
  const note = await harness.read(FUNCTIONAL);
  expect(parseNote(note).frontmatter?.data.status).toBe(parseNote(before).frontmatter?.data.status);
  return events;
}

describe('N13: a stop during the offline engine commits nothing', () => {
  it('N13: aborted once the run started: reason aborted, no summary, status unchanged, the context note says cancelled', async () => {
    h = await startHarness([], { model: null });
    await stopAtStart(h, 'terminated by SIGTERM', 'now');
    expect(await h.read(`Assistant/${functionalName}.md`)).toMatch(
      /## Run cancelled[^\n]*\n\nrun cancelled \(terminated by SIGTERM\)/,
    );
  });

  it('N13: a long transcript, stopped from the event loop just after the start: aborted, no summary, the status unchanged', async () => {
    h = await startHarness([], { model: null });
    const lines = Array.from(
      { length: 12_000 },
      (_, i) =>
        `[${String(Math.floor(i / 3600)).padStart(2, '0')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}] **${i % 2 ? 'Ben Okafor' : 'Alice Moreau'}:** We decided to review item ${i} of the casing plan next week.`,
    );
    await writeFile(
      path.join(h.root, 'Transcripts', `${functionalName}.md`),
      ['---', `meeting: "[[Meetings/${functionalName}]]"`, 'language: en', '---', ...lines, ''].join('\n'),
    );
    // As a host's stop arrives: from the event loop (a signal handler, stdin), not inside the run's own call.
    const events = await stopAtStart(h, 'cancelled by the MCP client', 'loop');
    expect(events).not.toContain('run-end');
    expect(await h.read(`Assistant/${functionalName}.md`)).toMatch(
      /## Run cancelled[^\n]*\n\nrun cancelled \(cancelled by the MCP client\)/,
    );
  });
});
