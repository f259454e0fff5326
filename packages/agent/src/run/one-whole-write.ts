/**
 * One whole-summary write a step (newcomer session 38, R84). A model that sent two
 * `write_summary {replace_file:true}` calls in one reply had the second silently replace the first
 * (a full summary lost to a Summary-only draft; only an end-of-run "no Decisions section" warning
 * hinted at it). The calls of one reply are sent together (run one at a time, in call order), so
 * order says nothing about which the model meant: the first that succeeds stands and any later whole write of the same step is refused,
 * telling the model to send one. A first write that was refused does not count (the next may run),
 * nor does one whose content is blank (review s39 V70: `replace_file` with `""` empties the draft, and
 * had it stand, the step's real summary after it was refused and the run ended with no summary) or
 * is no summary (headings only, `## Summary\n`: review s40 V81).
 * Spec: docs/tools.md (write_summary, replace_file; Rules shared by all tools: errors are results).
 */
import { isBlankText } from '@ma/core';
import { compactError } from '@ma/tools';
import type { ToolSet } from 'ai';
import { emptySummaryReason } from './summary-content.js';

type Execute = (input: unknown, options: unknown) => unknown;

/** The refusal a second whole-summary write of a step gets (granular form). */
export function secondWholeWriteRefusal(firstCall: string): string {
  return `refused: the whole summary was already replaced in this step (call ${firstCall}), so this second whole write was not applied; send the complete summary in ONE write_summary with replace_file: true, or add to it without replace_file`;
}

/**
 * `tools` with `write_summary` and `apply_changes` wrapped: a call that replaces the whole summary
 * (`replacesWhole`) waits for the step's earlier whole write and is refused when that one
 * succeeded (a result that is no refusal) — `refused: …` text, or the compact
 * `{"error":"refused",…}` for `apply_changes`. Other calls pass unchanged.
 * @param stepOf - the current step number (set at each step's start).
 * @param isRefused - whether a tool result is a refusal (either profile).
 */
export function oneWholeWritePerStep<T extends ToolSet>(
  tools: T,
  stepOf: () => number,
  replacesWhole: (name: string, input: unknown) => boolean,
  isRefused: (result: unknown) => boolean,
): T {
  let first: { step: number; call: string; done: Promise<boolean> } | null = null;
  const out: Record<string, unknown> = { ...tools };
  for (const name of ['write_summary', 'apply_changes']) {
    const t = tools[name];
    const execute = t?.execute as Execute | undefined;
    if (!t || !execute) continue;
    out[name] = {
      ...t,
      execute: async (input: unknown, options: unknown) => {
        if (!replacesWhole(name, input)) return execute(input, options);
        const step = stepOf();
        const id = (options as { toolCallId?: unknown } | null)?.toolCallId;
        const call = typeof id === 'string' ? id : name;
        const before = first?.step === step ? first : null;
        if (before && (await before.done)) {
          const text = secondWholeWriteRefusal(before.call);
          return name === 'apply_changes' ? compactError('refused', text) : text;
        }
        const run = Promise.resolve(execute(input, options));
        // A whole write that is no summary (blank, headings only) leaves none to stand for the step (V70, V81).
        const blank = wholeWriteBlank(name, input);
        first = { step, call, done: run.then((r) => !blank && !isRefused(r)).catch(() => false) };
        return run;
      },
    };
  }
  return out as T;
}

/**
 * True when every whole-summary write `input` holds (`write_summary` or an `apply_changes` op of it,
 * with `replace_file: true`) leaves no summary: blank content (core `isBlankText`), or text that is
 * no summary by the run's own rule (`emptySummaryReason`: headings only such as `## Summary\n`, an
 * empty Summary section, a bare remark; V81). Had such a write stand, the step's real summary after
 * it was refused and the run ended with none; read without the meeting's `summary.template`, the
 * rule looks for a `Summary` section (a write wrongly taken for no summary only lets a second whole
 * write of the step run, as before R84).
 */
function wholeWriteBlank(name: string, input: unknown): boolean {
  const args = input as { content?: unknown; ops?: unknown } | null | undefined;
  const whole = (w: unknown): w is { content?: unknown } =>
    typeof w === 'object' && w !== null && (w as { replace_file?: unknown }).replace_file === true;
  const writes =
    name === 'write_summary'
      ? [args]
      : Array.isArray(args?.ops)
        ? args.ops.filter((op) => whole(op) && (op as { op?: unknown }).op === 'write_summary')
        : [];
  return writes.every(
    (w) =>
      typeof w?.content !== 'string' || isBlankText(w.content) || emptySummaryReason(w.content, '') !== null,
  );
}
