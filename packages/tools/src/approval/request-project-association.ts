/**
 * `request_project_association`: asks the user to associate a project with the current meeting.
 * Before approval only catalog metadata (id, name, description) is shown; the call waits for
 * the answer with a deadline (`approvals.timeoutMs`, default 10 minutes) and the run's abort
 * signal. On approval it re-checks that nothing was cancelled and that the project still
 * exists, re-reads the meeting note, adds the id to `projects` only (every other byte and the
 * list's style kept, core `editFrontmatter`), writes it atomically under the note's file lock, as
 * every other writer of the meeting note does (core `withFileLock` + `editFileAtomic`: redone on
 * the newest text, so an edit saved meanwhile is kept), and returns the project's metadata and AGENTS.md; the project is then in
 * scope for the calls that follow (scope is re-read from the note on every call).
 * Already bound → the same result at once, no prompt. Denied, timed out or cancelled → nothing
 * changes and the result says which.
 * Spec: seed 004, Decisions ("Project approval is an awaited tool call, with cancellation and a
 * ten-minute deadline…"), Risks (ignored approval, note edited while pending, project disappears);
 * docs/tools.md (`request_project_association`); issue 11, Deliver 2.
 */
import {
  addListItem,
  cutText,
  editFileAtomic,
  editFrontmatter,
  frontmatterList,
  NotFoundError,
  type ProjectMeta,
  readProjectMeta,
  toWikilink,
  unboundProjectHint,
  withFileLock,
  withNotePath,
} from '@ma/core';
import { z } from 'zod';
import { formatProject } from '../granular/format-project.js';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { anySignal, isCancelledCall } from '../neutral/tool-call.js';
import { refuse, ToolRefusal } from '../output/refusal.js';
import { auditWrite } from '../session/audit-write.js';
import { projectArg } from '../session/project-arg.js';
import type { ToolSession } from '../session/tool-session.js';
import { type ApprovalPort, approvalSignal, askApproval, NOT_APPROVED } from './approval-port.js';
import { meetingLabel } from './meeting-label.js';

/**
 * The call was cancelled after the user approved and before the association was written: nothing
 * changed. Internal: the tool returns the `cancelled` text; a port recording the outcome records
 * it as not applied (W2). Not a domain error: it never leaves this file.
 */
class CancelledAfterApproval extends Error {
  constructor(nothing: string) {
    super(
      `cancelled after the approval (the run was cancelled or the application is shutting down); ${nothing}`,
    );
  }
  static is(error: unknown): error is CancelledAfterApproval {
    return error instanceof CancelledAfterApproval;
  }
}

/** Arguments of `request_project_association`. */
export const RequestProjectAssociationInputSchema = lazySchema(() =>
  z.object({
    project: z.string().describe('Project ID, as the project catalog lists it (before the colon).'),
    reason: z
      .string()
      .describe('One or two sentences: why this meeting concerns the project (shown to the user).'),
  }),
);

/** Host wiring of {@link createRequestProjectAssociationTool}. */
export interface ProjectAssociationOptions {
  /** Asks the user. */
  prompt: ApprovalPort;
  /** The run's abort signal: aborting cancels a pending request (nothing changes). */
  signal?: AbortSignal;
  /**
   * The signal of the tool call in progress, read when the call starts (`ma mcp`: the
   * `tools/call` the client may cancel): aborting it cancels this call's pending request and
   * nothing is written afterwards (review4 P1).
   */
  callSignal?: () => AbortSignal | undefined;
  /** Deadline in ms; default the vault config's `approvals.timeoutMs` (10 minutes). */
  timeoutMs?: number;
}

/** Reason text shown to the user: one line, no control characters, at most 400 characters. */
function oneLine(text: string, max: number): string {
  const clean = text
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cutText(clean, max);
}

/** The result the model gets once a project is in scope: metadata, then AGENTS.md. */
function scopeResult(head: string, meta: ProjectMeta): string {
  const agents = meta.agents?.trim() ? meta.agents.trimEnd() : '(this project has no AGENTS.md)';
  return `${head}\nproject: ${formatProject(meta)}\nAGENTS.md of ${meta.id} (the project's standing instructions; follow them for this project's files):\n${agents}`;
}

/** Creates `request_project_association` for one session. */
export function createRequestProjectAssociationTool(
  session: ToolSession,
  options: ProjectAssociationOptions,
): ToolDefinition<ReturnType<typeof RequestProjectAssociationInputSchema>> {
  const timeoutMs = options.timeoutMs ?? session.vault.config.approvals.timeoutMs;
  /** The meeting note as it is now; a refusal naming what happened when it is gone (W2). */
  const currentMeeting = async () => {
    try {
      const latest = await session.meeting();
      return await session.vault.resolve(latest.path, { argument: 'meeting', mustExist: true, kind: 'file' });
    } catch (error) {
      if (!NotFoundError.isInstance(error)) throw error;
      return refuse(
        `the meeting note ${session.meetingPath} was moved, renamed or deleted while waiting for approval; nothing changed`,
        'the association was not made; say in the summary that it still needs to be made',
      );
    }
  };
  /**
   * Applies an approved association: rechecks cancellation, the project (it may have gone while
   * waiting) and the meeting note, then adds the id to its `projects`.
   * @returns the result the model reads.
   * @throws ToolRefusal when the project or the meeting note is gone (nothing changed);
   *   {@link CancelledAfterApproval} when the call was cancelled meanwhile.
   */
  const associate = async (id: string, signal: AbortSignal | undefined, nothing: string): Promise<string> => {
    if (signal?.aborted) throw new CancelledAfterApproval(nothing);
    let current: ProjectMeta;
    try {
      current = await readProjectMeta(session.vault, id);
    } catch {
      refuse(
        `project "${id}" no longer exists (removed or renamed while waiting for approval); nothing changed`,
        'list_project_catalog shows the current projects',
      );
    }
    const { abs, rel } = await currentMeeting();
    if (!(await session.boundProjects()).includes(current.id)) {
      if (signal?.aborted) throw new CancelledAfterApproval(nothing);
      // Under the note's file lock, as every other writer of the meeting note (attendee edits, the
      // summary commit, another process): no concurrent edit is lost. The edit is redone on the
      // newest text when the note changes meanwhile (core editFileAtomic).
      const gone = await withFileLock(
        session.vault,
        abs,
        async () => {
          const { before, after } = await editFileAtomic(abs, (text) => {
            if (text === null) return null;
            // Never into a comma string as is: `Acme, Inc` would read as two projects (review R20).
            return withNotePath(rel, () =>
              editFrontmatter(text, (doc) => {
                if (!frontmatterList(doc.get('projects')).includes(current.id))
                  addListItem(doc, 'projects', current.id);
              }),
            );
          });
          if (before !== null && after !== null && after !== before)
            await auditWrite(session, rel, before, after);
          return before === null;
        },
        // Cancelled while another process holds the note: the association is not written.
        { signal },
      ).catch((error: unknown) => {
        if (signal?.aborted && isCancelledCall(error)) throw new CancelledAfterApproval(nothing);
        throw error;
      });
      // Gone between the check and the write: nothing was written.
      if (gone) await currentMeeting();
    }
    const bound = await session.boundProjects();
    return scopeResult(
      `approved: project "${current.id}" is now associated with this meeting (projects: ${bound.join(', ')}); its project tools are open to you from now on`,
      current,
    );
  };
  return defineTool({
    description:
      'Ask the user to associate a catalog project with this meeting; waits for the answer. Approved: it joins the meeting, result has its AGENTS.md. Otherwise nothing changes; do not ask again.',
    inputSchema: RequestProjectAssociationInputSchema(),
    run: async (args, call) => {
      // The run's, the call's as read from the host's context (P1), the call's as passed (X6) and
      // the session's end (S52: a session cancelled while its approval waits writes nothing later).
      const signal = anySignal(
        approvalSignal(options.signal, options.callSignal),
        call.signal,
        session.ended,
      );
      const reason = oneLine(args.reason, 400);
      if (reason === '')
        refuse(
          'reason is empty; nobody was asked and nothing changed',
          'say in one or two sentences why this meeting concerns the project',
        );
      // Unknown, hostile (`../x`, symlinked out) or missing → core's NotFoundError/PathSafetyError → refusal.
      const wanted = projectArg(session, args.project);
      const meta = await readProjectMeta(session.vault, wanted, { agents: false }).catch(
        async (error: unknown) => {
          if (!NotFoundError.isInstance(error)) throw error;
          // C17: the project to associate is not bound yet, so only the catalog can list it; a display
          // name or near miss gets the ID it meant, as a `projects:` entry of the note does (R14).
          const hint = await unboundProjectHint(session.vault, wanted);
          return refuse(
            `project ${JSON.stringify(cutText(wanted, 120))} is not a project folder in ${session.vault.config.folders.projects}/${hint ? ` (${hint.text})` : ''}; nothing changed`,
            'give its ID: list_project_catalog lists every project with its ID before the colon',
          );
        },
      );
      if ((await session.boundProjects()).includes(meta.id)) {
        return scopeResult(
          `already associated: project "${meta.id}" is bound to this meeting; no approval needed`,
          await readProjectMeta(session.vault, meta.id),
        );
      }
      const meeting = await session.meeting();
      const nothing = `project "${meta.id}" was not associated; nothing changed`;
      // What approving does, run by the port before it records the outcome (W2): when the
      // association is then refused, the request note says `failed` with the refusal, not `approved`.
      let applied: { result: string } | { error: unknown } | undefined;
      const apply = async () => {
        try {
          applied = { result: await associate(meta.id, signal, nothing) };
        } catch (error) {
          applied = { error };
          // The user reads what went wrong, not the model's advice after it.
          throw ToolRefusal.isInstance(error) ? new Error(error.what) : error;
        }
      };
      const { outcome, notApproved } = await askApproval(options.prompt, {
        id: `project:${meeting.path}:${meta.id}`,
        // The meeting's path under the meetings folder, not its bare name: `a/Standup` and
        // `b/Standup` must not ask under one title (a request note is named after it, seed 004).
        title: `Associate project ${meta.name} with ${meetingLabel(session.vault.config.folders.meetings, meeting.path)}`,
        body: `${formatProject(meta)}\nReason: ${reason}\nApproving adds "${meta.id}" to the projects of ${meeting.path}.`,
        timeoutMs,
        ...(signal ? { signal } : {}),
        fields: { meeting: toWikilink(meeting.path), project: meta.id },
        apply,
      });
      if (outcome !== 'approved') return `${notApproved}; ${nothing}`;
      if (applied === undefined) return `${NOT_APPROVED.cancelled}; ${nothing}`;
      if ('error' in applied) {
        if (CancelledAfterApproval.is(applied.error)) return `${NOT_APPROVED.cancelled}; ${nothing}`;
        throw applied.error;
      }
      return applied.result;
    },
  });
}
