/**
 * `apply_changes`, the compact profile's one write tool: `ops` is a list of
 * `{ op: <granular write tool name>, …that tool's arguments }`, applied in order by the granular
 * tools themselves (same validation, scope rules, write modes, file locks, audit and refusals;
 * reasoning blocks stripped per op). The whole batch holds the session's mutation queue, so no
 * other write of the session runs in between. A rejected op does not stop the others.
 *
 * Destructive ops (`delete_identity`, `remove_attendee`, `write_projectfile` replacing or deleting
 * lines of an existing file) are proposed, not applied, unless `approved: true`: the result
 * rejects them with their consequence (what would change). With `approved: true` the user is
 * asked, one op at a time, through the host's approval port (`changeApproval`, `@ma/notifier` in
 * the CLI and daemon) with that consequence; only an approval applies the op, and only when the
 * file is still what the consequence was computed from. Denied, timed out, cancelled, or no way
 * to ask → that op is rejected and nothing of it changes.
 *
 * Result (compact JSON): `{"applied":n,"consequence":"<one line per applied op>","rejected":[{"index","op","reason"}]}`,
 * plus `"unchanged":[{"index","op","reason"}]` when ops ran but found nothing to change (not
 * counted in `applied`).
 * Spec: docs/tools.md (Compact profile); seed 002 (`apply_changes`, propose-then-approve);
 * issue 14, Deliver 1.
 */
import { toWikilink } from '@ma/core';
import { z } from 'zod';
import { approvalSignal, askApproval, type ChangeApproval, NOT_APPROVED } from '../approval/approval-port.js';
import { meetingLabel } from '../approval/meeting-label.js';
import { AddAttendeeInputSchema } from '../granular/add-attendee.js';
import { AddDictationWordInputSchema } from '../granular/add-dictation-word.js';
import { OverrideSpeakerInputSchema } from '../granular/override-speaker.js';
import { WriteProjectfileInputSchema } from '../granular/write-projectfile.js';
import { WriteSummaryInputSchema } from '../granular/write-summary.js';
import { runWriteCall, stripReasoningArgs } from '../neutral/as-write-tool.js';
import { bareShape } from '../neutral/bare-shape.js';
import { invalidArgumentsRefusal } from '../neutral/describe-arguments.js';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type NeutralTool, type ToolDefinition, unknownKeys } from '../neutral/neutral-tool.js';
import { anySignal, type ToolCallOptions } from '../neutral/tool-call.js';
import { isRefusal, refuse } from '../output/refusal.js';
import { refusalOrThrow } from '../output/refusal-or-throw.js';
import { isUnchangedResult } from '../output/result-outcome.js';
import { vaultRelativeRefusal } from '../output/vault-relative-refusal.js';
import { dropKnownText } from '../session/known-text.js';
import { runMutation } from '../session/mutation-queue.js';
import type { ToolSession } from '../session/tool-session.js';
import { type ChangePreview, previewChange } from './change-preview.js';
import { type CompactWriteOp, compactWording, compactWriteOps } from './compact-wording.js';

/** Most ops in one call. */
export const MAX_OPS = 50;

/** Ops grouped by arguments (the granular write tools' own schemas; same schema, one branch). */
const opGroups = (): ReadonlyArray<
  readonly [readonly [CompactWriteOp, ...CompactWriteOp[]], z.ZodObject]
> => [
  [['write_summary', 'write_context'], WriteSummaryInputSchema()],
  [['write_projectfile'], WriteProjectfileInputSchema()],
  [['add_attendee', 'remove_attendee', 'delete_identity'], AddAttendeeInputSchema()],
  [['add_dictation_word'], AddDictationWordInputSchema()],
  [['override_speaker'], OverrideSpeakerInputSchema()],
];

/**
 * One op: `{ op, …that tool's arguments }` (typed per op, so models and strict JSON Schema hosts
 * see each op's arguments), or any other object with an `op`, which is accepted here and rejected
 * by name or by the granular tool's validation — so one bad op never fails the whole call.
 */
const OpSchema = lazySchema(() =>
  z.union([
    // Closed branches: an op with a key its tool does not take falls to the open branch, which
    // keeps the key, so the granular tool refuses it by name (R25), also where the host (the AI
    // SDK) validates the arguments before `execute`; an open typed branch would drop it unseen.
    ...opGroups().map(([ops, schema]) => z.strictObject({ op: z.enum(ops), ...bareShape(schema) })),
    z.looseObject({ op: z.string() }),
  ]),
);

/** The ops of the small-window compact set (`brief`, docs/context-budget.md): the summary and the context note. */
export const BRIEF_OPS = ['write_summary', 'write_context'] as const satisfies readonly CompactWriteOp[];

/** Arguments of the small-window `apply_changes` ({@link BRIEF_OPS}; no `approved`: none is destructive). */
export const BriefApplyChangesInputSchema = lazySchema(() =>
  z.object({
    ops: z
      .array(
        z.union([
          z.strictObject({ op: z.enum(BRIEF_OPS), ...bareShape(WriteSummaryInputSchema()) }),
          z.looseObject({ op: z.string() }),
        ]),
      )
      .describe(
        'Changes, applied in order; op write_summary or write_context: content, optional replace_file, from+to or insert.',
      ),
  }),
);

/** Arguments of `apply_changes`. */
export const ApplyChangesInputSchema = lazySchema(() =>
  z.object({
    ops: z
      .array(OpSchema())
      .describe(
        `Changes, applied in order; op: ${compactWriteOps.join(', ')}, with the arguments of the tool of that name. A rejected op does not stop the others.`,
      ),
    approved: z
      .boolean()
      .nullish()
      .describe(
        'true: ask the user to approve destructive ops (delete_identity, remove_attendee, replacing lines of a project file, merging two speakers); without it they are only proposed (rejected with what they would change).',
      ),
  }),
);

/** One rejected op of the result. */
export interface RejectedOp {
  /** 0-based position in `ops`. */
  index: number;
  op: string;
  reason: string;
}

/** The result of `apply_changes` (sent as compact JSON). */
export interface ApplyChangesResult {
  /** Ops that changed something (a no-op such as adding a listed attendee is `unchanged`, not applied). */
  applied: number;
  /** What changed: the granular result line of each applied op, in order; `nothing changed` when none. */
  consequence: string;
  rejected: RejectedOp[];
  /**
   * Ops that ran and found their change already made (`"Zed" is already an attendee; nothing
   * changed`), with that line as `reason`; present only when there are some (review13-a P3).
   */
  unchanged?: RejectedOp[];
}

/** Options of {@link createApplyChangesTool}. */
export interface ApplyChangesOptions {
  /** The granular write definitions of the same session, unwrapped (this tool queues the batch). */
  writes: Readonly<Record<CompactWriteOp, NeutralTool>>;
  /** How to ask the user; without it destructive ops are rejected even with `approved: true`. */
  approval?: ChangeApproval | undefined;
  /** The small-window set (docs/context-budget.md): only {@link BRIEF_OPS}, a short description. */
  brief?: boolean;
}

/** One op's outcome: its result line, or why it was rejected. */
type OpOutcome = { ok: true; text: string } | { ok: false; reason: string };

/** Creates `apply_changes` for one session. */
export function createApplyChangesTool(
  session: ToolSession,
  options: ApplyChangesOptions,
): ToolDefinition<ReturnType<typeof ApplyChangesInputSchema>> {
  const allowed: readonly CompactWriteOp[] = options.brief ? BRIEF_OPS : compactWriteOps;
  const isOp = (name: string): name is CompactWriteOp => (allowed as readonly string[]).includes(name);
  /**
   * Asks the user about one destructive op; `null` = approved, else the rejection reason. `apply`
   * is what approving does: the port runs it before it records the outcome, so a change refused
   * after the approval is recorded as not applied (review10 W2); it throws the refusal.
   */
  const ask = async (
    op: CompactWriteOp,
    preview: ChangePreview,
    signal: AbortSignal | undefined,
    apply: () => Promise<void>,
  ): Promise<string | null> => {
    const approval = options.approval;
    if (!approval) {
      return `cannot ask the user here (no approval channel); nothing changed. Would change: ${preview.consequence}`;
    }
    // node:crypto is loaded here, on first use, not with this module (docs/startup.md).
    const id = process
      .getBuiltinModule('node:crypto')
      .createHash('sha256')
      .update(`${session.meetingPath}\n${op}\n${preview.full}`)
      .digest('hex');
    const { outcome, notApproved } = await askApproval(approval.prompt, {
      id: `change:${id.slice(0, 12)}`,
      // Named after the meeting, as every request is: a daemon asks about several (review9 V10).
      title: `Approve ${op.replace(/_/g, ' ')} in ${meetingLabel(session.vault.config.folders.meetings, session.meetingPath)}`,
      // The user sees the whole diff (M12); the model's consequence is the capped one.
      body: `${preview.full}\nApproving applies this change.`,
      timeoutMs: approval.timeoutMs ?? session.vault.config.approvals.timeoutMs,
      ...(signal ? { signal } : {}),
      fields: { meeting: toWikilink(session.meetingPath) },
      apply,
    });
    return outcome === 'approved' ? null : `${notApproved}; nothing changed`;
  };

  /**
   * An approved op, applied only as the user saw it: the file must still be what the consequence
   * came from, and a call cancelled while it was asked or checked writes nothing more (P1).
   */
  const applyApproved = async (
    op: CompactWriteOp,
    raw: Record<string, unknown>,
    args: Record<string, unknown>,
    preview: ChangePreview,
    signal: AbortSignal | undefined,
  ): Promise<OpOutcome> => {
    const def = options.writes[op];
    let now: Pick<ChangePreview, 'basis' | 'full'> | null;
    try {
      // An op whose consequence follows from its file's bytes is checked by them alone (issue #13).
      now = preview.current
        ? { basis: await preview.current(), full: preview.full }
        : await previewChange(session, op, args);
    } catch (error) {
      return {
        ok: false,
        reason: `${vaultRelativeRefusal(refusalOrThrow(error), session.vault.root)} (changed while waiting for approval)`,
      };
    }
    if (now?.basis !== preview.basis || now?.full !== preview.full) {
      return {
        ok: false,
        reason: 'the file changed while the user was deciding; nothing changed. Propose it again.',
      };
    }
    if (signal?.aborted) return { ok: false, reason: `${NOT_APPROVED.cancelled}; nothing changed` };
    const text = await runWriteCall(session, def, raw);
    return isRefusal(text) ? { ok: false, reason: text } : { ok: true, text };
  };

  /** Runs one op; returns its result line or throws a rejection reason. */
  const applyOne = async (
    index: number,
    op: CompactWriteOp,
    raw: Record<string, unknown>,
    approved: boolean,
    signal: AbortSignal | undefined,
  ): Promise<OpOutcome> => {
    const def = options.writes[op];
    const { input: clean } = stripReasoningArgs(raw);
    const parsed = def.inputSchema.safeParse(clean);
    // Invalid arguments, reasoning-only text and keys the tool does not take (`replace_fle`: never
    // an append in silence, R25): the granular tool refuses, in its words, before anything runs.
    // Arguments that fail the schema are named by their place in the call (`ops[2].to`), with any
    // unknown keys, by the describer every host shares (V4).
    if (!parsed.success) {
      return {
        ok: false,
        reason: invalidArgumentsRefusal(parsed.error.issues, raw, {
          prefix: `ops[${index}]`,
          unknownFields: unknownKeys(def.inputSchema, raw),
        }),
      };
    }
    const unknown = Object.keys(raw).some((key) => !Object.hasOwn(def.inputSchema.shape, key));
    if (unknown) return { ok: false, reason: await runWriteCall(session, def, raw) };
    let preview: ChangePreview | null;
    try {
      preview = await previewChange(session, op, parsed.data as Record<string, unknown>);
    } catch (error) {
      return { ok: false, reason: vaultRelativeRefusal(refusalOrThrow(error), session.vault.root) };
    }
    if (preview) {
      if (!approved) {
        return {
          ok: false,
          reason: `needs the user's approval; call again with this op and approved: true to ask. Would change: ${preview.consequence}`,
        };
      }
      let result: OpOutcome | null = null;
      const apply = async () => {
        result = await applyApproved(op, raw, parsed.data as Record<string, unknown>, preview, signal);
        if (!result.ok) throw new Error(result.reason);
      };
      const denied = await ask(op, preview, signal, apply);
      if (denied) return { ok: false, reason: denied };
      // Approved: the port (or askApproval after it) ran `apply`, which set the outcome.
      return (
        (result as OpOutcome | null) ?? { ok: false, reason: `${NOT_APPROVED.cancelled}; nothing changed` }
      );
    }
    // A call cancelled while this op was being asked or checked writes nothing more (P1).
    if (signal?.aborted) return { ok: false, reason: `${NOT_APPROVED.cancelled}; nothing changed` };
    const text = await runWriteCall(session, def, raw);
    return isRefusal(text) ? { ok: false, reason: text } : { ok: true, text };
  };

  /** The batch, given the ops as the host sent them (`rawOps[i]` is op `i` before parsing). */
  const runBatch = (
    {
      ops,
      approved,
    }: {
      ops: ReadonlyArray<{ op: string } & Record<string, unknown>>;
      approved?: boolean | null | undefined;
    },
    rawOps: readonly unknown[] | null,
    call: ToolCallOptions,
  ): Promise<string> => {
    if (ops.length === 0) refuse('ops is empty; nothing was applied', 'give at least one {op, …arguments}');
    if (ops.length > MAX_OPS) refuse(`${ops.length} ops in one call`, `at most ${MAX_OPS}; split the batch`);
    // Read now, in the call's own context: the host's signal for this call (P1), and the one it
    // passed with the call (X5, X6): cancelled before its turn, the batch does not start; cancelled
    // while it runs, the ops not applied yet are rejected `cancelled` (nothing more changes).
    const signal = anySignal(
      approvalSignal(options.approval?.signal, options.approval?.callSignal),
      call.signal,
      session.ended, // S52: the session's end cancels an approval still waiting
    );
    return runMutation(
      session,
      async () => {
        const result: ApplyChangesResult = { applied: 0, consequence: '', rejected: [] };
        const done: string[] = [];
        for (const [index, item] of ops.entries()) {
          // The op's arguments as sent: parsing drops keys the typed branch does not declare (and
          // `__proto__` always), which would hide a misspelled mode flag from the granular tool (R25).
          const sent = rawOps?.[index];
          const { op, ...raw } = isPlainObject(sent) && sent.op === item.op ? ownEntries(sent) : item;
          if (!isOp(op)) {
            result.rejected.push({
              index,
              op,
              reason: `refused: unknown op "${op}"; ops: ${allowed.join(', ')}`,
            });
            continue;
          }
          let outcome: OpOutcome;
          try {
            outcome = await applyOne(index, op, raw, approved === true, signal);
          } finally {
            // A text the op's preview read is for that op's write only (issue #13).
            dropKnownText(session);
          }
          if (outcome.ok && isUnchangedResult(outcome.text)) {
            result.unchanged ??= [];
            result.unchanged.push({ index, op, reason: compactWording(outcome.text) });
          } else if (outcome.ok) {
            result.applied++;
            // C19: the result lines' notes name granular tools (`check with read_transcript`).
            done.push(compactWording(outcome.text));
          } else result.rejected.push({ index, op, reason: compactWording(outcome.reason) });
        }
        result.consequence = done.length > 0 ? done.join('\n') : 'nothing changed';
        return JSON.stringify(result);
      },
      signal,
    );
  };

  const spec = (rawOps: readonly unknown[] | null) => ({
    description: options.brief
      ? 'Write, in order: {"ops":[{"op":"write_summary","content":"..."}]}. Returns {"applied","consequence","rejected"} or {"error":"refused","message"}.'
      : 'Write, in order: {"ops":[{"op":"write_summary","content":"..."}]}; destructive ops need approved. Returns {"applied","consequence","rejected":[{index,op,reason}]} or {"error":"refused","message"}.',
    // The small-window set: a narrower schema of the same shape (the handler is the same).
    inputSchema: (options.brief ? BriefApplyChangesInputSchema() : ApplyChangesInputSchema()) as ReturnType<
      typeof ApplyChangesInputSchema
    >,
    run: (
      input: {
        ops: ReadonlyArray<{ op: string } & Record<string, unknown>>;
        approved?: boolean | null;
      },
      call: ToolCallOptions,
    ) => runBatch(input, rawOps, call),
  });
  const tool = defineTool(spec(null));
  return {
    ...tool,
    // Each call gets its own copy of the ops as sent, so `runBatch` sees every key of every op.
    execute: (input, call) =>
      defineTool(spec(isPlainObject(input) && Array.isArray(input.ops) ? input.ops : null)).execute(
        input,
        call,
      ),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value`'s own enumerable keys as a new object; a `__proto__` key stays an own key (as `JSON.parse` makes it). */
function ownEntries(value: Record<string, unknown>): { op: string } & Record<string, unknown> {
  return Object.fromEntries(Object.entries(value)) as { op: string } & Record<string, unknown>;
}
