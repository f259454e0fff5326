import { isObject, type Json } from './is-object.js';

/** The token counts of OpenAI's `usage` object and of its two `*_details` objects. */
const COUNT_KEYS = ['prompt_tokens', 'completion_tokens', 'total_tokens'] as const;
const DETAIL_KEYS = ['prompt_tokens_details', 'completion_tokens_details'] as const;

/**
 * A token count as a number the run can add up, or `null` (not reported): a whole number >= 0 is
 * kept; a string of digits (`"12"`) is that number; anything else — a negative or fractional
 * number, an infinite one (`1e400` parses to `Infinity`), another string, an object — is `null`.
 */
function count(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)) return Number(value);
  return null;
}

/**
 * Cleans the counts of one usage-like object in place; true when something changed. A count that
 * was sent but is no count (`-14`, `12.5`, `"many"`: read as not reported) is added to `ignored`
 * as `key: value` (L57), so the run can say so; a digit string read as its number is not.
 */
function cleanCounts(object: Json, keys: readonly string[] | null, ignored?: string[]): boolean {
  let changed = false;
  for (const key of keys ?? Object.keys(object)) {
    const value = object[key];
    if (value == null) continue;
    const clean = count(value);
    if (clean !== value) {
      object[key] = clean;
      changed = true;
      if (clean === null) ignored?.push(`${key}: ${JSON.stringify(value)}`);
    }
  }
  return changed;
}

/**
 * `usage` made readable for the AI SDK's schema (R50): `null` when it is not an object (a string,
 * a number, a list); each of `prompt_tokens`, `completion_tokens`, `total_tokens` and each count in
 * `prompt_tokens_details` / `completion_tokens_details` a whole number >= 0 or `null` ("not
 * reported"; a digit string is read as its number); a `*_details` value that is not an object is
 * `null`. Other keys are left as sent.
 */
function cleanUsage(holder: Json, ignored?: string[]): boolean {
  if (!('usage' in holder) || holder.usage == null) return false;
  if (!isObject(holder.usage)) {
    ignored?.push(`usage: ${JSON.stringify(holder.usage)}`);
    holder.usage = null;
    return true;
  }
  const usage = holder.usage;
  let changed = cleanCounts(usage, COUNT_KEYS, ignored);
  for (const key of DETAIL_KEYS) {
    const details = usage[key];
    if (details == null) continue;
    if (!isObject(details)) {
      usage[key] = null;
      changed = true;
    } else changed = cleanCounts(details, null, ignored) || changed;
  }
  return changed;
}

/** `holder[key]` as a string or absent: a number becomes its text, anything else that is not a string is removed. */
function stringField(holder: Json, key: string): boolean {
  const value = holder[key];
  if (value == null || typeof value === 'string') return false;
  if (typeof value === 'number' && Number.isFinite(value)) holder[key] = String(value);
  else delete holder[key];
  return true;
}

/**
 * The message's (or delta's) bookkeeping the run never reads: `role` other than the assistant's
 * (`model`, `Assistant`) is the assistant's — a reply IS the assistant's turn; `reasoning` /
 * `reasoning_content` that are not text (an object, a list) are dropped (reasoning is shown, never
 * used), `refusal` is left to the SDK, which reads only a string.
 */
function cleanMessage(message: Json, delta: boolean): boolean {
  let changed = false;
  const role = message.role;
  if (role != null && role !== 'assistant' && !(delta && role === '')) {
    message.role = 'assistant';
    changed = true;
  }
  for (const key of ['reasoning', 'reasoning_content']) {
    const value = message[key];
    if (value != null && typeof value !== 'string') {
      delete message[key];
      changed = true;
    }
  }
  return changed;
}

/**
 * Repairs, in place, the fields of a parsed chat completion (`chat.completion` body or one
 * `chat.completion.chunk`) that only keep records — never the reply itself — so that a server
 * sending them in another type does not lose a whole, valid reply (R50): the AI SDK validates the
 * body against OpenAI's types and refused it all as "not a chat completion" (streamed: "a chunk does
 * not have the expected shape") when, say, `usage.prompt_tokens` was `"12"`, `usage` was a string,
 * `id` was a number or `created` an ISO date; a negative count was reported as `-14 tokens`.
 * What it does: `usage` counts as in {@link cleanUsage} (a negative, fractional, infinite or
 * non-numeric count is "not reported"); `id` and `model` given as numbers become their text, other
 * non-strings are removed; `created` that is not a finite number is removed (a digit string is
 * read as its number); each choice's `message` / `delta` role becomes `assistant`, non-text
 * reasoning fields are dropped. The choices' content, tool calls and finish reasons are not
 * touched here (see `CompletionNormalizer`). Returns `true` when anything changed. `ignored`
 * collects the usage counts sent that were no counts (`prompt_tokens: -14`), for the run to say (L57).
 *
 * Spec: reviewB R50; seed 003, Requirement: Meeting Assistant generates meeting outputs
 * (OpenAI-compatible endpoint); docs/contracts.md, Model replies.
 */
export function cleanReplyFields(body: Json, kind: 'chunk' | 'completion', ignored?: string[]): boolean {
  let changed = cleanUsage(body, ignored);
  changed = stringField(body, 'id') || changed;
  changed = stringField(body, 'model') || changed;
  const created = body.created;
  if (created != null && !(typeof created === 'number' && Number.isFinite(created))) {
    const number = typeof created === 'string' && /^\s*\d{1,15}\s*$/.test(created) ? Number(created) : null;
    if (number === null) delete body.created;
    else body.created = number;
    changed = true;
  }
  if (Array.isArray(body.choices)) {
    for (const choice of body.choices) {
      if (!isObject(choice)) continue;
      const message = kind === 'chunk' ? choice.delta : choice.message;
      if (isObject(message)) changed = cleanMessage(message, kind === 'chunk') || changed;
    }
  }
  return changed;
}
