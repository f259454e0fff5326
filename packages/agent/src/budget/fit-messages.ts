import { cutText } from '@ma/core';
import type { ModelMessage } from 'ai';
import type { TokenCounter } from './token-counter.js';

/**
 * Tokens added per message for the chat template (role markers, separators); a generous figure
 * (OpenAI documents 3–4).
 */
export const MESSAGE_OVERHEAD_TOKENS = 12;

/** Tokens added per tool call or tool result part (its id, name and JSON framing). */
export const TOOL_PART_TOKENS = 24;

/** What a compacted tool result says after its first line. */
export const COMPACTED_MARK =
  '(already read; removed to fit the context window: see your notes and summary draft)';

/**
 * Result of {@link fitMessages}.
 *
 * Spec: issue 14 item 2.
 */
export interface FittedMessages {
  /** The messages to send (the input itself when nothing had to change). */
  messages: ModelMessage[];
  /** Tool results (and old tool-call arguments) replaced by a note in this call. */
  compacted: number;
  /** Tokens of `messages` by the counter (with {@link MESSAGE_OVERHEAD_TOKENS} per message). */
  tokens: number;
}

type Part = { type: string; [key: string]: unknown };

/** The text the model sees for a tool output (`text`/`error-text` values, else JSON). */
function outputText(output: unknown): string {
  if (output && typeof output === 'object') {
    const o = output as { type?: unknown; value?: unknown };
    if ((o.type === 'text' || o.type === 'error-text') && typeof o.value === 'string') return o.value;
    if ('value' in o) return JSON.stringify(o.value) ?? '';
  }
  return JSON.stringify(output) ?? '';
}

/**
 * Tokens of one message as sent: every text, tool-call (name + JSON arguments) and tool result
 * counted in its JSON-string form (escapes included, so the estimate, `estimateTokens` (R241), bounds the
 * request body), plus {@link MESSAGE_OVERHEAD_TOKENS}.
 *
 * Spec: issue 14 item 2.
 */
export function messageTokens(message: ModelMessage, counter: TokenCounter): number {
  const text = (s: string) => counter.count(JSON.stringify(s));
  let n = MESSAGE_OVERHEAD_TOKENS;
  if (typeof message.content === 'string') return n + text(message.content);
  for (const raw of message.content as readonly Part[]) {
    if (raw.type === 'text' || raw.type === 'reasoning') n += text(String(raw.text ?? ''));
    else if (raw.type === 'tool-call')
      n += text(String(raw.toolName)) + text(JSON.stringify(raw.input ?? {}) ?? '') + TOOL_PART_TOKENS;
    else if (raw.type === 'tool-result') n += text(outputText(raw.output)) + TOOL_PART_TOKENS;
    else n += text(JSON.stringify(raw) ?? '');
  }
  return n;
}

/** Sum of {@link messageTokens}. */
export function messagesTokens(messages: readonly ModelMessage[], counter: TokenCounter): number {
  return messages.reduce((n, m) => n + messageTokens(m, counter), 0);
}

/** The note that replaces a tool result: its first line (what was read, with line numbers). */
export function compactedNote(toolName: string, output: unknown): string {
  const first = outputText(output).split('\n', 1)[0]?.trim() ?? '';
  const head = cutText(first, 200);
  return `${toolName}: ${head} ${COMPACTED_MARK}`;
}

const isCompacted = (output: unknown) => outputText(output).endsWith(COMPACTED_MARK);

/**
 * {@link messageTokens} of each message object, per counter. The AI SDK hands `prepareStep` the same
 * message objects on every step (plus the new ones) and never changes one in place, and neither do
 * we (compaction makes copies), so a message is counted once per run instead of once per step
 * (issue #13: the budget check no longer grows with the whole history on every step).
 */
const counted = new WeakMap<TokenCounter, WeakMap<ModelMessage, number>>();

function cachedMessageTokens(message: ModelMessage, counter: TokenCounter): number {
  let sizes = counted.get(counter);
  if (sizes === undefined) {
    sizes = new WeakMap();
    counted.set(counter, sizes);
  }
  let n = sizes.get(message);
  if (n === undefined) {
    n = messageTokens(message, counter);
    sizes.set(message, n);
  }
  return n;
}

/**
 * Fits a step's messages into `budget` tokens by compacting old context, oldest first, until it
 * fits: (1) tool results, except those of the newest tool message (not yet shown to the model),
 * become `{ type: 'text' }` notes made by {@link compactedNote}, e.g. `read_transcript:
 * Transcripts/x.md · lines 7–106 of 603 (already read; removed to fit the context window: …)`;
 * (2) tool-call arguments longer than 200 characters in assistant messages before the newest one
 * become `{ "removed": "<n> characters of arguments, to fit the context window" }`; (3) last,
 * the same for the newest assistant message (the model's own last reply: it has seen those
 * arguments, and the results after them say what the calls did; review12 Y53). Messages
 * are copied, never changed in place; a compacted result stays compacted (the AI SDK carries the
 * returned messages forward). When everything compactable is compacted and it still does not
 * fit, the result's `tokens` exceeds `budget` (the caller decides).
 *
 * @param budget tokens the messages may take (window − reply reserve − instructions − tools).
 * Spec: issue 14 item 2 (compact older tool results through prepareStep).
 */
export function fitMessages(
  messages: readonly ModelMessage[],
  budget: number,
  counter: TokenCounter,
): FittedMessages {
  const sizes = messages.map((m) => cachedMessageTokens(m, counter));
  let tokens = sizes.reduce((a, b) => a + b, 0);
  if (tokens <= budget) return { messages: [...messages], compacted: 0, tokens };
  const out = [...messages];
  let compacted = 0;
  const lastTool = out.findLastIndex((m) => m.role === 'tool');
  const lastAssistant = out.findLastIndex((m) => m.role === 'assistant');
  const replace = (i: number, step: { message: ModelMessage; compacted: number }) => {
    if (step.compacted === 0) return;
    compacted += step.compacted;
    out[i] = step.message;
    const size = cachedMessageTokens(step.message, counter);
    tokens += size - (sizes[i] ?? 0);
    sizes[i] = size;
  };
  // 1. Old tool results.
  for (let i = 0; i < out.length && tokens > budget; i++) {
    const m = out[i]!;
    if (m.role === 'tool' && i !== lastTool) replace(i, compactResults(m));
  }
  // 2. Long arguments of old tool calls (e.g. an early write_summary draft).
  for (let i = 0; i < out.length && tokens > budget; i++) {
    const m = out[i]!;
    if (m.role === 'assistant' && i !== lastAssistant) replace(i, compactArguments(m));
  }
  // 3. Last: long arguments of the newest reply's tool calls (review12 Y53). The model wrote them
  // and has seen them; their results, which follow and are kept, say what each call did. Without
  // this a summary longer than the room left (a long meeting at 8k tokens) failed the run after
  // write_summary had made the draft.
  if (tokens > budget && lastAssistant >= 0) replace(lastAssistant, compactArguments(out[lastAssistant]!));
  return { messages: out, compacted, tokens };
}

/** Fully compacted tokens of each message object, per counter (see {@link cachedMessageTokens}). */
const compactedSizes = new WeakMap<TokenCounter, WeakMap<ModelMessage, number>>();

/**
 * The fewest tokens `messages` can take once compacted as {@link fitMessages} compacts, the newest
 * tool results and the newest tool-call arguments included: what they will take at the NEXT step
 * at least, when newer messages follow them (the floor the results of one step must fit above,
 * docs/context-budget.md, Parallel tool calls). Counted once per message object.
 *
 * Spec: issue 14 item 2; review U4 (the results of one step share the room).
 */
export function compactedTokens(messages: readonly ModelMessage[], counter: TokenCounter): number {
  let sizes = compactedSizes.get(counter);
  if (sizes === undefined) {
    sizes = new WeakMap();
    compactedSizes.set(counter, sizes);
  }
  let tokens = 0;
  for (const m of messages) {
    let n = sizes.get(m);
    if (n === undefined) {
      const least =
        m.role === 'tool'
          ? compactResults(m).message
          : m.role === 'assistant'
            ? compactArguments(m).message
            : m;
      n = cachedMessageTokens(least, counter);
      sizes.set(m, n);
    }
    tokens += n;
  }
  return tokens;
}

/** A tool message with every result not yet compacted replaced by its {@link compactedNote} (a copy). */
function compactResults(m: ModelMessage): { message: ModelMessage; compacted: number } {
  let compacted = 0;
  const parts = (m.content as readonly Part[]).map((p) => {
    if (p.type !== 'tool-result' || isCompacted(p.output)) return p;
    compacted++;
    return { ...p, output: { type: 'text', value: compactedNote(String(p.toolName), p.output) } };
  });
  return compacted === 0
    ? { message: m, compacted }
    : { message: { ...m, content: parts } as ModelMessage, compacted };
}

/**
 * An assistant message with tool-call arguments over 200 characters replaced by a note (a copy).
 * Spec: issue 14 item 2; review12 Y53.
 */
export function compactArguments(m: ModelMessage): { message: ModelMessage; compacted: number } {
  if (typeof m.content === 'string') return { message: m, compacted: 0 };
  let compacted = 0;
  const parts = (m.content as readonly Part[]).map((p) => {
    const json = p.type === 'tool-call' ? (JSON.stringify(p.input ?? {}) ?? '') : '';
    if (json.length <= 200) return p;
    compacted++;
    return {
      ...p,
      input: { removed: `${json.length} characters of arguments, to fit the context window` },
    };
  });
  return compacted === 0
    ? { message: m, compacted }
    : { message: { ...m, content: parts } as ModelMessage, compacted };
}
