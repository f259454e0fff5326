/**
 * Spec: docs/tools.md (a tool session per meeting); issue #6, "`ma`: summarize a real meeting end
 * to end from the command line".
 */
import { WriteAudit } from '@ma/core';
import { createToolSession, type NeutralTool, type ToolSession, toolDefinitions } from '@ma/tools';
import type { CliIo } from '../io/cli-io.js';
import type { GlobalOptions } from '../io/global-options.js';
import { openCliVault } from '../vault/open-cli-vault.js';
import { resolveMeetingArg } from '../vault/resolve-meeting-arg.js';

/** A real tool session on one meeting, as the agent gets it, with its audit and tools. */
export interface CliToolSession {
  session: ToolSession;
  audit: WriteAudit;
  tools: NeutralTool[];
}

/**
 * Opens the vault, resolves `meeting` and creates the session and the neutral
 * tool definitions of `@ma/tools` on it (the same ones the agent runs).
 * @throws UsageError (unknown vault or meeting), ConfigError.
 */
export async function openToolSession(
  opts: GlobalOptions,
  io: CliIo,
  meeting: string,
): Promise<CliToolSession> {
  const vault = await openCliVault(opts, io);
  const meetingPath = await resolveMeetingArg(vault, meeting);
  const audit = new WriteAudit();
  const session = await createToolSession({ vault, meetingPath, audit });
  return { session, audit, tools: toolDefinitions(session) };
}
