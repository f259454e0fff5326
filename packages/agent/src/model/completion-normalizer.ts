import { isObject, type Json } from './is-object.js';
import { cleanReplyFields } from './reply-fields.js';
import { unwrappedArgumentsText } from './string-arguments.js';
import { ReasoningSplitter, splitReasoning } from './strip-reasoning.js';
import { mayBecomeTextToolCall, parseTextToolCalls } from './text-tool-call.js';
import { offeredToolParameters, type ToolParameters } from './tool-parameters.js';

/**
 * The namespaces some models put before a tool's name: `functions.write_summary` (S56, harmony),
 * `default_api.write_summary` (Gemma and Gemini-trained models, R237), `tools.`/`api.` (the same
 * prefixes R229's Python calls take off).
 */
const TOOL_NAMESPACES = ['functions.', 'default_api.', 'tools.', 'api.'] as const;
/** Most characters of leading text held back while it might still be a printed tool call (B29). */
const MAX_HELD_CHARS = 32_000;

function isCompleteJson(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * R243/R245: how far a call's argument text was scanned, piece by piece, toward the end of its one JSON value.
 * `at`: offset of `args` scanned up to; `mode`: not started (only JSON whitespace so far), inside an object,
 * array or string (`depth`: open brackets, `inString`, `escaped`: the last character was a backslash inside a
 * string), a bare value (`bare`: the number's grammar state, or the literal's text), `closed` (the value ended:
 * only whitespace may follow), `broken` (no later piece can make it whole); `whole`: what parsing the text said
 * when it closed.
 */
interface ArgsScan {
  at: number;
  mode: 'start' | 'nested' | 'number' | 'literal' | 'closed' | 'broken';
  depth: number;
  inString: boolean;
  escaped: boolean;
  bare: string;
  whole?: boolean;
}

/** JSON's four whitespace characters (RFC 8259 §2): what may stand before and after the value. */
function isJsonSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/**
 * R245: the JSON number grammar (RFC 8259 §6) as a state machine over one character `c` (a char code): the
 * state after `state` ('' before the first character), or null when no number can go on so.
 * States: `-` sign, `0` leading zero, `i` integer digits, `.` point, `f` fraction digits, `e` exponent mark,
 * `s` exponent sign, `x` exponent digits. Whole in `0`, `i`, `f`, `x`.
 */
function numberStep(state: string, c: number): string | null {
  const digit = c >= 0x30 && c <= 0x39;
  const exp = c === 0x65 || c === 0x45;
  switch (state) {
    case '':
    case '-':
      return c === 0x30 ? '0' : digit ? 'i' : state === '' && c === 0x2d ? '-' : null;
    case '0':
    case 'i':
    case 'f':
      if (digit) return state === '0' ? null : state;
      if (exp) return 'e';
      return c === 0x2e && state !== 'f' ? '.' : null;
    case '.':
      return digit ? 'f' : null;
    case 'e':
      return digit ? 'x' : c === 0x2b || c === 0x2d ? 's' : null;
    case 's':
    case 'x':
      return digit ? 'x' : null;
    default:
      return null;
  }
}

const LITERALS = ['true', 'false', 'null'] as const;

/**
 * R243/R245: is `call.args` one whole JSON value — exactly what `isCompleteJson(call.args)` says — scanning only
 * what arrived since the last call (`call.argsScan`). An object, array or string closes where its depth comes
 * back to 0 (brackets and quotes counted outside strings, backslash escapes inside): a valid value cannot close
 * earlier, so the text is parsed once, there, and anything but whitespace after it breaks it for good. A bare
 * number or literal is checked by its grammar as it grows. Linear in the argument text, where parsing the whole
 * text at every streamed piece (R239's hold; the new-call checks of a made-up id or a repeated name) was
 * quadratic. `args` only grows while a scan is kept.
 */
function argsWhole(call: TrackedCall): boolean {
  const text = call.args;
  let scan = call.argsScan;
  if (scan === undefined || scan.at > text.length) {
    scan = { at: 0, mode: 'start', depth: 0, inString: false, escaped: false, bare: '' };
    call.argsScan = scan;
  }
  let i = scan.at;
  for (; i < text.length && scan.mode !== 'broken'; i++) {
    const c = text.charCodeAt(i);
    switch (scan.mode) {
      case 'start':
        if (isJsonSpace(c)) break;
        if (c === 0x7b || c === 0x5b) {
          scan.mode = 'nested';
          scan.depth = 1;
        } else if (c === 0x22) {
          scan.mode = 'nested';
          scan.inString = true;
        } else if (c === 0x74 || c === 0x66 || c === 0x6e) {
          scan.mode = 'literal';
          scan.bare = String.fromCharCode(c);
        } else {
          const next = numberStep('', c);
          scan.mode = next === null ? 'broken' : 'number';
          scan.bare = next ?? '';
        }
        break;
      case 'nested':
        if (scan.inString) {
          if (scan.escaped) scan.escaped = false;
          else if (c === 0x5c) scan.escaped = true;
          else if (c === 0x22) {
            scan.inString = false;
            if (scan.depth === 0) scan.mode = 'closed';
          }
        } else if (c === 0x22) scan.inString = true;
        else if (c === 0x7b || c === 0x5b) scan.depth++;
        else if ((c === 0x7d || c === 0x5d) && --scan.depth === 0) scan.mode = 'closed';
        break;
      case 'number': {
        if (isJsonSpace(c)) {
          scan.mode = 'closed';
          scan.whole = scan.bare === '0' || scan.bare === 'i' || scan.bare === 'f' || scan.bare === 'x';
          break;
        }
        const next = numberStep(scan.bare, c);
        if (next === null) scan.mode = 'broken';
        else scan.bare = next;
        break;
      }
      case 'literal':
        if (isJsonSpace(c)) {
          scan.mode = 'closed';
          scan.whole = (LITERALS as readonly string[]).includes(scan.bare);
        } else if (scan.bare.length < 5) scan.bare += String.fromCharCode(c);
        else scan.mode = 'broken';
        break;
      case 'closed':
        if (!isJsonSpace(c)) scan.mode = 'broken';
        break;
    }
  }
  scan.at = text.length;
  switch (scan.mode) {
    case 'closed':
      // Parsed once, when it closed: whitespace after a value changes nothing.
      scan.whole ??= isCompleteJson(text);
      return scan.whole;
    case 'number':
      return scan.bare === '0' || scan.bare === 'i' || scan.bare === 'f' || scan.bare === 'x';
    case 'literal':
      return (LITERALS as readonly string[]).includes(scan.bare);
    default:
      return false;
  }
}

/**
 * Finish reasons that some OpenAI-compatible servers send for a reply the model ended by itself
 * (review14 V50): Hugging Face TGI before 2.2 `eos_token` / `stop_sequence`, Together.ai `eos`,
 * Anthropic-style gateways `end_turn` / `stop_sequence`. They mean OpenAI's `stop` ("a natural stop
 * point or a provided stop sequence"); left as they are, the AI SDK maps them to `other`, which the
 * run reads as a cut-off reply whose tool calls never run.
 */
const STOP_SYNONYMS: ReadonlySet<string> = new Set(['eos', 'eos_token', 'stop_sequence', 'end_turn']);

/** Finish reasons meaning "the model called tools" (mlx-lm before 2026-01 `tool_call`; `tool_use`; legacy `function_call`). */
const TOOL_CALLS_SYNONYMS: ReadonlySet<string> = new Set(['tool_call', 'tool_use', 'function_call']);

/**
 * The OpenAI finish reason for a server's own spelling of a normal end (review14 V50, B30):
 * `stop` and its synonyms become `tool_calls` when the reply holds tool calls, else `stop`; the
 * tool-call synonyms become `tool_calls` (or `stop` for a reply without calls). Anything else
 * (`length`, `content_filter`, `tool_calls`, unknown values, `null`) is returned unchanged, so a
 * reply truly cut off still reads as cut off.
 *
 * Spec: review14 V50; hostile case B30; docs/contracts.md, Truncated replies.
 */
export function normalFinishReason(reason: unknown, hasToolCalls: boolean): unknown {
  if (typeof reason !== 'string') return reason;
  if (reason === 'stop' || STOP_SYNONYMS.has(reason) || TOOL_CALLS_SYNONYMS.has(reason))
    return hasToolCalls ? 'tool_calls' : 'stop';
  return reason;
}

/** A fresh tool-call id for calls the server sent without one. */
function newCallId(): string {
  return `call_${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
}

interface TrackedCall {
  outIndex: number;
  id: string;
  /** True when the id was made up here (then every delta of the call carries it). */
  generatedId: boolean;
  name: string;
  args: string;
  /**
   * T53: the name received so far is a piece of an offered tool's name (`write_` of
   * `write_summary`): not passed on yet, the later name pieces are added to it.
   */
  nameHeld?: boolean;
  /** R239: the first non-blank character of the arguments was seen (whether they are a JSON string is settled). */
  argsSeen?: boolean;
  /**
   * R239: the arguments are a JSON string (perhaps a double-encoded object): from this offset of
   * `args` on they are not passed on until the string is whole, then as the object it holds, or as
   * they came (`argumentsFromString`); undefined when nothing is held.
   */
  argsHeldFrom?: number;
  /**
   * R243/R245: how far `args` was scanned toward the end of its JSON value ({@link argsWhole}): each piece is
   * scanned once, the text parsed once when the value closes.
   */
  argsScan?: ArgsScan;
}

/**
 * The member a completion (a streamed chunk, a JSON body) gets when the normalizer filled in a finish
 * reason the server never sent (U55: `[DONE]` or a whole JSON body, yet `finish_reason` null): the
 * reply is taken as ended normally, and `filledFinishExtractor` tells the run so (L289), which then
 * takes a summary from it that lacks the template's sections as cut off.
 */
export const FILLED_FINISH = 'x_ma_finish_filled';

/** Per-choice state of one streamed completion. */
class ChoiceState {
  calls: TrackedCall[] = [];
  byWire = new Map<number, TrackedCall>();
  usedOut = new Set<number>();
  lastWire: number | null = null;
  splitter = new ReasoningSplitter();
  holding: boolean;
  held = '';
  finished = false;

  constructor(holdForTextToolCall: boolean) {
    this.holding = holdForTextToolCall;
  }

  nextFreeIndex(preferred: number): number {
    if (!this.usedOut.has(preferred)) return preferred;
    return Math.max(-1, ...this.usedOut) + 1;
  }
}

/**
 * Repairs OpenAI chat-completion responses from quirky servers, chunk by chunk (SSE) or whole
 * (JSON). Create one per response. What it fixes:
 * - B25: streamed tool-call deltas without `id` get a made-up stable id (`call_…`), repeated on
 *   every later delta of that call; JSON tool calls without `id` get one too.
 * - Z54: a call whose id another call of the same reply already has gets a made-up id too (JSON
 *   and SSE), so each call keeps its own arguments and answer in the follow-up request.
 * - B26: a delta with a NEW `id`, or a `function.name` after the call's arguments already form
 *   complete JSON, on an index already in use starts a new call, remapped to a fresh `index`.
 *   A delta with no `index` continues the last call (or starts one when it carries a new id/name).
 * - T53: a streamed tool-call name sent in pieces (`write_` + `summary`, as Gemini's endpoint
 *   does) is passed on once whole: while the name so far is the start of an offered tool's name
 *   (and none itself), `function.name` is taken out of the deltas and each later piece added to it;
 *   it goes out on the delta that completes it, or at the finish as it is. A name sent again whole
 *   on every delta is one name, as before.
 * - S56: a name with the `functions.` namespace or template tokens after it
 *   (`functions.write_summary`, `write_summary<|channel|>commentary`) is the offered tool it names,
 *   when what is left is one (JSON and streamed, also in pieces); any other name passes as it is.
 * - B24/B31: a call whose arguments are empty or missing at the end gets `"{}"`; arguments sent
 *   as an object are serialised.
 * - R239: arguments sent double-encoded (a JSON string holding the object: `"{\"from\":1}"`) are
 *   the object, one level, when its keys are the tool's parameters (`argumentsFromString`, the rule
 *   printed calls follow); streamed, arguments that are a JSON string are held until it is whole.
 * - B30: `finish_reason: "stop"` on a choice that sent tool calls becomes `"tool_calls"`.
 * - U55: a whole reply without any finish reason (a stream that said `data: [DONE]`, a parsed
 *   `chat.completion` body with `finish_reason: null`) ended normally: `tool_calls` or `stop`.
 * - V50: a server's own word for a normal end (`eos_token`, `eos`, `stop_sequence`, `end_turn`;
 *   `tool_call`, `tool_use`, `function_call`) becomes `stop` / `tool_calls` ({@link normalFinishReason}).
 * - B29: when the request offered tools and the WHOLE content is one JSON object (or one
 *   `<tool_call>` tag) naming an offered tool with object arguments, it becomes a real tool
 *   call (see `parseTextToolCall`); V51: several `<tool_call>` tags, Mistral's `[TOOL_CALLS] […]`,
 *   Llama's `<|python_tag|>{…}` and `<function=name>{…}</function>` become one call each
 *   (`parseTextToolCalls`). While streamed content could still be such a call it is held
 *   back (at most 32 000 chars), then released unchanged if it is not.
 * - R50: bookkeeping the run never needs but the AI SDK validates — `usage` counts as strings,
 *   negative or infinite, `usage` not an object, a numeric `id`/`model`, a `created` date string,
 *   a role other than `assistant`, non-text reasoning — is made readable (`cleanReplyFields`),
 *   so a whole, valid reply is not refused as "not a chat completion".
 * - Reasoning: `<think>`/`<thinking>`/`<reasoning>` blocks in `content` are moved into
 *   `reasoning_content` (tags split across chunks are handled); existing `reasoning_content` /
 *   `reasoning` fields are left for the AI SDK, which reports them as reasoning.
 * Chunks that need no change are reported unchanged so the caller can keep their bytes.
 *
 * Spec: hostile cases B24, B25, B26, B29, B30, B31; review13 Z54; seed 003 (OpenAI-compatible endpoint).
 */
export class CompletionNormalizer {
  private readonly choices = new Map<number, ChoiceState>();
  private base: Json = {};

  private offered: ReadonlySet<string> | (() => ReadonlySet<string>);

  /**
   * @param offeredTools - tool names from the request's `tools` (B29 only fires for these), or a
   *   function that gives them: it is called at most once, and only when a reply holds text
   *   (`normalizingFetch` then parses the request body; a reply of tool calls alone never needs it).
   */
  constructor(
    offeredTools: ReadonlySet<string> | (() => ReadonlySet<string>),
    /** Told the usage counts a reply sent that were no counts (`prompt_tokens: -14`; L57). */
    private readonly onIgnoredUsage?: (counts: readonly string[]) => void,
  ) {
    this.offered = offeredTools;
  }

  /** {@link cleanReplyFields}, telling {@link onIgnoredUsage} what it ignored. */
  private cleanFields(body: Json, kind: 'chunk' | 'completion'): boolean {
    const ignored: string[] = [];
    const changed = cleanReplyFields(body, kind, ignored);
    if (ignored.length > 0) this.onIgnoredUsage?.(ignored);
    return changed;
  }

  /** The offered tool names (computed on first use). */
  private get offeredTools(): ReadonlySet<string> {
    if (typeof this.offered === 'function') this.offered = this.offered();
    return this.offered;
  }

  private state(index: number): ChoiceState {
    let s = this.choices.get(index);
    if (!s) {
      // Holding is settled when the first text arrives (or at the finish): only then do the
      // offered tools matter (B29).
      s = new ChoiceState(true);
      this.choices.set(index, s);
    }
    return s;
  }

  /**
   * Normalises one parsed `chat.completion.chunk` in place. Returns `true` when it changed.
   */
  chunk(chunk: Json): boolean {
    // R50: bookkeeping fields of another type (usage counts as strings, a numeric id) first.
    let changed = this.cleanFields(chunk, 'chunk');
    const { choices, usage: _usage, ...rest } = chunk;
    this.base = { ...rest, choices: [] };
    if (!Array.isArray(choices)) return changed;
    for (const choice of choices) {
      if (!isObject(choice)) continue;
      const index = typeof choice.index === 'number' ? choice.index : 0;
      const s = this.state(index);
      if (s.finished) {
        // A finish reason sent again (some servers repeat it on the usage chunk): the same mapping (V50, B30).
        const again = normalFinishReason(choice.finish_reason, s.calls.length > 0);
        if (choice.finish_reason != null && again !== choice.finish_reason) {
          choice.finish_reason = again;
          changed = true;
        }
        continue;
      }
      const delta = isObject(choice.delta) ? choice.delta : null;
      if (delta) changed = this.content(s, delta) || changed;
      if (delta && Array.isArray(delta.tool_calls)) changed = this.toolCalls(s, delta.tool_calls) || changed;
      if (choice.finish_reason != null) {
        let d = delta;
        if (!d) {
          d = {};
          choice.delta = d;
        }
        changed = this.finish(s, d, choice) || changed;
      }
    }
    return changed;
  }

  /**
   * Chunks to send when the stream ends for choices that never sent a `finish_reason`: held-back
   * text and `"{}"` for empty arguments. Empty when nothing is owed.
   * @param whole - the stream said `data: [DONE]`, so it is whole: a choice without a finish reason
   *   (vLLM sends none at times, vllm-project/vllm#27572) ended normally and gets `tool_calls` (it
   *   made calls) or `stop` (U55). At EOF without `[DONE]` (false) the finish stays missing: the
   *   reply may be cut, and the reply guard reports it.
   */
  end(whole = false): Json[] {
    const out: Json[] = [];
    for (const [index, s] of this.choices) {
      if (s.finished) continue;
      const delta: Json = {};
      const fake: Json = { index, delta, finish_reason: null };
      const changed = this.finish(s, delta, fake);
      const reason = whole ? (s.calls.length > 0 ? 'tool_calls' : 'stop') : null;
      // The filled-in finish is said (FILLED_FINISH), so a reply cut before [DONE] is not taken as whole.
      if (changed || reason !== null)
        out.push({
          ...this.base,
          choices: [{ index, delta, finish_reason: reason }],
          ...(reason !== null ? { [FILLED_FINISH]: true } : {}),
        });
    }
    return out;
  }

  private content(s: ChoiceState, delta: Json): boolean {
    const original = delta.content;
    if (typeof original !== 'string') return false;
    const { text, reasoning } = s.splitter.push(original);
    if (reasoning)
      delta.reasoning_content = `${typeof delta.reasoning_content === 'string' ? delta.reasoning_content : ''}${reasoning}`;
    let emit = text;
    if (s.holding && text !== '' && this.offeredTools.size === 0) s.holding = false;
    if (s.holding && s.calls.length === 0) {
      s.held += text;
      if (mayBecomeTextToolCall(s.held) && s.held.length <= MAX_HELD_CHARS) {
        emit = '';
      } else {
        s.holding = false;
        emit = s.held;
        s.held = '';
      }
    }
    if (emit === original && !reasoning) return false;
    if (emit === '') delete delta.content;
    else delta.content = emit;
    return true;
  }

  private toolCalls(s: ChoiceState, deltas: unknown[]): boolean {
    let changed = false;
    if (s.holding) {
      // A real tool call arrived: whatever text was held is ordinary text.
      s.holding = false;
    }
    for (const tc of deltas) {
      if (!isObject(tc)) continue;
      const fn = isObject(tc.function) ? tc.function : null;
      if (fn && isObject(fn.arguments)) {
        fn.arguments = JSON.stringify(fn.arguments);
        changed = true;
      }
      const wireId = typeof tc.id === 'string' && tc.id.trim() !== '' ? tc.id : null;
      let name = fn && typeof fn.name === 'string' && fn.name.trim() !== '' ? fn.name : null;
      if (name != null && fn) {
        // S56: `functions.write_summary`, `write_summary<|channel|>commentary` → `write_summary`.
        const offered = this.offeredName(name);
        if (offered !== name) {
          fn.name = offered;
          name = offered;
          changed = true;
        }
      }
      const argDelta = fn && typeof fn.arguments === 'string' ? fn.arguments : '';
      const wire = typeof tc.index === 'number' ? tc.index : s.lastWire;
      let current = wire == null ? undefined : s.byWire.get(wire);
      const startsNew =
        current == null ||
        (wireId != null && !current.generatedId && wireId !== current.id) ||
        (wireId != null && current.generatedId && argsWhole(current)) ||
        (wireId == null && name != null && argsWhole(current));
      if (startsNew) {
        const preferred = wire ?? s.nextFreeIndex(0);
        const outIndex = s.nextFreeIndex(preferred);
        // Z54: an id another call of this reply already has is made up anew, like a missing one.
        const ownId = wireId != null && !s.calls.some((c) => c.id === wireId) ? wireId : null;
        current = {
          outIndex,
          id: ownId ?? newCallId(),
          generatedId: ownId == null,
          name: name ?? '',
          args: '',
        };
        s.calls.push(current);
        s.usedOut.add(outIndex);
        s.byWire.set(wire ?? outIndex, current);
        s.lastWire = wire ?? outIndex;
        if (name != null && fn && this.namePiece(name)) {
          // T53: the start of a name sent in pieces; the AI SDK keeps the arguments until a name comes.
          current.nameHeld = true;
          delete fn.name;
          changed = true;
        }
      } else if (current?.nameHeld) {
        if (name != null && fn) {
          if (name !== current.name) current.name += name;
          if (this.namePiece(current.name)) delete fn.name;
          else {
            current.name = this.offeredName(current.name);
            fn.name = current.name;
            current.nameHeld = false;
          }
          changed = true;
        }
        s.lastWire = wire;
      } else if (current) {
        if (wireId != null && current.generatedId) {
          // The real id came late: keep the made-up one, which the SDK has already seen.
          tc.id = current.id;
          changed = true;
        }
        if (!current.name && name) current.name = name;
        s.lastWire = wire;
      }
      if (!current) continue;
      current.args += argDelta;
      if (fn && argDelta !== '') changed = this.stringArguments(current, fn, argDelta) || changed;
      if (tc.index !== current.outIndex) {
        tc.index = current.outIndex;
        changed = true;
      }
      if (current.generatedId && tc.id !== current.id) {
        tc.id = current.id;
        changed = true;
      }
    }
    return changed;
  }

  /**
   * R239: holds back the streamed arguments of `call` while they are a JSON string (`fn`: this delta's
   * `function`, `delta`: its arguments piece, already added to `call.args`), and passes them on whole
   * once the string is: as the object it holds when it is the tool's arguments by its schema
   * ({@link unwrappedArgumentsText}, the rule printed calls follow), else as they came. True when
   * `fn` changed.
   */
  private stringArguments(call: TrackedCall, fn: Json, delta: string): boolean {
    if (call.argsHeldFrom === undefined) {
      if (call.argsSeen) return false;
      const start = call.args.trimStart();
      if (start === '') return false;
      call.argsSeen = true;
      if (!start.startsWith('"')) return false;
      call.argsHeldFrom = call.args.length - delta.length;
    }
    delete fn.arguments;
    if (argsWhole(call)) fn.arguments = this.releaseArguments(call);
    return true;
  }

  /** R239: the held arguments of `call` as they go out (see {@link stringArguments}); nothing is held after. */
  private releaseArguments(call: TrackedCall): string {
    const from = call.argsHeldFrom ?? 0;
    call.argsHeldFrom = undefined;
    return unwrappedArgumentsText(call.args, this.parametersOf(call.name)) ?? call.args.slice(from);
  }

  /** R235/R239: the parameters of the offered tool `name` names (S56), from the request's `tools`. */
  private parametersOf(name: unknown): ToolParameters | undefined {
    return typeof name === 'string'
      ? offeredToolParameters(this.offeredTools, this.offeredName(name))
      : undefined;
  }

  /**
   * T53: is `name` a piece of a tool name — the start of an offered tool's name, none itself?
   */
  private namePiece(name: string): boolean {
    const offered = this.offeredTools;
    if (offered.has(this.offeredName(name))) return false;
    for (const tool of offered)
      if (tool.startsWith(name) || TOOL_NAMESPACES.some((ns) => `${ns}${tool}`.startsWith(name))) return true;
    return false;
  }

  /**
   * S56: the offered tool a model's call means when its name carries what some models add to it:
   * the `functions.` namespace (OpenAI's harmony format of gpt-oss, models trained on Codex
   * sessions: `functions.write_summary`) or chat-template tokens leaking after it
   * (`write_summary<|channel|>commentary`, Ollama + gpt-oss). Only when what is left is an offered
   * tool's exact name; any other name is returned as it is (and refused as unknown).
   */
  private offeredName(name: string): string {
    const offered = this.offeredTools;
    if (offered.has(name)) return name;
    let bare = name.trim();
    const token = bare.indexOf('<|');
    if (token >= 0) bare = bare.slice(0, token).trim();
    const ns = TOOL_NAMESPACES.find((n) => bare.startsWith(n));
    if (ns !== undefined) bare = bare.slice(ns.length);
    return offered.has(bare) ? bare : name;
  }

  private finish(s: ChoiceState, delta: Json, choice: Json): boolean {
    let changed = false;
    s.finished = true;
    // T53: a name still held (its pieces never made an offered tool's name) goes out as it is.
    for (const c of s.calls) {
      if (!c.nameHeld) continue;
      c.nameHeld = false;
      const list = Array.isArray(delta.tool_calls) ? delta.tool_calls : [];
      list.push({
        index: c.outIndex,
        id: c.id,
        type: 'function',
        function: { name: this.offeredName(c.name), arguments: '' },
      });
      delta.tool_calls = list;
      changed = true;
    }
    // Text held back by the reasoning splitter (partial tag) or for B29.
    const tail = s.splitter.flush();
    if (tail.reasoning) {
      delta.reasoning_content = `${typeof delta.reasoning_content === 'string' ? delta.reasoning_content : ''}${tail.reasoning}`;
      changed = true;
    }
    let released = tail.text;
    if (s.holding && s.calls.length === 0 && this.offeredTools.size > 0) {
      const held = s.held + tail.text;
      s.held = '';
      const printed = parseTextToolCalls(held, this.offeredTools);
      if (printed) {
        const list = Array.isArray(delta.tool_calls) ? delta.tool_calls : [];
        for (const call of printed) {
          const outIndex = s.nextFreeIndex(0);
          const id = newCallId();
          s.usedOut.add(outIndex);
          s.calls.push({ outIndex, id, generatedId: true, name: call.name, args: call.arguments });
          list.push({
            index: outIndex,
            id,
            type: 'function',
            function: { name: call.name, arguments: call.arguments },
          });
        }
        delta.tool_calls = list;
        released = '';
        changed = true;
      } else {
        released = held;
      }
    }
    s.holding = false;
    if (released) {
      delta.content = `${typeof delta.content === 'string' ? delta.content : ''}${released}`;
      changed = true;
    }
    // R239: arguments held as a JSON string that never closed go out as they came (and are refused).
    for (const c of s.calls) {
      if (c.argsHeldFrom === undefined) continue;
      const list = Array.isArray(delta.tool_calls) ? delta.tool_calls : [];
      list.push({
        index: c.outIndex,
        ...(c.generatedId ? { id: c.id } : {}),
        function: { arguments: this.releaseArguments(c) },
      });
      delta.tool_calls = list;
      changed = true;
    }
    // B24/B31: empty arguments become "{}".
    const empties = s.calls.filter((c) => c.args.trim() === '');
    if (empties.length > 0) {
      const list = Array.isArray(delta.tool_calls) ? delta.tool_calls : [];
      for (const c of empties) {
        list.push({
          index: c.outIndex,
          ...(c.generatedId ? { id: c.id } : {}),
          function: { arguments: '{}' },
        });
        c.args = '{}';
        c.argsScan = undefined;
      }
      delta.tool_calls = list;
      changed = true;
    }
    // B30: "stop" with tool calls present; V50: a server's own word for a normal end.
    const finish = normalFinishReason(choice.finish_reason, s.calls.length > 0);
    if (finish !== choice.finish_reason) {
      choice.finish_reason = finish;
      changed = true;
    }
    return changed;
  }

  /**
   * Normalises one parsed non-streaming `chat.completion` body in place (same fixes as for
   * chunks). Returns `true` when it changed.
   */
  completion(body: Json): boolean {
    // R50: bookkeeping fields of another type (usage counts as strings, a numeric id) first.
    let changed = this.cleanFields(body, 'completion');
    if (!Array.isArray(body.choices)) return changed;
    for (const choice of body.choices) {
      if (!isObject(choice) || !isObject(choice.message)) continue;
      const message = choice.message;
      if (typeof message.content === 'string') {
        const { text, reasoning } = splitReasoning(message.content);
        if (reasoning) {
          const before = typeof message.reasoning_content === 'string' ? message.reasoning_content : '';
          message.reasoning_content = before + reasoning;
          message.content = text;
          changed = true;
        }
      }
      let calls = Array.isArray(message.tool_calls) ? message.tool_calls : [];
      if (calls.length === 0 && typeof message.content === 'string') {
        const printed = parseTextToolCalls(message.content, this.offeredTools);
        if (printed) {
          calls = printed.map((call) => ({
            id: newCallId(),
            type: 'function',
            function: { name: call.name, arguments: call.arguments },
          }));
          message.tool_calls = calls;
          message.content = null;
          changed = true;
        }
      }
      // Z54: two calls of one reply with the same id (servers that number calls per reply) each
      // get their own: the AI SDK keys a reply's calls by id, so a shared one lost all but the first.
      const ids = new Set<string>();
      for (const tc of calls) {
        if (!isObject(tc)) continue;
        if (typeof tc.id !== 'string' || tc.id.trim() === '' || ids.has(tc.id)) {
          tc.id = newCallId();
          changed = true;
        }
        ids.add(tc.id as string);
        if (!isObject(tc.function)) continue;
        if (typeof tc.function.name === 'string') {
          const offered = this.offeredName(tc.function.name);
          if (offered !== tc.function.name) {
            tc.function.name = offered;
            changed = true;
          }
        }
        const args = tc.function.arguments;
        if (isObject(args)) {
          tc.function.arguments = JSON.stringify(args);
          changed = true;
        } else if (args == null || (typeof args === 'string' && args.trim() === '')) {
          tc.function.arguments = '{}';
          changed = true;
        } else if (typeof args === 'string' && args.trimStart().startsWith('"')) {
          // R239: double-encoded arguments (a JSON string holding the object), as for a printed call.
          const unwrapped = unwrappedArgumentsText(args, this.parametersOf(tc.function.name));
          if (unwrapped !== null) {
            tc.function.arguments = unwrapped;
            changed = true;
          }
        }
      }
      // B30: "stop" with tool calls present; V50: a server's own word for a normal end. U55: a
      // whole (parsed) reply with no finish reason at all ended normally.
      const finish =
        choice.finish_reason == null
          ? calls.length > 0
            ? 'tool_calls'
            : 'stop'
          : normalFinishReason(choice.finish_reason, calls.length > 0);
      if (choice.finish_reason == null) body[FILLED_FINISH] = true;
      if (finish !== choice.finish_reason) {
        choice.finish_reason = finish;
        changed = true;
      }
    }
    return changed;
  }
}
