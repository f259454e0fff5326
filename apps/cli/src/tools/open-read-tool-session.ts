/**
 * The session of `ma tool` for a granular tool that only reads, without the registry of every tool
 * (docs/startup.md, seventeenth pass). Spec: docs/tools.md (a tool session per meeting; Granular
 * profile); issue #13, goal (e).
 */
import { granularReadToolDefinition, isGranularReadToolName, toolNamesOf } from '@ma/tools';
import type { CliIo } from '../io/cli-io.js';
import type { GlobalOptions } from '../io/global-options.js';
import { UsageError } from '../io/usage-error.js';
import {
  type CliToolSession,
  type OpenToolSessionOptions,
  openBareToolSession,
} from './open-tool-session.js';
import { unknownToolMessage } from './run-tool.js';

/**
 * `openToolSession` for `options.tool`, a granular read tool (`granularReadToolNames`), creating
 * that one tool only (`granularReadToolDefinition`): the same session, tool and errors as
 * `openToolSession`, whose `toolDefinitions` reaches every tool of both profiles.
 * @throws as `openToolSession`; UsageError, `unknown tool …` with the profile's tools (the error
 *   `ma tool` gives when the profile lacks the tool), when the profile (`options.profile`, default
 *   granular) is not granular; Error (a host bug) for `options.approvalGated` or a tool that is not a
 *   granular read tool.
 */
export async function openReadToolSession(
  opts: GlobalOptions,
  io: CliIo,
  meeting: string,
  options: OpenToolSessionOptions,
): Promise<CliToolSession> {
  const name = options.tool ?? '';
  if (options.approvalGated !== undefined || !isGranularReadToolName(name))
    throw new Error(`openReadToolSession opens granular read tools only, not ${JSON.stringify(name)}`);
  const { vault, session, audit } = await openBareToolSession(opts, io, meeting);
  const profile = options.profile?.(vault) ?? 'granular';
  // The compact profile offers its own tools only (no approval-gated ones without approvalGated).
  if (profile !== 'granular') throw new UsageError(unknownToolMessage(name, toolNamesOf(profile)));
  return { session, audit, tools: [granularReadToolDefinition(session, name)], profile };
}
