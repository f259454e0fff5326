/**
 * L444: `ma tool request_workflow_change` printed the model's "Continue with the summary; do not wait
 * for it." and then waited (up to `approvals.timeoutMs`) for the user's decision, as its README
 * says it does: the queue that asks lives in the `ma tool` process (seed 004: the tool returns
 * `requested` at once; the application's queue keeps the request; requests are not persisted
 * across processes). Now the result, printed at once, says that `ma tool` waits for the decision
 * before it exits. The built `ma` binary, a temp copy of the sample vault, a real request note
 * (approvals.prompt `vault-note`) answered by ticking it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMaTool } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
const request = { intention: 'Add a Risks section', prompt: 'Add "## Risks" to summary.template.' };
const WAITS =
  "ma tool waits for the user's decision before it exits (at most 1 minute; Ctrl-C drops the request).";

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

async function approvals(prompt: string): Promise<void> {
  const file = join(vault.root, 'meeting-assistant.json');
  const config = JSON.parse(await readFile(file, 'utf8'));
  config.approvals = { ...config.approvals, prompt, timeoutMs: 60_000 };
  await writeFile(file, JSON.stringify(config));
}

describe('L444: ma tool request_workflow_change says that it waits', { timeout: 120_000 }, () => {
  it('L444: the result is printed at once, says ma tool waits for the decision (not "do not wait"), and the command exits once the note is ticked', async () => {
    await approvals('vault-note');
    let printedBeforeAnswer = '';
    let exitedBeforeAnswer: boolean | undefined;
    const run = await runMaTool(
      { vaultRoot: vault.root, meeting, name: 'request_workflow_change', args: request },
      {
        env: { DISPLAY: undefined, WAYLAND_DISPLAY: undefined },
        onSpawn: (child, output) => {
          let answered = false;
          const check = () => {
            const note = /answer in (.+\.md): tick/.exec(output.stderr())?.[1];
            if (answered || note === undefined || !output.stdout().includes('\n')) return;
            answered = true;
            // The result is on stdout while the request is still pending.
            printedBeforeAnswer = output.stdout();
            exitedBeforeAnswer = child.exitCode !== null;
            const abs = join(vault.root, note);
            void readFile(abs, 'utf8').then((text) =>
              writeFile(abs, text.replace('- [ ] Deny', '- [x] Deny')),
            );
          };
          child.stdout?.on('data', check);
          child.stderr?.on('data', check);
        },
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(exitedBeforeAnswer).toBe(false);
    expect(printedBeforeAnswer).toBe(
      `requested: "Add a Risks section" is queued for the user (valid 1 minute); nothing changes unless they accept it in the settings agent. ${WAITS}\n`,
    );
    expect(run.stdout).not.toContain('do not wait');
    expect(run.stderr).toContain('waiting for 1 workflow request (at most 1 minute; Ctrl-C drops it)');
    expect(run.stderr).toMatch(/workflow request workflow:[0-9a-f]+: denied; nothing changed/);
  });

  it('L444: the compact profile says the same in its JSON text', async () => {
    await approvals('approve');
    const run = await runMaTool(
      {
        vaultRoot: vault.root,
        meeting,
        name: 'request_workflow_change',
        args: request,
        flags: ['--tools', 'compact'],
      },
      { env: { DISPLAY: undefined, WAYLAND_DISPLAY: undefined } },
    );
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as { status: string; text: string };
    expect(result.status).toBe('requested');
    expect(result.text).toContain(WAITS);
    expect(result.text).not.toContain('do not wait');
  });
});
