/**
 * L56: `ma tool` with no tool name said `required option '--meeting <meeting>' not specified`
 * (commander checks required options before operands), so a user who forgot both fixed the meeting
 * first and only then learnt a tool name was needed. Now the missing tool is named first, with the
 * list of tools (of `--tools`' profile); `--meeting` is still required, and `ma search` without a
 * pattern names the pattern first too. Built `ma` child processes on a sample-vault copy.
 * Spec: L56; apps/cli/README.md (`ma tool`: errors say what to type instead).
 */
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('L56: the missing tool name is named before --meeting', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('L56: `ma tool` alone, and with --meeting only: the tool name, with the list, exit 2', async () => {
    for (const argv of [['tool'], ['tool', '--meeting', 'standup']]) {
      const r = await runMa([...argv, '--vault', vault.root]);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr).toMatch(
        /^ma: missing tool name: give one of read_meetingnote, read_transcript, .*request_workflow_change \(`ma tools` describes them\)/,
      );
    }
    const compact = await runMa(['tool', '--tools', 'compact', '--vault', vault.root]);
    expect(compact.stderr).toMatch(
      /^ma: missing tool name: give one of query_meeting, apply_changes, request_project_association, request_workflow_change /,
    );
  });

  it('L56: with the name, a missing --meeting is still refused; `ma search` names its pattern first', async () => {
    const noMeeting = await runMa(['tool', 'read_meetingnote', '--vault', vault.root]);
    expect(noMeeting.code).toBe(2);
    expect(noMeeting.stderr).toMatch(/^ma: required option '--meeting <meeting>' not specified/);
    const search = await runMa(['search', '--vault', vault.root]);
    expect(search.code).toBe(2);
    expect(search.stderr).toMatch(/^ma: missing required argument 'pattern'/);
    const searchNoMeeting = await runMa(['search', 'budget', '--vault', vault.root]);
    expect(searchNoMeeting.code).toBe(2);
    expect(searchNoMeeting.stderr).toMatch(/^ma: required option '--meeting <meeting>' not specified/);
  });
});
