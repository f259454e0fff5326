/**
 * A10 (and A7 through `ma tool`): `ma tools` lists the approval tools in both profiles and
 * `ma tool` runs them, asking through the configured approval channel (approvals.prompt). The
 * built `ma` binary, a temp copy of the sample vault. Its stdin is not a terminal.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa, runMaTool } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${meeting}.md`;

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());
const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');

async function approvals(prompt: string): Promise<void> {
  const file = join(vault.root, 'meeting-assistant.json');
  const config = JSON.parse(await readFile(file, 'utf8'));
  config.approvals = { ...config.approvals, prompt, timeoutMs: 5000 };
  await writeFile(file, JSON.stringify(config));
}

const tool = (name: string, args: unknown, ...flags: string[]) =>
  runMaTool(
    { vaultRoot: vault.root, meeting, name, args, flags },
    { env: { DISPLAY: undefined, WAYLAND_DISPLAY: undefined } },
  );

const associate = { project: 'website-redesign', reason: 'The launch page was discussed.' };
const APPROVAL_TOOLS = ['request_project_association', 'request_workflow_change'];

describe('A10: the approval tools in ma tools and ma tool', { timeout: 120_000 }, () => {
  it('A10: ma tools --json lists both approval tools with their schemas, in both profiles', async () => {
    for (const profile of ['granular', 'compact']) {
      const run = await runMa(['tools', '--json', '--tools', profile, '--vault', vault.root]);
      expect(run.code, run.stderr).toBe(0);
      const tools = JSON.parse(run.stdout) as Array<{ name: string; inputSchema: { required?: string[] } }>;
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(APPROVAL_TOOLS));
      expect(tools.find((t) => t.name === 'request_project_association')?.inputSchema.required).toEqual([
        'project',
        'reason',
      ]);
    }
  });

  it('A10: ma tool request_project_association asks through approvals.prompt and binds the project (both profiles)', async () => {
    await approvals('approve');
    const run = await tool('request_project_association', associate);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('approved: project "website-redesign" is now associated');
    expect(run.stderr).toContain('asking through approve');
    expect(await read(NOTE)).toContain('  - website-redesign\n');
    const again = await tool('request_project_association', associate, '--tools', 'compact');
    expect(again.stdout).toContain('already associated');
  });

  it('A10: ma tool request_project_association with approvals "deny" is denied and changes nothing', async () => {
    await approvals('deny');
    const before = await read(NOTE);
    const run = await tool('request_project_association', associate, '--tools', 'compact');
    expect(run.stdout).toContain('denied: the user declined');
    expect(await read(NOTE)).toBe(before);
  });

  it('A10: ma tool request_workflow_change queues the request, waits for the decision, and only acceptance opens the settings agent', async () => {
    await approvals('approve');
    const request = { intention: 'Add a Risks section', prompt: 'Add "## Risks" to summary.template.' };
    const run = await tool('request_workflow_change', request);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('requested: "Add a Risks section" is queued');
    expect(run.stderr).toContain('workflow request accepted');
    await approvals('deny');
    const denied = await tool('request_workflow_change', request, '--tools', 'compact');
    expect(denied.stderr).toMatch(/workflow request workflow:[0-9a-f]+: denied; nothing changed/);
    expect(denied.stderr).not.toContain('workflow request accepted');
    // W13: a request already decided is not waited for.
    expect(denied.stderr).not.toContain('waiting for');
  });

  it('A7: approvals "console" without a terminal: "not asked", never "denied", for every asking tool', async () => {
    await approvals('console');
    const before = await read(NOTE);
    const run = await tool('request_project_association', associate);
    expect(run.stdout).toMatch(/^not asked: could not ask the user/);
    expect(run.stdout).not.toContain('denied');
    expect(run.stderr).toMatch(/could not ask the user .*: no terminal/);
    // W13: the advice works for `ma tool`, which has no --approvals option.
    expect(run.stderr).toContain(
      'Set approvals.prompt to "vault-note" (answer in the vault), "approve" or "deny" in meeting-assistant.json.',
    );
    expect(run.stderr).not.toContain('--approvals');
    expect(await read(NOTE)).toBe(before);
    const change = await tool(
      'apply_changes',
      { ops: [{ op: 'remove_attendee', name: 'Marketing' }], approved: true },
      '--tools',
      'compact',
    );
    expect(JSON.parse(change.stdout).rejected[0].reason).toMatch(/^not asked: could not ask the user/);
    expect(await read(NOTE)).toBe(before);
    // L228: a workflow request nobody can be asked about is not queued, and never said "requested".
    const workflow = await tool('request_workflow_change', { intention: 'x', prompt: 'y' });
    expect(workflow.stdout).toMatch(
      /^not asked: could not ask the user .*; nothing was queued; nothing changed/,
    );
    expect(workflow.stdout).not.toContain('requested');
    expect(workflow.stderr).toMatch(
      /could not ask the user "Workflow change: x": no terminal .*; nothing was queued/,
    );
    const compact = await tool(
      'request_workflow_change',
      { intention: 'x', prompt: 'y' },
      '--tools',
      'compact',
    );
    expect(JSON.parse(compact.stdout)).toMatchObject({ status: 'not asked' });
  });
});
