import type { MaConfig, Meeting, Vault } from '@ma/core';
import type { AgentEvent } from '../agent-event.js';

/**
 * What both engines get from `summarizeMeeting` once the meeting is resolved.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/contracts.md,
 * @ma/agent.
 */
export interface RunContext {
  vault: Vault;
  config: MaConfig;
  meeting: Meeting;
  startedAt: number;
  /** Replace a hand-edited summary (`--force`; H14). */
  force: boolean;
  signal?: AbortSignal;
  emit: (event: AgentEvent) => void;
}
