/**
 * N13: a stop (the caller's signal) during an offline (extractive) run is honoured before the
 * commit: nothing is written, the run fails with reason `aborted`, the context note records the
 * cancelled run and the meeting note keeps its status. Temp sample vault, real files.
 * Spec: review2 N13; apps/cli/README.md, Exit codes (130/143: nothing half-written).
 */
import { parseNote } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('N13: a stop during the offline engine commits nothing', () => {
  it('N13: aborted once the run started: reason aborted, no summary, status unchanged, the context note says cancelled', async () => {
    h = await startHarness([], { model: null });
    const before = await h.read(FUNCTIONAL);
    const summaryBefore = await h.readOrNull(`Summaries/${functionalName}.md`);
    const controller = new AbortController();
    const error = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      config: h.config,
      env: {},
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === 'run-start')
          controller.abort(new DOMException('terminated by SIGTERM', 'AbortError'));
      },
    }).catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as SummaryRunError).reason).toBe('aborted');
    expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBe(summaryBefore);
    const note = await h.read(FUNCTIONAL);
    expect(parseNote(note).frontmatter?.data.status).toBe(parseNote(before).frontmatter?.data.status);
    expect(await h.read(`Assistant/${functionalName}.md`)).toMatch(
      /## Run cancelled[^\n]*\n\nrun cancelled \(terminated by SIGTERM\)/,
    );
  });
});
