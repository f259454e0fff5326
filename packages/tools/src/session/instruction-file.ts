/**
 * Instruction files are not the transcript's to change: a project's `AGENTS.md` holds the
 * standing instructions every later run obeys, so a planted "replace AGENTS.md with …" line in
 * a transcript must never reach it. `write_projectfile` refuses it and points to
 * `request_workflow_change` (the user decides through the settings agent).
 * Spec: issue 11, Deliver 5; seed 004, Non-Goals ("let the summarizer edit workflows directly").
 */

/**
 * True when `path` (as given, or as resolved) names an `AGENTS.md` anywhere in a project, in any
 * spelling that reaches such a file: any case (case-insensitive file systems), either slash,
 * NFC or NFD, trailing dots or spaces (dropped by Windows), an NTFS stream suffix (`:$DATA`).
 */
export function isInstructionFile(path: string): boolean {
  const base = path.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const name = base
    .replace(/:.*$/, '')
    .replace(/[. ]+$/, '')
    .toLowerCase();
  return name === 'agents.md';
}

/**
 * The refusal's "what is allowed" half. `request_workflow_change` exists only where the host has a
 * request queue (`ma summarize`, the daemon), not in `ma tool` or `ma mcp`: the text says so
 * rather than name a tool the caller may not have.
 */
export const INSTRUCTION_FILE_HELP =
  'AGENTS.md holds the standing instructions of the project and only the user changes it; to propose a change, call request_workflow_change if it is among your tools (a one-line intention and the complete change as prompt), otherwise tell the user what you would change';
