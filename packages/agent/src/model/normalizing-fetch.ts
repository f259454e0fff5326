import { bufferedText, textResponse } from './buffered-text.js';
import { CompletionNormalizer } from './completion-normalizer.js';
import { isObject, type Json } from './is-object.js';
import { parseJsonOrNull } from './parse-json-or-null.js';
import { replySource } from './reply-source.js';
import { SseNormalizer } from './sse-normalizer.js';
import { rememberToolParameters, type ToolParameters } from './tool-parameters.js';

const NO_TOOLS: ReadonlySet<string> = new Set();

/**
 * Tool names offered in a chat-completions request body (`tools[].function.name`); empty when
 * the body is not JSON or offers none.
 *
 * Spec: hostile case B29.
 */
export function offeredToolNames(body: unknown): Set<string> {
  const names = new Set<string>();
  if (!isObject(body) || !Array.isArray(body.tools)) return names;
  const parameters = new Map<string, ToolParameters>();
  for (const t of body.tools) {
    if (isObject(t) && isObject(t.function) && typeof t.function.name === 'string') {
      names.add(t.function.name);
      const schema = t.function.parameters;
      if (isObject(schema) && isObject(schema.properties))
        parameters.set(t.function.name, {
          names: Object.keys(schema.properties),
          required: Array.isArray(schema.required)
            ? schema.required.filter((r): r is string => typeof r === 'string')
            : [],
        });
    }
  }
  rememberToolParameters(names, parameters);
  return names;
}

/**
 * Makes an outgoing chat-completions body safe for strict servers (B28): every assistant
 * `tool_calls[].function.arguments` that is not the JSON text of an object (e.g. the raw broken
 * string of an invalid call, which the AI SDK re-sends JSON-quoted) is replaced by `"{}"`; the
 * tool message that follows still tells the model its arguments were invalid.
 * Returns `true` when the body changed.
 *
 * Spec: hostile case B28.
 */
export function sanitizeRequestBody(body: Json): boolean {
  if (!Array.isArray(body.messages)) return false;
  let changed = false;
  for (const m of body.messages) {
    if (!isObject(m) || m.role !== 'assistant' || !Array.isArray(m.tool_calls)) continue;
    for (const tc of m.tool_calls) {
      if (!isObject(tc) || !isObject(tc.function)) continue;
      const args = tc.function.arguments;
      let ok = false;
      if (typeof args === 'string') {
        try {
          ok = isObject(JSON.parse(args));
        } catch {
          ok = false;
        }
      }
      if (!ok) {
        tc.function.arguments = '{}';
        changed = true;
      }
    }
  }
  return changed;
}

const ARGUMENTS_KEY = '"arguments"';

/** Most argument texts {@link normalizingFetch} remembers as checked (a run re-sends every earlier call). */
const MAX_KNOWN_ARGUMENTS = 4_096;

/** Index of the first character at or after `i` that is not JSON whitespace. */
function skipBlanks(text: string, i: number): number {
  let at = i;
  for (
    let c = text.charCodeAt(at);
    c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
    c = text.charCodeAt(++at)
  );
  return at;
}

/** Index of the quote that closes the JSON string opening at `open`, or -1. */
function stringEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) return i;
  }
  return -1;
}

/**
 * True when {@link sanitizeRequestBody} provably has nothing to change in the JSON text `body`,
 * found without parsing the whole body (it holds the whole conversation, so parsing it again on
 * every step cost more than anything else in the transport; issue #13, agent-loop overhead): every
 * `"arguments"` member anywhere in it is a string holding the JSON text of an object. Outside JSON
 * strings a quote is never escaped, so every member named `arguments` shows as `"arguments"`, blanks
 * and `:` — unless its name is spelled with `\u` escapes, so a body holding any `\u` is answered
 * `false`. The same text inside a string (`\"arguments\"`) has escaped quotes and never matches.
 * `false` means only "parse it and see". `known`: argument texts already found to be objects
 * (checked again for free; the ones found now are added).
 *
 * Spec: hostile case B28.
 */
export function toolArgumentsAreObjects(body: string, known?: Set<string>): boolean {
  return argumentsScan(body, 0, body.length, known) !== -1;
}

/**
 * {@link toolArgumentsAreObjects} of the part of `body` from offset `from` to offset `to` (offsets
 * at which no JSON string is open, no `\u` and no `"arguments"` member or value is cut): -1 when
 * it is not provably clean, else the offset just after the last `"arguments"` value checked
 * (`from` when there is none).
 */
function argumentsScan(body: string, from: number, to: number, known?: Set<string>): number {
  const text = from === 0 && to === body.length ? body : body.slice(from, to);
  if (text.includes('\\u')) return -1;
  let checked = 0;
  for (let at = text.indexOf(ARGUMENTS_KEY); at !== -1; at = text.indexOf(ARGUMENTS_KEY, at + 1)) {
    let i = skipBlanks(text, at + ARGUMENTS_KEY.length);
    if (text[i] !== ':') continue; // a string value "arguments" (e.g. in a list), not a member name
    i = skipBlanks(text, i + 1);
    if (text[i] !== '"') return -1;
    const end = stringEnd(text, i);
    if (end === -1) return -1;
    at = end;
    checked = end + 1;
    const literal = text.slice(i, end + 1);
    if (known?.has(literal)) continue;
    let args: unknown;
    try {
      args = JSON.parse(JSON.parse(literal) as string);
    } catch {
      return -1;
    }
    if (!isObject(args)) return -1;
    if (known !== undefined) {
      if (known.size >= MAX_KNOWN_ARGUMENTS) known.clear();
      known.add(literal);
    }
  }
  return from + checked;
}

/**
 * {@link toolArgumentsAreObjects} for the request bodies of one run (issue #13): every request
 * re-sends the whole conversation, so each body begins with the text of the one before it. The
 * start of the last body found clean, up to just after its last `"arguments"` value, is kept; a
 * body that begins with that same text is scanned only after it (the same text holds the same
 * members, all checked), any other body whole; and a body's end that is the kept `"tools"` member
 * of {@link OfferedToolNames} (from a body found clean, at the top level) is not scanned again.
 * Before, every body was scanned whole: its `"arguments"` search ran over the whole conversation
 * and the 12.6 KB of tool definitions on every step (16 µs on a 27 KB step-20 body at load 25, a
 * one-byte pattern searched in a two-byte text). `known` as there.
 */
export class CheckedArguments {
  readonly #known = new Set<string>();
  #prefix = '';

  /**
   * True when `body` provably holds no tool-call arguments to sanitize (B28). `to`: where the part
   * of `body` still to be checked ends (the start of a known clean end; default its length).
   */
  clean(body: string, to = body.length): boolean {
    const prefix = this.#prefix;
    const from =
      prefix.length > 0 && to > prefix.length && body.slice(0, prefix.length) === prefix ? prefix.length : 0;
    const checked = argumentsScan(body, from, to, this.#known);
    if (checked === -1) return false;
    if (checked > from) this.#prefix = body.slice(0, checked);
    return true;
  }
}

/**
 * `body` (SSE bytes) with every `data:` JSON payload run through `normalizer` ({@link SseNormalizer}:
 * lines split across chunks, `\r\n` and `\n` endings; lines that need no change are passed on
 * byte-identical; chunks the normalizer still owes are sent before `data: [DONE]` or at EOF; a
 * multi-line `data:` event is passed on untouched). A pull source, not a piped `TransformStream`:
 * no pipe machinery and no writer released with an error object made at the end (issue #13,
 * agent-loop overhead of streamed replies). Errors of `body` reach the reader unchanged;
 * cancelling cancels `body`.
 *
 * Spec: hostile cases B24–B26, B29, B30.
 */
export function sseNormalizedBody(
  body: ReadableStream<Uint8Array>,
  normalizer: CompletionNormalizer,
): ReadableStream<Uint8Array> {
  const sse = new SseNormalizer(normalizer);
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const r = await reader.read();
        if (r.done) {
          const out = sse.end();
          if (out !== null) controller.enqueue(out);
          controller.close();
          return;
        }
        const out = sse.push(r.value);
        if (out !== null) {
          controller.enqueue(out);
          return;
        }
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

const TOOLS_MEMBER = ',"tools":';

/**
 * The tool names a run offers, kept between its requests (issue #13: every reply holding a tool call
 * needs them, S56/T53, and finding them parsed the whole request body, 20–35 KB, on every step).
 * `tail` is the end of the last body parsed whole, from its top-level `"tools"` member on:
 * `,"tools":[…]` followed by members that are no `tools`, and the body's last `}`. A JSON body ending
 * with that same text has that same `tools` member, at its top level and the last one (the one
 * `JSON.parse` keeps): at `tail`'s start a JSON text cannot be inside a string (its unescaped `"`
 * would end that string before `tools`), and `tail` closes exactly one object, which ends the text.
 * The AI SDK writes every request body with `JSON.stringify`, so a run's requests end alike while
 * its tools stay the same; a request with other tools (or another order) is parsed whole again.
 * (A body that is not JSON yet ends with that text, which the SDK never sends, would be read as
 * offering the kept names rather than none.)
 */
export class OfferedToolNames {
  #tail: string | null = null;
  #names: ReadonlySet<string> = NO_TOOLS;
  #asked: string | null = null;
  #askedTail: string | null = null;
  #answer = false;

  /** The names `body` (a request's JSON text) offers: {@link offeredToolNames} of it parsed. */
  of(body: string): ReadonlySet<string> {
    if (this.#endsAsKept(body)) return this.#names;
    const parsed = parseJsonOrNull(body);
    const names = offeredToolNames(parsed);
    this.#tail = isObject(parsed) ? toolsTail(body, parsed) : null;
    this.#names = names;
    return names;
  }

  /**
   * Where the kept `"tools"` member begins in `body` when `body` ends with it (see above: it is then
   * `body`'s own top-level `tools` member and what follows it); else `body.length`. Q25: this end of
   * a request was part of a body found clean of broken tool-call arguments.
   */
  keptEnd(body: string): number {
    return this.#endsAsKept(body) ? body.length - (this.#tail as string).length : body.length;
  }

  #endsAsKept(body: string): boolean {
    const tail = this.#tail;
    // The same body asked again (`keptEnd`, then `of` for its reply): answered once.
    if (body === this.#asked && tail === this.#askedTail) return this.#answer;
    // Compared as a slice: `endsWith` on these two-byte strings ran a character loop (36 µs, not 3).
    const answer =
      tail !== null &&
      body.length > tail.length &&
      body.charCodeAt(0) === 0x7b &&
      body.slice(body.length - tail.length) === tail;
    this.#asked = body;
    this.#askedTail = tail;
    this.#answer = answer;
    return answer;
  }
}

/**
 * The end of `body` (its parsed value `parsed`) from its top-level `"tools"` member on, when that is
 * written as `JSON.stringify` writes it and only members other than `tools` follow it; else null.
 */
function toolsTail(body: string, parsed: Json): string | null {
  if (!Array.isArray(parsed.tools)) return null;
  const member = `${TOOLS_MEMBER}${JSON.stringify(parsed.tools)}`;
  const at = body.lastIndexOf(member);
  if (at === -1) return null;
  const rest = body.slice(at + member.length);
  // What follows must be the rest of the same (top-level) object: `}`, or `,` and members of it.
  const after = rest === '}' ? {} : rest.startsWith(',') ? parseJsonOrNull(`{${rest.slice(1)}`) : null;
  if (!isObject(after) || Object.hasOwn(after, 'tools')) return null;
  return body.slice(at);
}

function copyHeaders(headers: Headers): Headers {
  const out = new Headers(headers);
  out.delete('content-length');
  out.delete('content-encoding');
  return out;
}

/**
 * Wraps `fetch` so that chat-completion responses from quirky OpenAI-compatible servers are
 * repaired before the AI SDK parses them (see `CompletionNormalizer` for the list: B24 empty
 * arguments, B25 missing ids, B26 all calls on `index: 0`, B29 tool call printed as text, B30
 * `stop` with tool calls, `<think>` blocks moved to `reasoning_content`), and outgoing requests
 * never re-send a broken tool-call argument string (B28, {@link sanitizeRequestBody}).
 *
 * - Only successful (2xx) responses are touched: SSE (`text/event-stream`) through
 *   {@link sseNormalizedBody}, JSON by parse → fix → re-serialise (only when changed;
 *   otherwise the original bytes). Error responses pass through unchanged.
 * - Reads the offered tool names from the request's JSON `body` (a string, as the AI SDK sends).
 * - Reasoning tags are handled HERE: the app's text never contains `<think>` blocks from this
 *   transport; `stripReasoning` is exported for other text sources.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (OpenAI-compatible
 * endpoint); hostile cases B24, B25, B26, B28, B29, B30, B31.
 */
export function normalizingFetch(
  baseFetch: typeof fetch = globalThis.fetch,
  onIgnoredUsage?: (counts: readonly string[]) => void,
): typeof fetch {
  // Every request of a run re-sends the earlier tool calls: each one's arguments are checked once.
  const checked = new CheckedArguments();
  // And the tools it offers, found once while they stay the same.
  const offered = new OfferedToolNames();
  const wrapped = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    let tools: ReadonlySet<string> | (() => ReadonlySet<string>) = NO_TOOLS;
    let nextInit = init;
    if (typeof init?.body === 'string') {
      const text = init.body;
      // The kept tools member was part of a body found clean (`offered` keeps only such bodies' ends).
      if (checked.clean(text, offered.keptEnd(text))) {
        // Nothing to sanitize: the body is parsed only if the reply holds text (B29 needs the names).
        tools = () => offered.of(text);
      } else {
        const body = parseJsonOrNull(text);
        if (isObject(body)) {
          tools = offeredToolNames(body);
          if (sanitizeRequestBody(body)) nextInit = { ...init, body: JSON.stringify(body) };
        }
        // not JSON: sent as is
      }
    }
    const res = await baseFetch(input, nextInit);
    if (!res.ok || res.body == null) return res;
    const type = res.headers.get('content-type') ?? '';
    const normalizer = new CompletionNormalizer(tools, onIgnoredUsage);
    if (type.includes('text/event-stream')) {
      // The reply guard's own source (issue 13): the normalizer becomes one of its stages, and the
      // same response goes on (its headers are already without the length and encoding).
      const source = replySource(res);
      if (source !== undefined) {
        source.addStage(new SseNormalizer(normalizer));
        return res;
      }
      return new Response(sseNormalizedBody(res.body, normalizer), {
        status: res.status,
        statusText: res.statusText,
        headers: copyHeaders(res.headers),
      });
    }
    if (!type.includes('json')) return res;
    // A body the layers below already hold in memory is not read again (issue 13).
    const buffered = bufferedText(res);
    const text = buffered ?? (await res.text());
    let out = text;
    try {
      const parsed = JSON.parse(text) as unknown;
      if (isObject(parsed) && normalizer.completion(parsed)) out = JSON.stringify(parsed);
    } catch {
      out = text;
    }
    // Nothing to repair: that response goes on as it is (its headers are already without the
    // length and encoding; same status, status text and bytes).
    if (buffered !== undefined && out === text) return res;
    return textResponse(out, {
      status: res.status,
      statusText: res.statusText,
      headers: copyHeaders(res.headers),
    });
  };
  return wrapped as typeof fetch;
}
