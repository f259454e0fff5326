import { cutText } from '@ma/core';
import type { ModelMessage } from 'ai';
import type { TokenCounter } from './token-counter.js';

/**
 * Tokens added per message for the chat template (role markers, separators); a generous figure
 * (OpenAI documents 3–4).
 */
export const MESSAGE_OVERHEAD_TOKENS = 12;

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
 * counted in its JSON-string form (escapes included, so the bytes/3 estimate bounds the request
 * body), plus {@link MESSAGE_OVERHEAD_TOKENS}.
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
      n += text(String(raw.toolName)) + text(JSON.stringify(raw.input ?? {}) ?? '') + 24;
    else if (raw.type === 'tool-result') n += text(outputText(raw.output)) + 24;
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
 * become `{ "removed": "<n> characters of arguments, to fit the context window" }`. Messages
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
  const replace = (i: number, message: ModelMessage) => {
    out[i] = message;
    const size = cachedMessageTokens(message, counter);
    tokens += size - (sizes[i] ?? 0);
    sizes[i] = size;
  };
  // 1. Old tool results.
  for (let i = 0; i < out.length && tokens > budget; i++) {
    const m = out[i]!;
    if (m.role !== 'tool' || i === lastTool) continue;
    const parts = (m.content as readonly Part[]).map((p) => {
      if (p.type !== 'tool-result' || isCompacted(p.output)) return p;
      compacted++;
      return { ...p, output: { type: 'text', value: compactedNote(String(p.toolName), p.output) } };
    });
    replace(i, { ...m, content: parts } as ModelMessage);
  }
  // 2. Long arguments of old tool calls (e.g. an early write_summary draft).
  for (let i = 0; i < out.length && tokens > budget; i++) {
    const m = out[i]!;
    if (m.role !== 'assistant' || i === lastAssistant || typeof m.content === 'string') continue;
    const parts = (m.content as readonly Part[]).map((p) => {
      const json = p.type === 'tool-call' ? (JSON.stringify(p.input ?? {}) ?? '') : '';
      if (json.length <= 200) return p;
      compacted++;
      return {
        ...p,
        input: { removed: `${json.length} characters of arguments, to fit the context window` },
      };
    });
    replace(i, { ...m, content: parts } as ModelMessage);
  }
  return { messages: out, compacted, tokens };
}
