/**
 * Review10 W2, as reported: `ma tool request_project_association` asks through a request note
 * (approvals.prompt `vault-note`), the project is moved away (or the meeting note renamed) while
 * the note waits, and the user ticks Approve. The association is refused, and the request note —
 * the vault's only trace of the decision — says it was approved but not applied, with the reason,
 * instead of `status: approved`. The built `ma` binary, a temp copy of the sample vault.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMaTool } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${meeting}.md`;

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
  const file = join(vault.root, 'meeting-assistant.json');
  const config = JSON.parse(await readFile(file, 'utf8'));
  config.approvals = { ...config.approvals, prompt: 'vault-note', timeoutMs: 60_000 };
  await writeFile(file, JSON.stringify(config));
});
afterEach(async () => vault.cleanup());

/**
 * Runs the association; once the request note is written (`answer in <note>` on stderr) it makes
 * `change` and ticks Approve. Resolves with the run and the request note's final text.
 */
async function approveAfter(change: () => Promise<void>) {
  let noteRel = '';
  const run = await runMaTool(
    {
      vaultRoot: vault.root,
      meeting,
      name: 'request_project_association',
      args: { project: 'website-redesign', reason: 'The launch page was discussed.' },
    },
    {
      env: { DISPLAY: undefined, WAYLAND_DISPLAY: undefined },
      onSpawn: (_child, output) => {
        const check = async () => {
          const match = /answer in (.+\.md): tick/.exec(output.stderr());
          if (!match?.[1]) return void setImmediate(check);
          noteRel = match[1];
          await change();
          const abs = join(vault.root, noteRel);
          await writeFile(abs, (await readFile(abs, 'utf8')).replace('- [ ] Approve', '- [x] Approve'));
        };
        void check();
      },
    },
  );
  return { run, note: await readFile(join(vault.root, noteRel), 'utf8') };
}

describe('W2: ma tool with a request note: an approval then refused', { timeout: 120_000 }, () => {
  it('W2: the project moved away while waiting: exit 3, the note says failed with the reason, the meeting note is unchanged', async () => {
    const before = await readFile(join(vault.root, NOTE), 'utf8');
    const { run, note } = await approveAfter(() =>
      rename(join(vault.root, 'Projects/website-redesign'), join(vault.root, 'website-moved')),
    );
    expect(run.code, run.stderr).toBe(3);
    expect(run.stdout).toContain('refused: project "website-redesign" no longer exists');
    expect(note).toMatch(/\nstatus: failed\ndecided: [^\n]+\n---\n/);
    expect(note).not.toMatch(/status: approved|Outcome: approved \(/);
    expect(note).toMatch(
      /Outcome: approved, but not applied \([^)]+\): project "website-redesign" no longer exists \(removed or renamed while waiting for approval\); nothing changed\n$/,
    );
    expect(await readFile(join(vault.root, NOTE), 'utf8')).toBe(before);
  });

  it('W2: the meeting note renamed while waiting: the refusal says so, the note says failed', async () => {
    const { run, note } = await approveAfter(() =>
      rename(join(vault.root, NOTE), join(vault.root, 'Meetings/Renamed.md')),
    );
    expect(run.code, run.stderr).toBe(3);
    expect(run.stdout).toContain(
      `refused: the meeting note ${NOTE} was moved, renamed or deleted while waiting for approval; nothing changed`,
    );
    expect(run.stdout).not.toContain('list_*');
    expect(note).toMatch(/\nstatus: failed\n/);
    expect(note).toContain(`Outcome: approved, but not applied (`);
    expect(note).toContain(
      `): the meeting note ${NOTE} was moved, renamed or deleted while waiting for approval`,
    );
  });
});
