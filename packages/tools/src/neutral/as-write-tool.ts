/**
 * The ONE place every write tool passes through (granular writes and the host's approval-gated
 * tools): reasoning blocks are stripped from every string the model sent, and the call joins the
 * session's mutation queue (one write at a time, in call order).
 * Spec: docs/contracts.md (Concurrency, Reasoning in writes); issue 9 H1, H8.
 */
import {
  countNoun,
  firstControlCharacter,
  type HiddenCharacter,
  isBlankText,
  oneLine,
  sha256Text,
  stripWrittenReasoning,
} from '@ma/core';
import { isRefusal, refusalText } from '../output/refusal.js';
import { runMutation } from '../session/mutation-queue.js';
import type { ToolSession } from '../session/tool-session.js';
import type { NeutralTool } from './neutral-tool.js';
import type { ToolCallOptions } from './tool-call.js';

/** Result of {@link stripReasoningArgs}: cleaned input and what the cleaning did. */
export interface StrippedArgs {
  input: unknown;
  /** Names (`content`, `items.0`) of strings that had text and hold only whitespace after stripping. */
  emptied: string[];
  /** Strings that lost reasoning but kept text: name, blocks removed, UTF-16 code units removed. */
  removed: { at: string; blocks: number; chars: number }[];
}

/**
 * Removes leaked model reasoning (`<think>`, `<thinking>`, `<reasoning>` blocks at the start of a
 * string or on whole lines of their own; core's `stripWrittenReasoning`) from every string in the
 * arguments (nested objects and lists too). A tag inside a line or in code is content and stays.
 * Strings without a removed block are returned unchanged (byte for byte).
 * @returns the cleaned arguments, the strings left blank and the strings shortened.
 */
export function stripReasoningArgs(input: unknown): StrippedArgs {
  const emptied: string[] = [];
  const removed: StrippedArgs['removed'] = [];
  const walk = (value: unknown, at: string): unknown => {
    if (typeof value === 'string') {
      const clean = stripWrittenReasoning(value);
      if (clean.blocks === 0) return value;
      if (!isBlankText(value) && isBlankText(clean.text)) emptied.push(at || 'input');
      else removed.push({ at: at || 'input', blocks: clean.blocks, chars: clean.chars });
      return clean.text;
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, at ? `${at}.${i}` : `${i}`));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, at ? `${at}.${k}` : k)]));
    }
    return value;
  };
  const cleaned = walk(input, '');
  return { input: cleaned, emptied, removed };
}

/** `removed 1 reasoning block (<think>…</think>, 42 characters) from content`, for the result line. */
export function reasoningNotice(removed: StrippedArgs['removed']): string {
  return removed
    .map(
      (r) =>
        `removed ${r.blocks === 1 ? '1 reasoning block' : `${r.blocks} reasoning blocks`} (<think>…</think>, ${countNoun(r.chars, 'character')}) from ${r.at}`,
    )
    .join('; ');
}

/**
 * The first `content` string of `input` (nested too: compact ops) holding a control character,
 * with its name and place. Other arguments (paths, names, words) have their own, more specific
 * refusals in their tools.
 */
function firstControlArg(input: unknown, at = ''): { at: string; found: HiddenCharacter } | null {
  if (typeof input === 'string') {
    const found = /(?:^|\.)content$/.test(at) ? firstControlCharacter(input) : null;
    return found === null ? null : { at, found };
  }
  const entries = Array.isArray(input)
    ? input.map((v, i) => [`${i}`, v] as const)
    : typeof input === 'object' && input !== null
      ? Object.entries(input)
      : [];
  for (const [k, v] of entries) {
    const hit = firstControlArg(v, at ? `${at}.${k}` : k);
    if (hit !== null) return hit;
  }
  return null;
}

/** The additive writes each session made: key (see {@link repeatKey}) → call number and result line. */
const additiveWrites = new WeakMap<
  ToolSession,
  { calls: number; made: Map<string, { n: number; result: string }> }
>();

/** `value` as JSON with object keys sorted and `null`/`undefined` members dropped (null = not given). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The identity of an ADDITIVE write call — one that adds `content` each time it runs: an append
 * (no `replace_file`, `from` or `to`) or an `insert` — as a hash of the tool name and its cleaned
 * arguments; `null` for any other call (a replacement, a range edit, an attendee or dictation
 * edit: running those again changes nothing or is refused by the tool itself).
 */
function repeatKey(name: string, clean: unknown): string | null {
  if (typeof clean !== 'object' || clean === null || Array.isArray(clean)) return null;
  const args = clean as Record<string, unknown>;
  if (typeof args.content !== 'string') return null;
  if (args.replace_file === true || args.from != null || args.to != null) return null;
  return sha256Text(`${name}\n${canonicalJson(args)}`);
}

/**
 * Runs one write call NOW (no queueing): arguments cleaned with {@link stripReasoningArgs}; a
 * string that was only reasoning, or that holds a control character (core's
 * `firstControlCharacter`: NUL, ESC, a lone CR…, review N17), is refused and nothing is written; when reasoning was removed,
 * the result line ends with {@link reasoningNotice}. An append or insert identical to one the
 * same session already made (same tool, same arguments: a small model repeating itself) is
 * refused, naming that call and its result, and writes nothing again (review12 Y51). Callers hold
 * the session's mutation queue (`asWriteTool`, the compact `apply_changes`).
 *
 * Spec: docs/tools.md, Rules shared by all tools (writes); seed 002 (small local models); review12 Y51.
 */
export async function runWriteCall(
  session: ToolSession,
  def: Pick<NeutralTool, 'execute' | 'name'>,
  input: unknown,
  call?: ToolCallOptions,
): Promise<string> {
  const { input: clean, emptied, removed } = stripReasoningArgs(input);
  // N17: a NUL makes a file "binary" for every later read and search; ESC and a lone CR hide or
  // move text. What the read tools would refuse is never written.
  const control = firstControlArg(clean);
  if (control !== null) {
    const { at, found } = control;
    return refusalText(
      `${at} holds a control character (${found.code}, line ${found.line}, column ${found.column}): the file would no longer read as text (or would hide text); nothing was written`,
      'send visible text, tabs and line breaks only',
    );
  }
  if (emptied.length > 0) {
    return refusalText(
      `${emptied.join(', ')} held only reasoning (<think>/<thinking>/<reasoning> blocks); nothing was written`,
      'send the text to write without reasoning blocks',
    );
  }
  let writes = additiveWrites.get(session);
  if (writes === undefined) {
    writes = { calls: 0, made: new Map() };
    additiveWrites.set(session, writes);
  }
  const key = repeatKey(def.name, clean);
  const earlier = key === null ? undefined : writes.made.get(key);
  if (earlier !== undefined) {
    return refusalText(
      `this ${def.name} call is the same as write call ${earlier.n} of this session (same arguments), which already did it: "${earlier.result}"; nothing was written again`,
      'the text is already there: go on with the next step (to add the same text once more on purpose, change it, e.g. add a date)',
    );
  }
  const out = await def.execute(clean, call);
  writes.calls++;
  if (key !== null && !isRefusal(out)) writes.made.set(key, { n: writes.calls, result: oneLine(out, 160) });
  // Say what was taken out, so a model that meant the tag as text can rewrite it (review R6).
  return removed.length > 0 && !isRefusal(out) ? `${out}; ${reasoningNotice(removed)}` : out;
}

/**
 * Wraps a write tool: {@link runWriteCall} in the session's mutation queue (`runMutation`: refused
 * at once when the session is being finished, M13; a call whose `signal` aborted before its turn
 * rejects with an `AbortError` and writes nothing, X5/X6). Description and schema are unchanged.
 */
export function asWriteTool(session: ToolSession, def: NeutralTool): NeutralTool {
  return {
    ...def,
    execute: (input, call) =>
      runMutation(session, () => runWriteCall(session, def, input, call), call?.signal),
  };
}
