import type { MaConfig, Meeting, Vault } from '@ma/core';
import type { AgentEvent } from '../agent-event.js';
import type { AcquiredMeeting } from '../session/acquire-meeting.js';

/**
 * What both engines get from `summarizeMeeting` once the meeting is resolved.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/contracts.md,
 * @ma/agent.
 */
export interface RunContext {
  /** The locked, checked meeting the run's session starts from. */
  acquired: AcquiredMeeting;
  vault: Vault;
  config: MaConfig;
  meeting: Meeting;
  startedAt: number;
  /** Replace a hand-edited summary (`--force`; H14). */
  force: boolean;
  signal?: AbortSignal;
  emit: (event: AgentEvent) => void;
}
