/**
 * The ONE place every write tool passes through (granular writes and the host's approval-gated
 * tools): reasoning blocks are stripped from every string the model sent, and the call joins the
 * session's mutation queue (one write at a time, in call order).
 * Spec: docs/contracts.md (Concurrency, Reasoning in writes); issue 9 H1, H8.
 */
import { stripReasoning } from '@ma/core';
import { refusalText } from '../output/refusal.js';
import { runSerialized } from '../session/mutation-queue.js';
import type { ToolSession } from '../session/tool-session.js';
import type { NeutralTool } from './neutral-tool.js';

/** Result of {@link stripReasoningArgs}: cleaned input and the argument names left blank by it. */
export interface StrippedArgs {
  input: unknown;
  emptied: string[];
}

/**
 * Removes `<think>`, `<thinking>`, `<reasoning>` blocks (any case; an unclosed block hides the
 * rest, a text starting inside a block loses everything up to its closing tag: core's
 * `stripReasoning`) from every string in the arguments (nested objects and lists too).
 * Strings without a tag are returned unchanged (byte for byte).
 * @returns the cleaned arguments and the names (`content`, `items.0`) of strings that had text
 *   and hold only whitespace after stripping.
 */
export function stripReasoningArgs(input: unknown): StrippedArgs {
  const emptied: string[] = [];
  const walk = (value: unknown, at: string): unknown => {
    if (typeof value === 'string') {
      if (!/<\/?(?:think|thinking|reasoning)>/i.test(value)) return value;
      const clean = stripReasoning(value);
      if (value.trim() !== '' && clean.trim() === '') emptied.push(at || 'input');
      return clean;
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, at ? `${at}.${i}` : `${i}`));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, at ? `${at}.${k}` : k)]));
    }
    return value;
  };
  return { input: walk(input, ''), emptied };
}

/**
 * Runs one write call NOW (no queueing): arguments cleaned with {@link stripReasoningArgs}; a
 * string that was only reasoning is refused and nothing is written. Callers hold the session's
 * mutation queue (`asWriteTool`, the compact `apply_changes`).
 */
export async function runWriteCall(def: Pick<NeutralTool, 'execute'>, input: unknown): Promise<string> {
  const { input: clean, emptied } = stripReasoningArgs(input);
  if (emptied.length > 0) {
    return refusalText(
      `${emptied.join(', ')} held only reasoning (<think>/<thinking>/<reasoning> blocks); nothing was written`,
      'send the text to write without reasoning blocks',
    );
  }
  return def.execute(clean);
}

/**
 * Wraps a write tool: {@link runWriteCall} in the session's mutation queue (`runSerialized`).
 * Description and schema are unchanged.
 */
export function asWriteTool(session: ToolSession, def: NeutralTool): NeutralTool {
  return {
    ...def,
    execute: (input) => runSerialized(session, () => runWriteCall(def, input)),
  };
}
