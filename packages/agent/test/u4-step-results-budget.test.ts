/**
 * Review U4, the parts of the step budget the scripted runs do not reach: a read whose first
 * attempt is over its share is made again shorter and counts only what it finally shows; a call
 * with too small a share is not run and says which call to make later; a reading tool that ignores
 * `limits.readChars` is cut at whole lines, reads on exactly, and stays compact JSON in the compact
 * profile. Real tools of @ma/tools on a temp copy of the sample vault.
 */
import type { ReadEvent } from '@ma/tools';
import { createMeetingTools, createToolSession, type ToolSession } from '@ma/tools';
import { type ToolSet, tool } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ReadHold } from '../src/budget/read-hold.js';
import { StepResultsBudget } from '../src/budget/step-results-budget.js';
import { tokenCounterFor } from '../src/budget/token-counter.js';
import { type Harness, KICKOFF, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const counter = await tokenCounterFor('test-model');
/** Tokens a result takes in the next request (as the loop's budget counts a tool result). */
const cost = (text: string) => counter.count(JSON.stringify(text)) + 24;

async function setup(opts: { charsPerToken: number; compact?: boolean; extra?: ToolSet }) {
  h = await startHarness([]);
  const reads: ReadEvent[] = [];
  const session = await createToolSession({
    vault: h.vault,
    meetingPath: KICKOFF,
    onRead: (e) => reads.push(e),
  });
  const limits = { ...session.limits, readChars: 12_000, searchChars: 12_000 };
  const hold = new ReadHold((e) => session.onRead(e));
  const budgeted: ToolSession = { ...session, limits, onRead: (e) => hold.report(e) };
  const tools = {
    ...(createMeetingTools(budgeted, { profile: opts.compact ? 'compact' : 'granular' }) as ToolSet),
    ...opts.extra,
  };
  const budget = new StepResultsBudget({
    counter,
    limits,
    readHold: hold,
    charsPerToken: opts.charsPerToken,
    compact: opts.compact === true,
  });
  const wrapped = budget.wrap(tools);
  const call = async (name: string, input: Record<string, unknown>) =>
    String(await wrapped[name]?.execute?.(input as never, { toolCallId: name, messages: [], context: {} }));
  return { reads, limits, budget, call };
}

/** Numbered lines `from`–`to`, each 80 characters: a reading tool's output that ignores every limit. */
const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${from + i}│${'word '.repeat(16)}`).join('\n');

describe('U4: one step, its results sharing the room', () => {
  it('U4: a read over its share is made again shorter; only the lines finally shown count', async () => {
    // Ten times too many characters per token: the first attempt is far over its share.
    const { reads, limits, budget, call } = await setup({ charsPerToken: 10 });
    budget.open(2_000, 2);
    const out = await call('read_transcript', { from: 7, to: 262 });
    expect(cost(out)).toBeLessThanOrEqual(1_000);
    expect(out).toMatch(/cut to share the context window with this step's 1 other tool result;/);
    const shown = /· lines 7–(\d+) of 262/.exec(out);
    const last = Number(/call read_transcript with from=(\d+) to read on/.exec(out)?.[1]) - 1;
    expect(Number(shown?.[1])).toBe(last);
    // One read counted, of exactly the lines shown (the longer attempts were dropped).
    expect(reads.map((r) => [r.from, r.to])).toEqual([[7, last]]);
    // The limits are back at their caps once the call is done.
    expect([limits.readChars, limits.searchChars]).toEqual([12_000, 12_000]);
  });

  it('U4: a call whose share is too small is not run, names the call to make later and counts nothing', async () => {
    for (const compact of [false, true]) {
      const { reads, budget, call } = await setup({ charsPerToken: 2.5, compact });
      budget.open(300, 3);
      const out = compact
        ? await call('query_meeting', { view: 'transcript', filters: { from: 7, to: 262 } })
        : await call('read_transcript', { from: 7, to: 262 });
      // Compact: not a success, so a refusal with an `error` key (C11).
      const text = compact ? (JSON.parse(out) as { error: string; message: string }).message : out;
      if (compact) expect((JSON.parse(out) as { error: string }).error).toBe('refused');
      expect(text).toMatch(
        /^not run: the context window has no room left for this result \(this step made 3 tool calls at once\); /,
      );
      expect(text).toContain(
        compact
          ? 'call query_meeting with {"view":"transcript","filters":{"from":7,"to":262}} in a later step'
          : 'call read_transcript with from=7, to=262 in a later step',
      );
      expect(reads).toEqual([]);
      await h?.close();
      h = undefined;
    }
  });

  it('U4: a reading tool that ignores limits.readChars is cut at whole lines and reads on exactly', async () => {
    const granular = await setup({
      charsPerToken: 2.5,
      extra: {
        read_context: tool({
          inputSchema: z.object({ from: z.number().nullish(), to: z.number().nullish() }),
          execute: async () => `Context.md · lines 1–400 of 400\n${numbered(1, 400)}`,
        }),
      },
    });
    granular.budget.open(1_500, 2);
    const out = await granular.call('read_context', { from: 1, to: 400, from_char: 3 });
    expect(cost(out)).toBeLessThanOrEqual(750);
    const lines = out.split('\n');
    const lastShown = Number(/^(\d+)│/.exec(lines.at(-2) ?? '')?.[1]);
    expect(lines.at(-1)).toBe(
      `… cut to share the context window with this step's 1 other tool result; call read_context with from=${lastShown + 1}, to=400 to read on`,
    );
    await h?.close();
    h = undefined;

    const compact = await setup({
      charsPerToken: 2.5,
      compact: true,
      extra: {
        query_meeting: tool({
          inputSchema: z.object({ view: z.string(), filters: z.record(z.string(), z.unknown()) }),
          execute: async () => JSON.stringify({ view: 'context', text: numbered(1, 400) }),
        }),
      },
    });
    compact.budget.open(1_500, 2);
    const json = await compact.call('query_meeting', { view: 'context', filters: { from: 1, from_char: 3 } });
    expect(cost(json)).toBeLessThanOrEqual(750);
    const parsed = JSON.parse(json) as { view: string; text: string };
    expect(parsed.view).toBe('context');
    const last = parsed.text.split('\n').at(-1) ?? '';
    const n = Number(/^(\d+)│/.exec(parsed.text.split('\n').at(-2) ?? '')?.[1]);
    expect(last).toBe(
      `… cut to share the context window with this step's 1 other tool result; call query_meeting with {"view":"context","filters":{"from":${n + 1}}} to read on`,
    );
  });

  it('U4: a write is never made again: an over-long result is cut saying the call was done', async () => {
    let runs = 0;
    const writeContext = tool({
      inputSchema: z.object({ content: z.string() }),
      execute: async () => {
        runs++;
        return `wrote 400 lines to Context.md\n${numbered(1, 400)}`;
      },
    });
    const granular = await setup({ charsPerToken: 2.5, extra: { write_context: writeContext } });
    granular.budget.open(1_000, 1);
    const out = await granular.call('write_context', { content: 'x' });
    expect(runs).toBe(1);
    expect(cost(out)).toBeLessThanOrEqual(1_000);
    expect(out.split('\n').at(-1)).toBe(
      '… cut to fit the context window; the write_context call itself was done',
    );
    // No room even for that: it says the call ran (never "not run").
    granular.budget.open(40, 1);
    expect(await granular.call('write_context', { content: 'x' })).toMatch(
      /^done: write_context ran; its result \(\d+ characters\) was left out to fit the context window$/,
    );
    expect(runs).toBe(2);
  });

  it('U4: outside an open step tools run as they are', async () => {
    const { budget, call } = await setup({ charsPerToken: 2.5 });
    budget.close();
    const out = await call('read_transcript', { from: 7, to: 262 });
    expect(out).not.toContain('cut to share');
    expect(out.length).toBeGreaterThan(11_000);
  });
});
