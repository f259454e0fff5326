import { pasteCommandText } from '@ma/core';

/**
 * The hint after "summary edited by hand: left alone" in the daemon's log and notification (H14):
 * ``run `ma summarize --force <meeting note path> --vault <vault root>` to replace it (the current
 * note goes to .trash)``, the command quoted for the user's shell (`pasteCommandText`). Plain
 * `ma summarize` refuses such a summary for the same reason the daemon left it alone (review11 X8).
 * The meeting is named by its vault path (`Meetings/…md`, which `ma summarize` accepts and which
 * stays unambiguous for same-name meetings in subfolders).
 * @param vaultRoot the vault's folder (absolute path).
 * @param meeting the meeting note's vault-relative path.
 * Spec: apps/daemon/README.md (rule 5: a summary edited by hand is left alone); issue 9, H14; review11 X8.
 */
export function replaceSummaryHint(vaultRoot: string, meeting: string): string {
  const command = pasteCommandText(['ma', 'summarize', '--force', meeting, '--vault', vaultRoot]);
  return `run \`${command}\` to replace it (the current note goes to .trash)`;
}
