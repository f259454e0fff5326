import { annotationsOf, compactError, toCompactResult } from '@ma/tools';
import type { ToolSet } from 'ai';
import { TOOL_PART_TOKENS } from './fit-messages.js';
import type { ReadHold } from './read-hold.js';
import type { TokenCounter } from './token-counter.js';

/**
 * Fewest tokens a reading call is run with: below it the call is not run and its result says so,
 * with the exact call to make in a later step (a header and a few lines need about this much).
 */
export const MIN_READ_RESULT_TOKENS = 160;

/** Tokens of a read result beyond its character budget: the header, the read-on line and the cut note. */
const READ_FRAME_TOKENS = 90;

/** Tokens kept for each later call of the step while one runs: its "not run" notice at least. */
const NOT_RUN_TOKENS = 100;

/** Longest argument text a notice repeats; longer arguments are named "the same arguments". */
const MAX_CALL_TEXT = 300;

/** The keys of a compact result that hold its text, in the order they are looked for. */
const TEXT_KEYS = ['text', 'message', 'consequence'] as const;

/** A tool's `execute` as the AI SDK calls it. */
type Execute = (input: unknown, options: unknown) => unknown;

/**
 * What {@link StepResultsBudget} needs from the run.
 *
 * Spec: review U4; docs/context-budget.md, Parallel tool calls.
 */
export interface StepResultsOptions {
  counter: TokenCounter;
  /**
   * The tools' output budgets, read by the tools at call time (`ToolSession.limits`, in characters):
   * lowered for one call while it runs, then set back. Their values at construction are the caps
   * of a single read (`readCharsFor`).
   */
  limits: { readChars: number; searchChars: number };
  /** The hold the tools' transcript reads go through (a read made again or cut counts only what is shown). */
  readHold?: ReadHold | undefined;
  /**
   * Characters per token of the text read (the transcript's, `charsPerTokenOf`), to turn a token
   * share into `limits.readChars` (with a 10 % margin; a result still over its share is made again).
   */
  charsPerToken: number;
  /** Compact profile: every result is one JSON object (seed 002, C11); notes go inside its `text`. */
  compact: boolean;
}

/**
 * The results of one step's tool calls share the room the next request has for them (review U4):
 * a model that makes several reading calls at once never gets results that together overflow the
 * window, whatever each read's own cap. {@link StepResultsBudget.open} gives a step its tokens
 * before its calls run (they run one at a time, in call order); each call then gets its share of
 * what is left (what is left ÷ the calls left, so a short result leaves more to the next):
 * - a reading tool (`readOnlyHint`) runs with `limits.readChars`/`searchChars` lowered to its share
 *   (converted with {@link StepResultsOptions.charsPerToken}); a result still over its share is
 *   made again shorter (its reads held meanwhile, {@link ReadHold}), and as a last resort cut at
 *   whole lines with the exact call that reads on; a result cut for the share says so
 *   (`cut to share the context window with this step's 4 other tool results`); a share below
 *   {@link MIN_READ_RESULT_TOKENS} does not run the call: `not run: …; call <tool> with <args> in
 *   a later step` (compact: a refusal, `{"error":"refused","message":"not run: …"}`, C11);
 * - any other tool runs as it is (a write is never made twice); only a result over what is left
 *   for it (the later calls' notices kept) is cut.
 * Results are measured as the loop's budget counts them (JSON-string form plus
 * {@link TOOL_PART_TOKENS}). Outside an open step (no budget, or the run's last step) tools run
 * unchanged.
 *
 * Spec: review U4; issue 14 item 2 (no request exceeds the window); docs/context-budget.md.
 */
export class StepResultsBudget {
  readonly #opts: StepResultsOptions;
  readonly #caps: { readChars: number; searchChars: number };
  #step: { remaining: number; callsLeft: number; calls: number } | null = null;

  constructor(opts: StepResultsOptions) {
    this.#opts = opts;
    this.#caps = { readChars: opts.limits.readChars, searchChars: opts.limits.searchChars };
  }

  /**
   * Opens a step whose `calls` tool calls (those that will run) share `tokens` (may be ≤ 0: then
   * every reading call answers "not run").
   */
  open(tokens: number, calls: number): void {
    this.#step = { remaining: tokens, callsLeft: calls, calls };
  }

  /** No budget for the next calls (a step without calls, or whose results are never sent). */
  close(): void {
    this.#step = null;
  }

  /** `tools` with every `execute` going through the step's budget (descriptions and schemas unchanged). */
  wrap<T extends ToolSet>(tools: T): T {
    const out: Record<string, unknown> = {};
    for (const [name, t] of Object.entries(tools)) {
      const execute = t.execute as Execute | undefined;
      out[name] =
        execute === undefined
          ? t
          : {
              ...t,
              execute: (input: unknown, options: unknown) => this.#execute(name, execute, input, options),
            };
    }
    return out as T;
  }

  async #execute(name: string, execute: Execute, input: unknown, options: unknown): Promise<unknown> {
    const step = this.#step;
    if (step === null) return execute(input, options);
    const callsLeft = Math.max(1, step.callsLeft);
    step.callsLeft = callsLeft - 1;
    const share = Math.floor(step.remaining / callsLeft);
    const others = step.calls - 1;
    let out: unknown;
    try {
      if (annotationsOf(name).readOnlyHint)
        out = await this.#read(name, execute, input, options, share, others);
      else {
        out = await execute(input, options);
        const allowed = step.remaining - (callsLeft - 1) * NOT_RUN_TOKENS;
        if (this.#cost(out) > allowed) out = this.#cut(out, allowed, name, input, others, true);
      }
    } catch (error) {
      step.remaining -= this.#cost(error instanceof Error ? error.message : String(error));
      throw error;
    }
    step.remaining -= this.#cost(out);
    return out;
  }

  /** A reading call within `share` tokens: lowered limits, made again shorter when over, cut at last. */
  async #read(
    name: string,
    execute: Execute,
    input: unknown,
    options: unknown,
    share: number,
    others: number,
  ): Promise<unknown> {
    if (share < MIN_READ_RESULT_TOKENS) return this.#notRun(name, input, others + 1);
    const { readHold } = this.#opts;
    let chars = Math.min(
      this.#caps.readChars,
      Math.max(1, Math.floor((share - READ_FRAME_TOKENS) * this.#opts.charsPerToken * 0.9)),
    );
    let out: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      out = await this.#runWith(execute, input, options, chars);
      // R241: the note that says why a result was cut is part of it, counted in its share.
      const shown = chars < this.#caps.readChars ? this.#saidCut(out, chars, others) : out;
      const cost = this.#cost(shown);
      if (cost <= share) {
        readHold?.release();
        return shown;
      }
      readHold?.discard();
      if (typeof out !== 'string' || chars <= 1) break;
      chars = Math.max(1, Math.floor(chars * (share / cost) * 0.9));
    }
    // Over its share at any budget (a tool that ignores limits.readChars): cut here; its reads do not count.
    return this.#cut(out, share, name, input, others, false);
  }

  /** Runs one call with the read budgets lowered to `chars`, its transcript reads held. */
  async #runWith(execute: Execute, input: unknown, options: unknown, chars: number): Promise<unknown> {
    const { limits, readHold } = this.#opts;
    limits.readChars = chars;
    limits.searchChars = Math.min(this.#caps.searchChars, chars);
    readHold?.hold();
    try {
      return await execute(input, options);
    } catch (error) {
      readHold?.discard();
      throw error;
    } finally {
      limits.readChars = this.#caps.readChars;
      limits.searchChars = this.#caps.searchChars;
    }
  }

  /** Tokens a result takes in the next request. */
  #cost(out: unknown): number {
    const text = typeof out === 'string' ? out : (JSON.stringify(out) ?? '');
    return this.#opts.counter.count(JSON.stringify(text)) + TOOL_PART_TOKENS;
  }

  #cutNote(others: number): string {
    if (others === 0) return 'cut to fit the context window';
    return `cut to share the context window with this step's ${others} other tool result${others === 1 ? '' : 's'}`;
  }

  /** A result the lowered budget cut (the tool's own "cut at N characters" / "continues" line): says why. */
  #saidCut(out: unknown, chars: number, others: number): unknown {
    if (typeof out !== 'string') return out;
    if (!out.includes(`${chars} characters`) && !/ continues; call /.test(out)) return out;
    return this.#withText(
      out,
      (text) =>
        `${text}\n(${this.#cutNote(others)}${others > 0 ? '; fewer calls per step read more at once' : ''})`,
    );
  }

  /**
   * `not run: …` with the exact call to make later. Compact: a result that is not a success has an
   * `error` key (seed 002, C11), so it is a refusal, `{"error":"refused","message":"not run: …"}`:
   * nothing was run, and a small model must not take it for what it asked for.
   */
  #notRun(name: string, input: unknown, calls: number): string {
    const text = `not run: the context window has no room left for this result (this step made ${calls} tool calls at once); call ${this.#callText(name, input)} in a later step`;
    return this.#opts.compact ? compactError('refused', text) : text;
  }

  /**
   * `out` cut at whole lines to `max` tokens, ending with the call that reads on: after the last
   * numbered line shown (`<n>│`) `from=<n + 1>`, else the same call in a later step (a call that
   * `ran`, a write, is never to be made again: its note says it was done). With no room
   * even for that (or no text to cut): a read is {@link StepResultsBudget.#notRun}; a call that
   * `ran` (a write) says it ran and its result was left out.
   */
  #cut(out: unknown, max: number, name: string, input: unknown, others: number, ran: boolean): unknown {
    if (typeof out !== 'string') return out;
    const nothing = () => {
      if (!ran) return this.#notRun(name, input, others + 1);
      const text = `done: ${name} ran; its result (${out.length} characters) was left out to fit the context window`;
      return this.#opts.compact ? this.#leftOut(name, out, text) : text;
    };
    const text = this.#textOf(out);
    if (text === null) return nothing();
    const lines = text.split('\n');
    const build = (k: number): string => {
      const kept = lines.slice(0, k);
      const last = kept.findLast((l) => /^\d+│/.test(l));
      const n = last === undefined ? null : Number(/^(\d+)│/.exec(last)?.[1]);
      // A write is never to be made again: its cut result says only that it was cut.
      const next = ran
        ? `; the ${name} call itself was done`
        : n === null
          ? `; call ${this.#callText(name, input)} in a later step to see all of it`
          : `; call ${this.#callText(name, this.#from(input, last?.endsWith('…') ? n : n + 1))} to read on`;
      return this.#withText(out, () => [...kept, `… ${this.#cutNote(others)}${next}`].join('\n'));
    };
    let lo = 0;
    let hi = lines.length - 1;
    if (this.#cost(build(0)) > max) return nothing();
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.#cost(build(mid)) <= max) lo = mid;
      else hi = mid - 1;
    }
    return build(lo);
  }

  /**
   * Compact (C11): a write's result left out whole, in a shape that keeps what it was: a refusal
   * or failure stays one (`{"error":"refused","message":"<tool> was refused (nothing changed); its
   * message (N characters) was left out …"}`), an `apply_changes` result keeps `applied` and each rejected op (`index`, `op`, its
   * reason left out), never a bare `done` for ops that were rejected; anything else
   * `{"status":"done","text":"done: …"}`.
   */
  #leftOut(name: string, out: string, text: string): string {
    const json = parseObject(out);
    if (json !== null && typeof json.error === 'string')
      return JSON.stringify({
        error: json.error,
        message: `${name} ${json.error === 'refused' ? 'was refused (nothing changed)' : 'failed'}; its message (${out.length} characters) was left out to fit the context window`,
      });
    if (json !== null && Array.isArray(json.rejected)) {
      const rejected = json.rejected.filter(isRecord).map((r) => ({
        index: r.index,
        op: r.op,
        reason: 'left out to fit the context window',
      }));
      return JSON.stringify({
        applied: json.applied,
        consequence: `${text}${rejected.length > 0 ? `; ${rejected.length} op${rejected.length === 1 ? ' was' : 's were'} rejected (not applied)` : ''}`,
        rejected,
      });
    }
    return toCompactResult(text);
  }

  /**
   * The key of a compact result that holds its text: `text` (a view, a status), `message` (a
   * refusal or failure), `consequence` (`apply_changes`); null when none.
   */
  #textKey(json: Record<string, unknown>): string | null {
    return TEXT_KEYS.find((k) => typeof json[k] === 'string') ?? null;
  }

  /** The text of a result: itself, or (compact) its JSON's text ({@link #textKey}); null when none. */
  #textOf(out: string): string | null {
    if (!this.#opts.compact) return out;
    const json = parseObject(out);
    if (json === null) return out;
    const key = this.#textKey(json);
    return key === null ? null : (json[key] as string);
  }

  /** `out` with its text replaced by `f(text)` (compact: inside the JSON object, its keys kept). */
  #withText(out: string, f: (text: string) => string): string {
    if (!this.#opts.compact) return f(out);
    const json = parseObject(out);
    if (json === null) return f(out);
    const key = this.#textKey(json) ?? 'text';
    return JSON.stringify({ ...json, [key]: f(String(json[key] ?? '')) });
  }

  /** The arguments with the range starting at line `from` (`from_char` dropped); compact: in `filters`. */
  #from(input: unknown, from: number): unknown {
    const args = isRecord(input) ? input : {};
    if (this.#opts.compact) {
      const { from_char: _, ...filters } = isRecord(args.filters) ? args.filters : {};
      return { ...args, filters: { ...filters, from } };
    }
    const { from_char: _, ...rest } = args;
    return { ...rest, from };
  }

  /** `read_transcript with from=61, to=120`; compact: `query_meeting with {"view":…,"filters":…}`. */
  #callText(name: string, input: unknown): string {
    const args = isRecord(input) ? input : {};
    const text = this.#opts.compact
      ? JSON.stringify(args)
      : Object.keys(args).length === 0
        ? '{}'
        : Object.entries(args)
            .filter(([, v]) => v !== null && v !== undefined)
            .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
            .join(', ');
    return text.length > MAX_CALL_TEXT ? `${name} again with the same arguments` : `${name} with ${text}`;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseObject(text: string): Record<string, unknown> | null {
  if (!text.startsWith('{')) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return isRecord(v) ? v : null;
  } catch {
    return null;
  }
}
