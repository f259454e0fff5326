import type { ModelMessage } from 'ai';
import type { ContextBudget } from './context-budget.js';
import { messageTokens } from './fit-messages.js';

/**
 * What fixes a run whose window is too small, as one sentence for a `context` failure: a bigger
 * window (raised on the server and named in `model.contextWindow`; said to be assumed when no
 * server told it), a model that makes fewer tool calls at once (when `parallelCalls` > 1), and the
 * compact profile (when the run is not on it: its tool definitions and instructions are shorter).
 * Never `limits.readChars`: the budget lowers it itself (review U4).
 *
 * Spec: review U4; docs/context-budget.md.
 */
export function contextFixes(
  budget: ContextBudget,
  opts: { compact: boolean; parallelCalls?: number },
): string {
  const { tokens, source } = budget.window;
  const assumed =
    source === 'default' || source === 'ollama-default'
      ? `; ${tokens} tokens was assumed, not read from the server`
      : '';
  const fixes = [
    `give the model a bigger window (raise its context on the server, e.g. Ollama num_ctx or llama.cpp --ctx-size, and set model.contextWindow to it${assumed})`,
  ];
  if ((opts.parallelCalls ?? 0) > 1) fixes.push('use a model that makes fewer tool calls at once');
  if (!opts.compact) fixes.push('set tools.profile to "compact" (shorter tool definitions and instructions)');
  return `to fix it, ${fixes.join('; or ')}`;
}

/**
 * The `context` failure of a step that does not fit even with older context compacted: the window,
 * what the step needs and has, the real cause (the newest reply's tool calls and their results,
 * the reply itself, or the first message and the notes of older results: whichever takes most),
 * and {@link contextFixes}.
 *
 * @param step 1-based step number.
 * @param messages the step's messages as fitted; `needs` their tokens; `room` what they may take.
 * Spec: review U4; issue 14 item 2.
 */
export function stepTooLargeMessage(opts: {
  step: number;
  budget: ContextBudget;
  messages: readonly ModelMessage[];
  needs: number;
  room: number;
  compact: boolean;
}): string {
  const { budget, messages, needs, room } = opts;
  const lastAssistant = messages.findLastIndex((m) => m.role === 'assistant');
  const reply = messages[lastAssistant];
  const calls =
    reply && typeof reply.content !== 'string'
      ? reply.content.filter((p) => (p as { type: string }).type === 'tool-call').length
      : 0;
  const replyTokens = reply ? messageTokens(reply, budget.counter) : 0;
  const resultTokens = messages
    .slice(lastAssistant + 1)
    .filter((m) => m.role === 'tool')
    .reduce((n, m) => n + messageTokens(m, budget.counter), 0);
  const rest = needs - replyTokens - resultTokens;
  let cause: string;
  if (resultTokens >= replyTokens && resultTokens >= rest && calls > 1)
    cause = `the model's last reply made ${calls} tool calls at once, and their results take ${resultTokens} tokens even cut to their share of the room`;
  else if (resultTokens >= replyTokens && resultTokens >= rest)
    cause = `the newest tool result takes ${resultTokens} tokens`;
  else if (replyTokens >= rest)
    cause = `the model's last reply itself takes ${replyTokens} tokens (its text and tool-call arguments${calls > 1 ? `, ${calls} tool calls at once` : ''})`;
  else cause = `the first message and the notes left of older tool results take ${rest} tokens`;
  return `step ${opts.step} does not fit the model's context window of ${budget.window.tokens} tokens (${budget.window.source}) even with older tool results compacted: the conversation needs ${needs} tokens, ${Math.max(0, room)} are left after the instructions, the tool definitions and ${budget.reserve} tokens kept for the reply; ${cause}; ${contextFixes(budget, { compact: opts.compact, parallelCalls: calls })}`;
}
