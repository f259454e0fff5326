import { asSchema, type ToolSet } from 'ai';
import type { ContextWindow } from './context-window.js';
import type { TokenCounter } from './token-counter.js';

/** Tokens kept free for the body's own keys (model id, tool_choice, stream options…). */
export const BODY_OVERHEAD_TOKENS = 128;

/**
 * The token budget of every request of a run: the window, the room kept for the reply, and the
 * counter. `messageBudget(instructions, toolTokens)` is what the conversation may take.
 *
 * Spec: issue 14 item 2 (no request exceeds the window; reserve room for the reply).
 */
export interface ContextBudget {
  window: ContextWindow;
  /** Tokens kept for the reply (`model.maxOutputTokens`, else {@link defaultReplyReserve}). */
  reserve: number;
  counter: TokenCounter;
}

/**
 * The reply reserve when `model.maxOutputTokens` is not set: a quarter of the window, at most
 * 2,048 tokens (enough for a summary; a longer reply would be cut by the server, H7).
 *
 * Spec: issue 14 item 2.
 */
export function defaultReplyReserve(window: number): number {
  return Math.min(2_048, Math.floor(window / 4));
}

/**
 * Tokens of the tool definitions as sent (`{ type, function: { name, description, parameters } }`
 * JSON per tool).
 *
 * Spec: issue 14 item 2.
 */
export async function toolSetTokens(tools: ToolSet, counter: TokenCounter): Promise<number> {
  let n = 0;
  for (const [name, t] of Object.entries(tools)) {
    const description = typeof t.description === 'string' ? t.description : '';
    const parameters = await asSchema(t.inputSchema).jsonSchema;
    n += counter.count(JSON.stringify({ type: 'function', function: { name, description, parameters } }));
  }
  return n;
}

/**
 * Tokens the conversation messages of one request may take: window − reply reserve −
 * instructions (as the leading system message) − tool definitions − {@link BODY_OVERHEAD_TOKENS}.
 * May be ≤ 0 (then nothing fits).
 *
 * Spec: issue 14 item 2.
 */
export function messageBudget(budget: ContextBudget, instructions: string, toolTokens: number): number {
  return (
    budget.window.tokens -
    budget.reserve -
    budget.counter.count(JSON.stringify(instructions)) -
    toolTokens -
    BODY_OVERHEAD_TOKENS
  );
}
