/**
 * Spec: docs/tools.md (tool definitions); issue #6, "`ma`: summarize a real meeting end to end
 * from the command line".
 */
import { type Vault, WriteAudit } from '@ma/core';
import { createMemoryDraft, type ToolSession } from '@ma/tools';

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
    onRead: () => {},
    onLineShift: () => {},
    meeting: noMeeting,
    meetingText: noMeeting,
    boundProjects: noMeeting,
    ensureContextNote: noMeeting,
  };
}
