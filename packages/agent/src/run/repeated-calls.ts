/**
 * A model that makes the same read again and again (newcomer session 32 N2: a small model called
 * `read_transcript {"from":1,"to":30}` at every step, got the same 30 lines 40 times, then `max-steps`):
 * an identical repeat of a read already answered (same tool, same arguments, same result: the content
 * has not changed) is answered with a short note instead of the whole result again — the step it was
 * read at, the lines of that file not read yet and the call that reads on, "read on from M, or write the
 * summary" —, in the compact profile inside the result's own JSON object (L226), and after
 * {@link REPEATED_CALLS_STOP} identical calls in a row the run stops early, naming the repeat.
 * Spec: newcomer session 32 N2; leftovers L226; docs/tools.md (Repeated calls); seed 002 (line ranges: read on).
 */
import { annotationsOf, isRefusal, toolResultOutcome } from '@ma/tools';
import type { ToolSet } from 'ai';

/**
 * Identical calls in a row (the first and its unchanged repeats, one a step) after which the run
 * stops: the third time a model is told "unchanged, not shown again" and asks again, it is looping.
 */
export const REPEATED_CALLS_STOP = 3;

type Execute = (input: unknown, options: unknown) => unknown;

/**
 * A numbered read's first line: `<path> · lines A–B of N`, `<path> (body) · lines A–B of N`, a big
 * file's `… of at least N (not counted: …)` (issue #13), and a range with no lines,
 * `<path> · no lines in range: … (N lines)`.
 */
const READ_HEADER =
  /^(.+?) · (?:lines (\d+)[–-](\d+) of (at least )?(\d+)|no lines in range: .*\(([\d,]+) lines?\))/;

/** A result's own read-on hint, the last line of a cut read or listing: `… ; call X with … to read on`. */
const READ_ON_HINT = /^\u2026 .*?; (call \S+ with .+? to read on)$/gm;

/** The range arguments of a read, left out of the read-on call a note names. */
const RANGE_KEYS = new Set(['from', 'to', 'from_char']);

/** A numbered read's header, parsed (see {@link READ_HEADER}); `from > to` when no lines were shown. */
interface ReadHeader {
  path: string;
  from: number;
  to: number;
  total: number;
  /** `of at least N`: the file's line count is not known yet. */
  atLeast: boolean;
}

/**
 * R230: the current reply's reads so far, by key, with their pending results; R238: only those made
 * after its last write (`wrote`: that write's tool, null before any), so a read after a write runs.
 */
interface InStep {
  step: number;
  /** By key: the first read's call id (the SDK's `toolCallId`) and its pending result. */
  calls: Map<string, { id: unknown; pending: Promise<unknown> }>;
  wrote: string | null;
}

/** What a repeat is told instead of the result (see the module comment). */
interface Answered {
  step: number;
  result: string;
}

/** Outcomes of a write that ran and changed nothing (`toolResultOutcome`): an approval not given, a request queued, nothing to change. */
const UNCHANGED_OUTCOMES: ReadonlySet<string> = new Set([
  'denied',
  'timed out',
  'cancelled',
  'not asked',
  'invalid answer',
  'requested',
  'unchanged',
  'nothing applied',
]);

/**
 * R244: false when a write's result says it changed nothing — a refusal (either profile, C11), or an
 * outcome of {@link UNCHANGED_OUTCOMES}; true for a success, a partly applied `apply_changes`, and any
 * result not a string (an unknown shape is taken as a change).
 */
function mayHaveChanged(out: unknown): boolean {
  if (typeof out !== 'string') return true;
  if (isRefusal(out)) return false;
  const outcome = toolResultOutcome(out);
  return outcome === null || !UNCHANGED_OUTCOMES.has(outcome);
}

/**
 * Watches one run's tool calls (see the module comment). {@link RepeatedCalls.wrap} the tools, set
 * {@link RepeatedCalls.step} as each step starts, and ask {@link RepeatedCalls.looping} after each step.
 */
export class RepeatedCalls {
  /** The current step (0-based). */
  step = 0;
  readonly #answered = new Map<string, Answered>();
  /**
   * R230: the calls of the current step so far, by key, with their pending results: a reply that makes
   * the identical read several times (Gemma, Qwen parallel calls) gets the first answered in full and
   * each repeat a pointer to it.
   */
  #inStep: InStep = { step: -1, calls: new Map(), wrote: null };
  /** Lines shown of each numbered file (`<path>` → ranges), from the reads' first lines. */
  readonly #shown = new Map<string, { total: number; atLeast: boolean; ranges: Array<[number, number]> }>();
  /** The step's calls so far: whether every one was an unchanged repeat, and their keys. */
  #stepCalls: { step: number; allRepeats: boolean; keys: string[] } = {
    step: -1,
    allRepeats: false,
    keys: [],
  };
  /**
   * Steps in a row whose every call repeated the same calls unchanged, and those calls (one key, or
   * R189: a step's several keys, sorted and joined by ` + `, so a model that repeats the same pair of
   * reads each step is caught as one that repeats one read).
   */
  #streak: { key: string; steps: number; calls: number } | null = null;

  /** `tools` with each read-only tool's repeats answered by a note, and each writing tool's calls seen (V133). */
  wrap<T extends ToolSet>(tools: T): T {
    const out: Record<string, unknown> = {};
    for (const [name, t] of Object.entries(tools)) {
      const execute = t.execute as Execute | undefined;
      out[name] =
        execute === undefined
          ? t
          : {
              ...t,
              execute: annotationsOf(name).readOnlyHint
                ? (input: unknown, options: unknown) => this.#execute(name, execute, input, options)
                : (input: unknown, options: unknown) => this.#write(name, execute, input, options),
            };
    }
    return out as T;
  }

  /**
   * After a step: the repeated call (`read_transcript {"from":1,"to":30}`; R189: a step's several
   * calls joined by ` + `, `calls` their number) and how many times in a row it was made, when that
   * reached {@link REPEATED_CALLS_STOP}; else null.
   */
  looping(): { call: string; times: number; calls: number } | null {
    this.#closeStep(this.step + 1);
    const streak = this.#streak;
    return streak && streak.steps + 1 >= REPEATED_CALLS_STOP
      ? { call: streak.key, times: streak.steps + 1, calls: streak.calls }
      : null;
  }

  /**
   * A call of a tool that writes: never a repeat (it may change what the next read shows), so its step
   * is no step of repeats alone (review V133: a step of [the same read, a new write] counted as one, and
   * the third such step stopped a run that was writing, its summary dropped). R238: the reads of
   * its reply made before it are no longer what a read after it would show: a read after it in
   * the same reply runs (calls run one at a time, in call order: seed 004), whatever the write
   * wrote to (a write to one file may change what another read shows: a listing, the meeting note).
   */
  async #write(name: string, execute: Execute, input: unknown, options: unknown): Promise<unknown> {
    const step = this.step;
    this.#closeStep(step);
    this.#stepCalls.allRepeats = false;
    // R244: by what the write really did: a refused or unchanged write leaves the reads before it as they were.
    const wrote = () => {
      this.#inStep = { step, calls: new Map(), wrote: name };
    };
    let out: unknown;
    try {
      out = await execute(input, options);
    } catch (error) {
      wrote();
      throw error;
    }
    if (mayHaveChanged(out)) wrote();
    return out;
  }

  async #execute(name: string, execute: Execute, input: unknown, options: unknown): Promise<unknown> {
    const step = this.step;
    this.#closeStep(step);
    const key = `${name} ${stableJson(input)}`;
    if (this.#inStep.step !== step) this.#inStep = { step, calls: new Map(), wrote: null };
    const { calls, wrote } = this.#inStep;
    // R242: the step budget's shorter re-run of the same call (same toolCallId) is no repeat: it runs.
    const id = (options as { toolCallId?: unknown } | undefined)?.toolCallId;
    const found = calls.get(key);
    const first = found && (id === undefined || found.id !== id) ? found.pending : undefined;
    if (first) {
      const pointer = await first.then(
        (out) => sameStepPointer(key, out, wrote),
        () => null,
      );
      if (pointer !== null) return pointer;
    }
    const pending = Promise.resolve().then(() => execute(input, options));
    if (!first) calls.set(key, { id, pending });
    const out = await pending;
    if (typeof out !== 'string') {
      this.#stepCalls.allRepeats = false;
      return out;
    }
    // The compact profile's results are one JSON object (C11): its text is what a read showed.
    const result = compactResult(out);
    const text = result?.text ?? out;
    const before = this.#answered.get(key);
    if (before && before.step < step && withoutReadAgainNote(before.result) === withoutReadAgainNote(text)) {
      this.#stepCalls.keys.push(key);
      const note = this.#note(name, input, key, before.step, text);
      return result ? JSON.stringify({ ...result.rest, [result.textKey]: note }) : note;
    }
    this.#stepCalls.allRepeats = false;
    this.#answered.set(key, { step, result: text });
    this.#record(text);
    return out;
  }

  /** Starts counting `step`'s calls, first closing the step before (its streak). */
  #closeStep(step: number): void {
    const calls = this.#stepCalls;
    if (calls.step === step) return;
    if (calls.step >= 0) {
      // R189: a step of several repeats (Qwen/Hermes print parallel calls; LM Studio's Gemma repeats a
      // call within one reply) is one repeated set, whatever the order of its calls.
      const distinct = [...new Set(calls.keys)].sort();
      const key = distinct.join(' + ');
      if (calls.allRepeats && key !== '')
        this.#streak =
          this.#streak?.key === key
            ? { ...this.#streak, steps: this.#streak.steps + 1 }
            : { key, steps: 1, calls: distinct.length };
      else this.#streak = null;
    }
    this.#stepCalls = { step, allRepeats: true, keys: [] };
  }

  /** Remembers the lines a numbered read showed (`<path> · lines A–B of N`). */
  #record(result: string): void {
    const read = readHeader(result);
    if (!read) return;
    const seen = this.#shown.get(read.path) ?? { total: 0, atLeast: false, ranges: [] };
    // A big file's count grows as it is read (`of at least N`) until a read counts it.
    seen.total = read.atLeast ? Math.max(seen.total, read.total) : read.total;
    seen.atLeast = read.atLeast;
    if (read.from <= read.to) seen.ranges.push([read.from, read.to]);
    this.#shown.set(read.path, seen);
  }

  /**
   * The note a repeat of `name` (called with `input`) gets instead of `result`: for a numbered read,
   * `note: lines A–B were already read at step S; read on from M, or write the summary (…). Lines of
   * <path> not read yet: …. To read on: call …` — the lines of that file not read yet in this run,
   * and the call that reads on (review12 Y52's wording first); for any other read, the call and its
   * step, and the read-on call its result named when it was cut (a listing's next page).
   */
  #note(name: string, input: unknown, key: string, step: number, result: string): string {
    const same = `the same call as then (${key}), unchanged: not shown again`;
    const hint = lastReadOnHint(result);
    const read = readHeader(result);
    const seen = read ? this.#shown.get(read.path) : undefined;
    if (!read || !seen) {
      const cut = hint ? ` Its result was cut: ${hint} to read on what it did not show.` : '';
      return `note: ${key} is the same call as at step ${step + 1} and its result has not changed, so it is not shown again; call another tool or other arguments, or write the summary.${cut}`;
    }
    const unread = gaps(seen.ranges, seen.total);
    // A big file not counted yet (`of at least N`): the lines after N are unread too.
    const more = seen.atLeast ? `the lines after ${seen.total} (its line count is not known yet)` : '';
    const range =
      read.from <= read.to
        ? `lines ${read.from}–${read.to} were already read at step ${step + 1}`
        : `this call was already made at step ${step + 1} and showed no lines`;
    if (unread.length === 0 && !more && !(hint && /from_char/.test(hint)))
      return `note: ${range}; every line of ${read.path} has been read: write the summary (${same}).`;
    // A line shown only in part (a long line): the tool's own hint goes on inside it (`from_char`).
    const inLine = hint && /from_char/.test(hint) ? hintLine(hint) : null;
    const next =
      inLine ?? unread.find(([from]) => from > read.to)?.[0] ?? (more ? seen.total + 1 : unread[0]?.[0]);
    // The tool's own hint when it still reads on from there (a later read may have gone further).
    const call =
      hint && hintLine(hint) === next ? hint : next !== undefined ? readOnCall(name, input, next) : null;
    const listed = [...unread.map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`)), ...(more ? [more] : [])];
    const notRead = listed.length > 0 ? ` Lines of ${read.path} not read yet: ${listed.join(', ')}.` : '';
    const readOn = next !== undefined ? `read on from ${next}` : 'read on';
    return `note: ${range}; ${readOn}, or write the summary (${same}).${notRead}${call ? ` To read on: ${call}.` : ''}`;
  }
}

/**
 * R230: what a repeat of `key` within one reply gets when the first of them returned `out`: a one-line
 * note that the result is the one given to the first (in a compact result's own JSON object, C11), or
 * null when `out` is not a text result (the repeat then runs as it is). `wrote`: the writing tool
 * called last in this reply before that first (R238: the reads before it are not pointed at), or null.
 */
function sameStepPointer(key: string, out: unknown, wrote: string | null): string | null {
  if (typeof out !== 'string') return null;
  const since = wrote === null ? '' : ` after this reply's last write (${wrote})`;
  const note = `note: ${key} was called more than once in this reply; its result is given once, to the first of these calls${since}, and not repeated here.`;
  const result = compactResult(out);
  return result ? JSON.stringify({ ...result.rest, [result.textKey]: note }) : note;
}

/** The parsed first line of a numbered read (see {@link READ_HEADER}), or null. */
function readHeader(result: string): ReadHeader | null {
  const m = READ_HEADER.exec(result);
  if (!m) return null;
  const path = m[1] as string;
  if (m[6] !== undefined)
    return { path, from: 1, to: 0, total: Number(m[6].replace(/,/g, '')), atLeast: false };
  return { path, from: Number(m[2]), to: Number(m[3]), total: Number(m[5]), atLeast: m[4] !== undefined };
}

/** The line a read-on call starts at (`from=41`, `"from":41`), or null. */
function hintLine(hint: string): number | null {
  const m = /(?:\bfrom=|"from":)(\d+)/.exec(hint);
  return m ? Number(m[1]) : null;
}

/** The last read-on call a result names (`call read_transcript with from=41`), or null. */
function lastReadOnHint(result: string): string | null {
  let last: string | null = null;
  for (const m of result.matchAll(READ_ON_HINT)) last = m[1] as string;
  return last;
}

/**
 * The call that reads `name`'s file on from line `from`: the granular form
 * (`call read_projectfile with project=x, path=y, from=31`) or the compact profile's
 * (`call query_meeting with {"view":"transcript","filters":{"from":31}}`), the other arguments as given.
 */
function readOnCall(name: string, input: unknown, from: number): string | null {
  if (!input || typeof input !== 'object') return null;
  const args = input as Record<string, unknown>;
  if (name === 'query_meeting') {
    const filters = Object.fromEntries(
      Object.entries((args.filters ?? {}) as Record<string, unknown>).filter(
        ([k, v]) => v != null && !RANGE_KEYS.has(k),
      ),
    );
    return `call query_meeting with ${JSON.stringify({ view: args.view, filters: { ...filters, from } })}`;
  }
  const named = Object.entries(args)
    .filter(([k, v]) => v != null && !RANGE_KEYS.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' && !/[\s,"]/.test(v) ? v : JSON.stringify(v)}, `)
    .join('');
  return `call ${name} with ${named}from=${from}`;
}

/**
 * A compact profile result (one JSON object, C11): the text it carries (`text` of a view, `message`
 * of a refusal), the key it is under, and its other keys; null for a granular result.
 */
function compactResult(out: string): { text: string; textKey: string; rest: Record<string, unknown> } | null {
  if (!out.startsWith('{')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(out);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const object = parsed as Record<string, unknown>;
  const textKey =
    typeof object.text === 'string' ? 'text' : typeof object.message === 'string' ? 'message' : null;
  if (textKey === null) return null;
  const { [textKey]: text, ...rest } = object;
  return { text: text as string, textKey, rest };
}

/** A result without read_transcript's own closing line for lines read again (review12 Y52): the same content. */
function withoutReadAgainNote(result: string): string {
  return result.replace(/\nnote: lines \d+–\d+ were already read at step \d+; read on from \d+$/, '');
}

/** The line ranges of 1..`total` that no range of `ranges` covers, in order. */
function gaps(ranges: ReadonlyArray<[number, number]>, total: number): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  let next = 1;
  for (const [from, to] of sorted) {
    if (from > next) out.push([next, Math.min(from - 1, total)]);
    next = Math.max(next, to + 1);
  }
  if (next <= total) out.push([next, total]);
  return out;
}

/** JSON with object keys sorted (`{"to":30,"from":1}` and `{"from":1,"to":30}` are one call). */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
