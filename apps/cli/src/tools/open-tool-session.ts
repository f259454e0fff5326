/**
 * Spec: docs/tools.md (a tool session per meeting; Compact profile); issue #6, "`ma`: summarize a
 * real meeting end to end from the command line"; issue 14 (`--tools compact|granular`).
 */
import { type Vault, WriteAudit } from '@ma/core';
import {
  type ApprovalGatedTools,
  createToolSession,
  type NeutralTool,
  type ToolProfile,
  type ToolSession,
  toolDefinitions,
  toolNamesOf,
} from '@ma/tools';
import type { CliIo } from '../io/cli-io.js';
import type { GlobalOptions } from '../io/global-options.js';
import { isVaultRefusal, RefusedError } from '../io/refused-error.js';
import { openCliVault } from '../vault/open-cli-vault.js';
import { resolveMeetingArg } from '../vault/resolve-meeting-arg.js';

/** A real tool session on one meeting, as the agent gets it, with its audit and tools. */
export interface CliToolSession {
  session: ToolSession;
  audit: WriteAudit;
  tools: NeutralTool[];
  /** The profile of `tools`. */
  profile: ToolProfile;
}

/** Options of {@link openToolSession}. */
export interface OpenToolSessionOptions {
  /** The tool profile, given the opened vault (e.g. `--tools`, else config `tools.profile`); default `granular`. */
  profile?: (vault: Vault) => ToolProfile;
  /**
   * The approval-gated tools of the session (`request_project_association`,
   * `request_workflow_change`) and how the compact `apply_changes` asks the user before a
   * destructive op; may load what it needs first. Without it those tools are not offered and
   * `apply_changes` cannot ask.
   */
  approvalGated?: (vault: Vault, session: ToolSession) => ApprovalGatedTools | Promise<ApprovalGatedTools>;
  /**
   * The one tool the caller runs: when the profile has it, only its definition is created (the
   * others' argument schemas are never built; docs/startup.md). Otherwise every tool is, so the
   * caller can list them.
   */
  tool?: string;
}

/**
 * Opens the vault, resolves `meeting` and creates the session and the neutral
 * tool definitions of `@ma/tools` on it (the same ones the agent runs).
 * @throws UsageError (unknown vault or meeting), ConfigError, RefusedError (the meeting note
 *   refused: broken frontmatter, …; exit 3).
 */
export async function openToolSession(
  opts: GlobalOptions,
  io: CliIo,
  meeting: string,
  options: OpenToolSessionOptions = {},
): Promise<CliToolSession> {
  const { vault, session, audit } = await openBareToolSession(opts, io, meeting);
  const profile = options.profile?.(vault) ?? 'granular';
  const approvalGated = await options.approvalGated?.(vault, session);
  const only =
    options.tool !== undefined &&
    (toolNamesOf(profile).includes(options.tool) ||
      (approvalGated !== undefined && options.tool in approvalGated && options.tool !== 'changeApproval'));
  const tools = toolDefinitions(session, {
    profile,
    ...(only ? { only: [options.tool as string] } : {}),
    ...(approvalGated ? { approvalGated } : {}),
  });
  return { session, audit, tools, profile };
}

/**
 * The first half of {@link openToolSession}: opens the vault, resolves `meeting` and creates the
 * session with its audit, without creating any tool (so without the registry of every tool:
 * `ma search` creates its one tool itself; docs/startup.md, thirteenth pass).
 * @throws as {@link openToolSession}.
 */
export async function openBareToolSession(
  opts: GlobalOptions,
  io: CliIo,
  meeting: string,
): Promise<{ vault: Vault; session: ToolSession; audit: WriteAudit }> {
  const vault = await openCliVault(opts, io, undefined, meeting);
  const meetingPath = await resolveMeetingArg(vault, meeting, { cwd: io.cwd, env: io.env });
  const audit = new WriteAudit();
  try {
    // A person reads what `ma tool` and `ma search` print: hints say what they do, not which tool a model calls.
    return { vault, session: await createToolSession({ vault, meetingPath, audit, host: 'person' }), audit };
  } catch (error) {
    // The meeting note itself refused (broken frontmatter, …): exit 3, as a tool refusal (R12).
    throw isVaultRefusal(error) ? new RefusedError(error) : error;
  }
}
