/**
 * Spec: docs/tools.md (tool definitions); issue #6, "`ma`: summarize a real meeting end to end
 * from the command line".
 */
import { type Vault, WriteAudit } from '@ma/core';
import {
  createApprovalGatedTools,
  createMemoryDraft,
  createReadVersions,
  LineNumbering,
  type NeutralTool,
  RepeatReads,
  type ToolProfile,
  type ToolSession,
  toolDefinitions,
} from '@ma/tools';

/**
 * A session with no meeting, only for listing tool definitions (`ma tools`
 * without `--meeting`): names, descriptions and schemas do not depend on the
 * meeting. Every meeting-dependent method throws, so running a tool on it fails
 * loudly instead of touching files.
 */
export function catalogSession(vault: Vault): ToolSession {
  const noMeeting = async (): Promise<never> => {
    throw new Error('this session only lists tools; give --meeting to run one');
  };
  return {
    vault,
    meetingPath: '',
    audit: new WriteAudit(),
    summaryDraft: createMemoryDraft(),
    limits: vault.config.limits,
    reads: createReadVersions(),
    onRead: () => {},
    onLineShift: () => {},
    lineNumbering: new LineNumbering(),
    repeatReads: new RepeatReads(),
    workflowRequests: [],
    meeting: noMeeting,
    meetingText: noMeeting,
    boundProjects: noMeeting,
    ensureContextNote: noMeeting,
  };
}

/**
 * Every tool of `profile` as hosts list it (`ma tools`, `ma mcp`'s `tools/list`): the profile's
 * own tools and the approval-gated ones (`request_project_association`, `request_workflow_change`;
 * docs/tools.md: both profiles include them), with the schemas and descriptions they run with.
 * Listing only: the approval tools here ask no one.
 */
export function catalogTools(vault: Vault, profile: ToolProfile): NeutralTool[] {
  const session = catalogSession(vault);
  const approvalGated = createApprovalGatedTools(session, {
    prompt: { request: async () => 'unavailable' },
    workflow: { submit: () => 'closed' },
  });
  return toolDefinitions(session, { profile, approvalGated });
}
