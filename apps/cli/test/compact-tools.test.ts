/**
 * Issue 14, item 1: the compact tool profile from the command line — config `tools.profile`,
 * `--tools compact|granular` on `ma tools`, `ma tool` and `ma summarize` (the built `ma` binary),
 * and `apply_changes` asking through `@ma/notifier` (config `approvals.prompt`) before a
 * destructive op.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { toolProfiles } from '@ma/tools';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toolProfileChoices } from '../src/program.js';
import { snapshot } from './fs-snapshot.js';
import { runMa, runMaTool } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

/** Merges `patch` into the vault's meeting-assistant.json (one level deep). */
async function configure(patch: Record<string, Record<string, unknown>>): Promise<void> {
  const file = join(vault.root, 'meeting-assistant.json');
  const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, unknown>>;
  for (const [key, value] of Object.entries(patch)) config[key] = { ...config[key], ...value };
  await writeFile(file, JSON.stringify(config, null, 2));
}

const tool = (name: string, args: unknown, ...flags: string[]) =>
  runMaTool({ vaultRoot: vault.root, meeting, name, args, flags });

const names = (stdout: string) => (JSON.parse(stdout) as Array<{ name: string }>).map((t) => t.name);

describe('P8: tools.profile and --tools choose the profile', () => {
  it('ma tools lists the configured profile; --tools wins over the config', async () => {
    expect([...toolProfileChoices]).toEqual([...toolProfiles]);
    const granular = await runMa(['tools', '--json', '--vault', vault.root]);
    expect(names(granular.stdout)).toContain('read_transcript');
    const flag = await runMa(['tools', '--json', '--tools', 'compact', '--vault', vault.root]);
    expect(flag.code, flag.stderr).toBe(0);
    expect(names(flag.stdout)).toEqual([
      'query_meeting',
      'apply_changes',
      'request_project_association',
      'request_workflow_change',
    ]);
    await configure({ tools: { profile: 'compact' } });
    const configured = await runMa(['tools', '--vault', vault.root]);
    expect(configured.stdout).toContain('query_meeting');
    expect(configured.stdout).toContain('4 tools (compact profile)');
    const back = await runMa(['tools', '--json', '--tools', 'granular', '--vault', vault.root]);
    expect(names(back.stdout)).toContain('write_projectfile');
  });

  it('an unknown profile is refused, in the flag and in the config', async () => {
    const flag = await runMa(['tools', '--tools', 'tiny', '--vault', vault.root]);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('granular, compact');
    await configure({ tools: { profile: 'tiny' } });
    const config = await runMa(['tools', '--vault', vault.root]);
    expect(config.code).not.toBe(0);
    expect(config.stderr).toContain('tools.profile: expected one of "granular", "compact", got "tiny"');
  });

  it('ma tool runs query_meeting in the compact profile and refuses granular names there', async () => {
    const read = await tool(
      'query_meeting',
      { view: 'transcript', filters: { from: 1, to: 3 } },
      '--tools',
      'compact',
    );
    expect(read.code, read.stderr).toBe(0);
    const out = JSON.parse(read.stdout) as { view: string; text: string };
    expect(out.view).toBe('transcript');
    expect(out.text).toMatch(new RegExp(`^Transcripts/${meeting}\\.md · lines 1–3 of`));
    const hostile = await tool(
      'query_meeting',
      { view: 'projectfile', filters: { project: 'remote-control', path: '../website-redesign/scope.md' } },
      '--tools',
      'compact',
    );
    expect(hostile.code).toBe(3);
    // C11: compact refusals are compact JSON.
    expect(hostile.stdout).toMatch(/^\{"error":"refused","message":"path: path must not contain \\"\.\.\\"/);
    const wrong = await tool('read_transcript', {}, '--tools', 'compact');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(
      /^ma: unknown tool "read_transcript"; "read_transcript" is a tool of the granular profile: add --tools granular \(or set tools\.profile in meeting-assistant\.json\); valid tools: query_meeting, apply_changes/,
    );
    await configure({ tools: { profile: 'compact' } });
    const configured = await tool('query_meeting', { view: 'projects' });
    expect(configured.code, configured.stderr).toBe(0);
    expect(JSON.parse(configured.stdout).text).toContain('remote-control');
  });
});

describe('P9: apply_changes from ma tool asks through @ma/notifier', () => {
  const ops = [
    { op: 'add_dictation_word', word: 'Zigbee' },
    { op: 'remove_attendee', name: 'User Interface' },
  ];
  const meetingFile = () => readFile(join(vault.root, 'Meetings', `${meeting}.md`), 'utf8');

  it('without approved: true the destructive op is only proposed; the meeting note is unchanged', async () => {
    const before = await meetingFile();
    const run = await tool('apply_changes', { ops }, '--tools', 'compact');
    // One op was rejected (only proposed): not a plain success for a script (review R5).
    expect(run.code, run.stderr).toBe(3);
    const result = JSON.parse(run.stdout);
    expect(result.applied).toBe(1);
    expect(result.rejected[0].reason).toContain('attendee "User Interface" removed');
    // Unchanged but for the link to the context note, which now records the applied write (R7).
    expect((await meetingFile()).replace(/^context: .*\n/m, '')).toBe(before);
  });

  it('R5: a batch whose every op was rejected (a path escape) exits 3, every file unchanged', async () => {
    const files = await snapshot(vault.root);
    const run = await tool(
      'apply_changes',
      { ops: [{ op: 'write_projectfile', project: 'remote-control', path: '../x.md', content: 'bad' }] },
      '--tools',
      'compact',
    );
    expect(run.code).toBe(3);
    expect(JSON.parse(run.stdout)).toMatchObject({ applied: 0, consequence: 'nothing changed' });
    expect(await snapshot(vault.root)).toEqual(files);
  });

  it('approved by the user (approvals.prompt approve): applied', async () => {
    await configure({ approvals: { prompt: 'approve' } });
    const run = await tool('apply_changes', { ops, approved: true }, '--tools', 'compact');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ applied: 2, rejected: [] });
    expect(run.stderr).toContain(
      'approval needed: Approve remove attendee in 2026-03-10 Remote control functional design',
    );
    expect(await meetingFile()).not.toContain('User Interface');
  });

  it('denied by the user (approvals.prompt deny): rejected, every file unchanged', async () => {
    await configure({ approvals: { prompt: 'deny' } });
    const before = await meetingFile();
    const files = await snapshot(vault.root);
    const run = await tool('apply_changes', { ops: [ops[1]], approved: true }, '--tools', 'compact');
    expect(run.code).toBe(3);
    expect(JSON.parse(run.stdout)).toMatchObject({
      applied: 0,
      rejected: [{ index: 0, op: 'remove_attendee', reason: 'denied: the user declined; nothing changed' }],
    });
    expect(await meetingFile()).toBe(before);
    expect(await snapshot(vault.root)).toEqual(files);
  });
});

describe('P10: ma summarize --tools compact', () => {
  it('offers the compact tools to the model and writes the summary through apply_changes', async () => {
    const body = '## Summary\nFunctional design set.\n\n## Decisions\n- TV only\n\n## Next steps\n';
    const server = await startScriptedServer([
      {
        toolCalls: [
          { name: 'query_meeting', arguments: { view: 'transcript', filters: { from: 1, to: 40 } } },
        ],
      },
      {
        toolCalls: [{ name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: body }] } }],
      },
      { text: 'Done.' },
    ]);
    try {
      const run = await runMa(
        [
          'summarize',
          meeting,
          '--vault',
          vault.root,
          '--base-url',
          server.baseURL,
          '--model',
          'm',
          '--tools',
          'compact',
        ],
        { cwd: vault.root },
      );
      expect(run.code, run.stderr).toBe(0);
      expect(server.requests[0]?.body.tools?.map((t) => t.function.name)).toEqual([
        'query_meeting',
        'apply_changes',
        'request_project_association',
        'request_workflow_change',
      ]);
      const summary = await readFile(join(vault.root, 'Summaries', `${meeting}.md`), 'utf8');
      expect(summary).toContain('Functional design set.');
      // The transcript read through query_meeting counts for coverage.
      expect(summary).toMatch(/^coverage: [1-9]/m);
    } finally {
      await server.close();
    }
  });
});
