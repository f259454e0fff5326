/**
 * What the post-summary hooks are told. Spec: issue 12 ("Post-summary hooks").
 */

/**
 * A finished summary: absolute paths (the command hook's environment and the webhook body) plus
 * the vault-relative meeting path, the engine and the ISO time.
 * Spec: issue 12 (hooks: the paths passed in environment variables; webhook POST JSON).
 */
export interface SummaryEvent {
  vault: string;
  meeting: string;
  meetingPath: string;
  summaryPath: string;
  contextPath: string;
  transcriptPath: string | null;
  engine: string;
  at: string;
}

/**
 * The environment variables of the `daemon.hooks.onSummary` command: `MA_VAULT`,
 * `MA_MEETING` (vault-relative), `MA_MEETING_PATH`, `MA_SUMMARY_PATH`, `MA_CONTEXT_PATH`,
 * `MA_TRANSCRIPT_PATH` (absolute; empty when none), `MA_ENGINE`.
 * Spec: issue 12 (paths passed in environment variables, never on a shell command line).
 */
export function hookEnv(event: SummaryEvent): Record<string, string> {
  return {
    MA_VAULT: event.vault,
    MA_MEETING: event.meeting,
    MA_MEETING_PATH: event.meetingPath,
    MA_SUMMARY_PATH: event.summaryPath,
    MA_CONTEXT_PATH: event.contextPath,
    MA_TRANSCRIPT_PATH: event.transcriptPath ?? '',
    MA_ENGINE: event.engine,
  };
}
