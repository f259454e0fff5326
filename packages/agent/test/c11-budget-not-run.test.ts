/**
 * C11 (seed 002: every compact answer that is not a success has an `error` key) for the answers
 * the step budget makes itself (review U4): a reading call with no room left was answered
 * `{"status":"not run","text":"not run: …"}`, compact JSON without `error`, which a small model
 * cannot tell from a success. It is now a refusal, `{"error":"refused","message":"not run: …"}`
 * (nothing was run; the message names the call to make later), and a write whose result is left
 * out keeps what it was: a refusal stays a refusal, an `apply_changes` with rejected ops keeps
 * them (never a bare `done`). The granular profile keeps its `not run: …` text. Real tools of
 * @ma/tools on a temp copy of the sample vault.
 * Spec: docs/tools.md (Compact profile); docs/context-budget.md (Parallel tool calls); C11, review U4.
 */
import {
  createMeetingTools,
  createToolSession,
  isRefusal,
  refusalMessage,
  type ToolSession,
} from '@ma/tools';
import type { ToolSet } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { StepResultsBudget } from '../src/budget/step-results-budget.js';
import { tokenCounterFor } from '../src/budget/token-counter.js';
import { type Harness, KICKOFF, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const counter = await tokenCounterFor('test-model');

async function setup(compact: boolean) {
  h = await startHarness([]);
  const session = await createToolSession({ vault: h.vault, meetingPath: KICKOFF });
  const limits = { ...session.limits, readChars: 12_000, searchChars: 12_000 };
  const budgeted: ToolSession = { ...session, limits };
  const tools = createMeetingTools(budgeted, { profile: compact ? 'compact' : 'granular' }) as ToolSet;
  const budget = new StepResultsBudget({ counter, limits, charsPerToken: 2.5, compact });
  const wrapped = budget.wrap(tools);
  const call = async (name: string, input: Record<string, unknown>) =>
    String(await wrapped[name]?.execute?.(input as never, { toolCallId: name, messages: [], context: {} }));
  return { budget, call };
}

describe('C11: the step budget answers in the compact error shape', () => {
  it('C11: a compact call with no room left is {"error":"refused","message":"not run: …"} naming the call to make later', async () => {
    const { budget, call } = await setup(true);
    budget.open(300, 3);
    const out = await call('query_meeting', { view: 'transcript', filters: { from: 7, to: 262 } });
    const json = JSON.parse(out) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual(['error', 'message']);
    expect(json.error).toBe('refused');
    expect(isRefusal(out)).toBe(true);
    expect(refusalMessage(out)).toBe(
      'not run: the context window has no room left for this result (this step made 3 tool calls at once); call query_meeting with {"view":"transcript","filters":{"from":7,"to":262}} in a later step',
    );
  });

  it('C11: the granular profile keeps its not run text', async () => {
    const { budget, call } = await setup(false);
    budget.open(300, 3);
    expect(await call('read_transcript', { from: 7, to: 262 })).toBe(
      'not run: the context window has no room left for this result (this step made 3 tool calls at once); call read_transcript with from=7, to=262 in a later step',
    );
  });

  it('C11: a compact write whose result is left out keeps its rejected ops and its refusal', async () => {
    const { budget, call } = await setup(true);
    // A destructive op without approval is rejected with what it would change: not applied.
    budget.open(40, 1);
    const out = await call('apply_changes', { ops: [{ op: 'remove_attendee', name: 'Marketing' }] });
    const json = JSON.parse(out) as { applied: number; consequence: string; rejected: unknown[] };
    expect(json.applied).toBe(0);
    expect(json.rejected).toEqual([
      { index: 0, op: 'remove_attendee', reason: 'left out to fit the context window' },
    ]);
    expect(json.consequence).toMatch(/; 1 op was rejected \(not applied\)$/);
    // A refused call (no ops) stays a refusal however little room is left.
    budget.open(10, 1);
    const refused = await call('apply_changes', { ops: [] });
    expect(JSON.parse(refused)).toEqual({
      error: 'refused',
      message: expect.stringMatching(/^apply_changes was refused \(nothing changed\); its message/),
    });
  });
});
