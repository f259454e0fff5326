/**
 * L449: a meeting note saved from an editor buffer older than the run's start-of-run write (the
 * `context:` link the run adds when it starts) lost that link for good: the commit after the run put
 * back `summary:` and `status` but not `context:`. Now the commit re-adds every link and property
 * the run writes to the meeting note (`context:`, `summary:`, `status`), each only when blank, and
 * keeps every other byte of the user's save. Built `ma-daemon` child process, the real watcher,
 * @ma/testkit's scripted model held by a gate, a temp vault.
 * Spec: docs/vault-format.md (Meeting note: context, summary, status); seed 003; L449.
 */
import { describe, expect, it } from 'vitest';
import { entries, heldSummaryRun, M, meetingNote, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';

describe('L449: a save from an editor buffer older than the run', () => {
  it('L449: the commit puts back the context link the save dropped, the user edits byte for byte', async () => {
    const { vault, held, asked } = await heldSummaryRun(t, NAME);
    await waitFor('the run to ask the model', () => asked() === 1);
    const linked = await vault.read(M(NAME));
    const contextLine = `context: "[[Assistant/${NAME}]]"`;
    expect(linked).toContain(`\n${contextLine}\n`);

    // The editor's buffer predates the run's write: the note as the user first wrote it, with their
    // edits of the meantime (a property of their own, odd spacing, a body line, CRLF nowhere).
    const stale = meetingNote(NAME, 'ended', "priority:   'high'   # mine").replace(
      'decide the casing.\n',
      'decide the casing.\nAdded while the run worked.\n',
    );
    await vault.writeAtomic(M(NAME), stale);
    held.open();
    await waitFor('the run', async () => (await entries(vault, 'run done', M(NAME))).length === 1);

    const after = await vault.read(M(NAME));
    const expected = stale
      .replace('status: ended\n', 'status: summarized\n')
      .replace(
        "priority:   'high'   # mine\n---\n",
        `priority:   'high'   # mine\n${contextLine}\nsummary: "[[Summaries/${NAME}]]"\n---\n`,
      );
    expect(after).toBe(expected);
  }, 180_000);
});
