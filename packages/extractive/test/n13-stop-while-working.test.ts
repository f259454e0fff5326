/**
 * N13 (in-process hosts): the offline engine shares the host's thread, so it gives the host's event loop a turn while
 * it works and honours the host's signal at each turn, also during its last batch: a stop that arrives (as a host's
 * stop does, from the event loop) before it resolves rejects the run, so a caller that writes only after it resolves
 * writes nothing. The line sources here are synchronous, so every turn the host gets is one the engine gives.
 * Spec: review2 N13 (a stop honoured before the commit); issue 13 (the engine at any size, the host responsive).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractiveLines } from '../src/index.js';

const LINES = 9000;
const line = (i: number) =>
  `[${String(Math.floor(i / 3600)).padStart(2, '0')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}] **${i % 2 ? 'Ben Okafor' : 'Alice Moreau'}:** We decided to review item ${i} of the casing plan next week.`;

/** The transcript's lines, counting how many were taken, calling `atEnd` once the last one was given. */
function source(atEnd: () => void = () => {}) {
  const taken = { count: 0 };
  function* lines(): Generator<string> {
    for (let i = 0; i < LINES; i++) {
      taken.count++;
      yield line(i);
    }
    atEnd();
  }
  return { lines: lines(), taken };
}

describe('N13: the offline engine in the host thread honours a stop and lets the host run', () => {
  it('N13: a stop from the event loop soon after the start: rejected with its reason, the rest of the lines never read', async () => {
    const controller = new AbortController();
    const reason = new DOMException('terminated by SIGINT', 'AbortError');
    const { lines, taken } = source();
    setImmediate(() => controller.abort(reason));
    const outcome = await summarizeExtractiveLines(
      lines,
      { language: 'en' },
      { signal: controller.signal },
    ).catch((e: unknown) => e);
    expect(outcome).toBe(reason);
    expect(taken.count).toBeLessThan(LINES);
  });

  it('N13: a stop that arrives while the last batch is worked on (every line read): rejected, no summary given back', async () => {
    const controller = new AbortController();
    const reason = new DOMException('cancelled by the MCP client', 'AbortError');
    const { lines, taken } = source(() => setImmediate(() => controller.abort(reason)));
    const outcome = await summarizeExtractiveLines(
      lines,
      { language: 'en' },
      { signal: controller.signal },
    ).catch((e: unknown) => e);
    expect(taken.count).toBe(LINES);
    expect(outcome).toBe(reason);
  });

  it('N13: the host is served while the engine works: its event loop turns, and the summary is the one without a signal', async () => {
    const controller = new AbortController();
    let turns = 0;
    let working = true;
    const tick = () => {
      if (!working) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    const served = await summarizeExtractiveLines(
      source().lines,
      { language: 'en' },
      { signal: controller.signal },
    );
    working = false;
    expect(turns).toBeGreaterThan(LINES / 1000);
    const plain = await summarizeExtractiveLines(source().lines, { language: 'en' });
    expect(served.body).toBe(plain.body);
    expect(served.decisions.length).toBeGreaterThan(0);
  });

  it('N13: an already aborted signal: rejected before a line is read', async () => {
    const { lines, taken } = source();
    const outcome = await summarizeExtractiveLines(lines, {}, { signal: AbortSignal.abort() }).catch(
      (e: unknown) => e,
    );
    expect((outcome as Error).name).toBe('AbortError');
    expect(taken.count).toBe(0);
  });
});
