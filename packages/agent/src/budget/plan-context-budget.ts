import type { ModelConfig } from '@ma/core';
import type { ToolSet } from 'ai';
import { isCompactToolSet } from '../model/invalid-tool-call.js';
import { SummaryRunError } from '../summary-run-error.js';
import { contextFixes } from './context-advice.js';
import { type ContextBudget, defaultReplyReserve, messageBudget, toolSetTokens } from './context-budget.js';
import { type ContextWindow, resolveContextWindow } from './context-window.js';
import { messageTokens } from './fit-messages.js';
import { tokenCounterFor } from './token-counter.js';

/**
 * The tools a small window keeps (whichever of them the profile has): reading the meeting,
 * writing the summary and the context note. Everything else (projects, search, identities) is
 * dropped when the full tool set would take more than {@link TOOL_SHARE} of the window.
 *
 * Spec: issue 14 item 2 (no request exceeds the window).
 */
export const SMALL_WINDOW_TOOLS = [
  'read_meetingnote',
  'read_usernotes',
  'read_transcript',
  'write_context',
  'write_summary',
  'query_meeting',
  'apply_changes',
] as const;

/** Largest share of the window the tool definitions may take before the tool set is narrowed. */
export const TOOL_SHARE = 0.15;

/**
 * Least share of the window a narrowed run with the full instructions must leave for the
 * conversation; below it the run falls back to the small-window set (C3).
 */
export const BRIEF_BELOW_SHARE = 0.25;

/**
 * Fewest tokens the conversation must have (reads, the summary draft, the chunk notes of a long
 * meeting); a window that leaves fewer even with the small-window set fails the run (C3).
 */
export const MIN_CONVERSATION_TOKENS = 512;

/**
 * The context plan of one run.
 *
 * Spec: issue 14 items 2 and 4.
 */
export interface ContextPlan {
  budget: ContextBudget;
  /** The separate small model's window (null when reading runs on the main model). */
  smallWindow: ContextWindow | null;
  /** The tools to offer (all, or {@link SMALL_WINDOW_TOOLS} for a small window). */
  tools: ToolSet;
  /** Tokens of `tools`' definitions. */
  toolTokens: number;
  /** True when the tool set was narrowed ({@link SMALL_WINDOW_TOOLS}, or the small-window set). */
  narrowed: boolean;
  /** True for the small-window set: its tools (`brief`) and the brief instructions (C3). */
  brief: boolean;
}

/**
 * Resolves the main (and small) model's context window ({@link resolveContextWindow}), the reply
 * reserve (`model.maxOutputTokens`, else {@link defaultReplyReserve}), the token counter for the
 * main model's family, and the tool set: when all tool definitions would take more than
 * {@link TOOL_SHARE} of the window, only {@link SMALL_WINDOW_TOOLS} are kept; when that still
 * leaves the conversation less than {@link BRIEF_BELOW_SHARE} of the window with the full
 * instructions (or drops nothing: the compact profile), the run takes the small-window set
 * (`briefTools`, short descriptions, brief instructions; C3).
 *
 * @throws the abort reason when `signal` aborts.
 * Spec: issue 14 items 2 and 4.
 */
export async function planContextBudget(opts: {
  model: ModelConfig;
  small: ModelConfig | null;
  tools: ToolSet;
  /** The small-window set of the profile (C3); without it the plan never falls back to it. */
  briefTools?: (() => ToolSet) | undefined;
  /** The instructions that go with a tool set (`brief`: the small-window ones). */
  instructionsFor?: ((tools: ToolSet, brief: boolean) => string) | undefined;
  /** The first user message. */
  prompt?: string | undefined;
  env: Record<string, string | undefined>;
  signal?: AbortSignal | undefined;
}): Promise<ContextPlan> {
  const probe = { env: opts.env, ...(opts.signal ? { signal: opts.signal } : {}) };
  const [window, smallWindow] = await Promise.all([
    resolveContextWindow(opts.model, probe),
    opts.small ? resolveContextWindow(opts.small, probe) : null,
  ]);
  const budget: ContextBudget = {
    window,
    reserve: opts.model.maxOutputTokens ?? defaultReplyReserve(window.tokens),
    counter: await tokenCounterFor(opts.model.model),
  };
  let tools = opts.tools;
  let toolTokens = await toolSetTokens(tools, budget.counter);
  if (toolTokens <= window.tokens * TOOL_SHARE) {
    return { budget, smallWindow, tools, toolTokens, narrowed: false, brief: false };
  }
  const keep = new Set<string>(SMALL_WINDOW_TOOLS);
  const kept = Object.entries(tools).filter(([name]) => keep.has(name));
  const narrowedAway = kept.length < Object.keys(tools).length;
  tools = Object.fromEntries(kept);
  toolTokens = await toolSetTokens(tools, budget.counter);
  const { briefTools, instructionsFor } = opts;
  if (!briefTools || !instructionsFor)
    return { budget, smallWindow, tools, toolTokens, narrowed: true, brief: false };
  // C3: the narrowed set with the full instructions when it leaves the conversation a quarter of
  // the window (and really dropped tools: the compact profile's two tools cannot be filtered);
  // else the small-window set, whose tools and instructions are short.
  const room = (t: ToolSet, tt: number, brief: boolean) =>
    messageBudget(budget, instructionsFor(t, brief), tt) -
    messageTokens({ role: 'user', content: opts.prompt ?? '' }, budget.counter);
  if (narrowedAway && room(tools, toolTokens, false) >= window.tokens * BRIEF_BELOW_SHARE) {
    return { budget, smallWindow, tools, toolTokens, narrowed: true, brief: false };
  }
  tools = briefTools();
  toolTokens = await toolSetTokens(tools, budget.counter);
  return { budget, smallWindow, tools, toolTokens, narrowed: true, brief: true };
}

/**
 * Tokens left for the conversation after the instructions, the tool definitions, the reply
 * reserve and the first user message.
 *
 * @throws SummaryRunError `context` when fewer than {@link MIN_CONVERSATION_TOKENS} are left
 *   (nothing useful fits), naming the room missing and the fixes that work ({@link contextFixes}).
 * Spec: issue 14 item 2.
 */
export function conversationRoom(plan: ContextPlan, instructions: string, prompt: string): number {
  const { budget } = plan;
  const room =
    messageBudget(budget, instructions, plan.toolTokens) -
    messageTokens({ role: 'user', content: prompt }, budget.counter);
  if (room < MIN_CONVERSATION_TOKENS) {
    throw new SummaryRunError(
      'context',
      `the model's context window of ${budget.window.tokens} tokens (${budget.window.source}) is too small: the instructions, the tool definitions and ${budget.reserve} tokens kept for the reply leave ${Math.max(0, room)} tokens for the conversation (at least ${MIN_CONVERSATION_TOKENS} are needed${plan.brief ? ', even with the small-window tool set' : ''}); ${contextFixes(budget, { compact: isCompactToolSet(Object.keys(plan.tools)) })}`,
    );
  }
  return room;
}

/**
 * The character budget of one read (`limits.readChars`, `limits.searchChars`): 45 % of the
 * conversation's room, converted with the transcript's own characters-per-token ratio (so a
 * script with many bytes per character gets shorter reads), never above the configured value
 * and never below 400 characters.
 *
 * Spec: issue 14 item 2.
 */
export function readCharsFor(
  room: number,
  plan: ContextPlan,
  sampleText: string,
  configured: number,
): number {
  const charsPerToken = charsPerTokenOf(plan, sampleText);
  return Math.min(configured, Math.max(400, Math.floor(room * 0.45 * charsPerToken * 0.9)));
}

/**
 * Characters per token of what the tools read: the first 50,000 characters of `sampleText` (the
 * transcript) ÷ their tokens in JSON-string form by the plan's counter; 1 when the sample is
 * shorter than 200 characters. No margin: callers keep their own.
 *
 * Spec: issue 14 item 2; review U4.
 */
export function charsPerTokenOf(plan: ContextPlan, sampleText: string): number {
  const sample = sampleText.slice(0, 50_000);
  return sample.length >= 200
    ? sample.length / Math.max(1, plan.budget.counter.count(JSON.stringify(sample)))
    : 1;
}
