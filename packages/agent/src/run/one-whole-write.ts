/**
 * One whole-summary write a step (newcomer session 38, R84). A model that sent two
 * `write_summary {replace_file:true}` calls in one reply had the second silently replace the first
 * (a full summary lost to a Summary-only draft; only an end-of-run "no Decisions section" warning
 * hinted at it). The calls of one reply run at once, so order says nothing about which the model
 * meant: the first that succeeds stands and any later whole write of the same step is refused,
 * telling the model to send one. A first write that was refused does not count (the next may run).
 * Spec: docs/tools.md (write_summary, replace_file; Rules shared by all tools: errors are results).
 */
import { compactError } from '@ma/tools';
import type { ToolSet } from 'ai';

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
        first = { step, call, done: run.then((r) => !isRefused(r)).catch(() => false) };
        return run;
      },
    };
  }
  return out as T;
}
