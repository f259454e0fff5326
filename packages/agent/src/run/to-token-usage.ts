import type { LanguageModelUsage } from 'ai';
import type { TokenUsage } from '../agent-event.js';

/**
 * AI SDK usage → {@link TokenUsage} (missing counts become 0; total = input + output when absent).
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/contracts.md,
 * @ma/agent (`usage`).
 */
export function toTokenUsage(
  usage: Partial<Pick<LanguageModelUsage, 'inputTokens' | 'outputTokens' | 'totalTokens'>> | undefined,
): TokenUsage {
  const inputTokens = usage?.inputTokens ?? 0;
  const outputTokens = usage?.outputTokens ?? 0;
  return { inputTokens, outputTokens, totalTokens: usage?.totalTokens ?? inputTokens + outputTokens };
}
