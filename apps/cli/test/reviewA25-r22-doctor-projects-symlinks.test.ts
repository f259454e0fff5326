/**
 * reviewA R22 (session 25): `ma doctor` said "nothing to fix" for a meeting whose `projects:` entry binds
 * no project (`projects: [nope]`, `"[[Projects/nope2]]"`: every `ma summarize` warns "names no project
 * folder … it was not bound", and the summary and the tools' scope leave it out) and for a meeting note
 * that is a symlink out of the vault (`ma summarize` refuses it, the meeting listing and the daemon never
 * see it; doctor did not count it). Now both are named in the meetings line with the fix. Built `ma`,
 * sample-vault copy.
 * Spec: reviewA R22; docs/vault-format.md (Meeting note: projects); docs/paths.md (Symlinks).
 */
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const KICKOFF = 'Meetings/2026-03-09 Remote control kickoff.md';
let outside: string | null = null;
afterEach(async () => {
  if (outside) await rm(outside, { recursive: true, force: true });
  outside = null;
});

describe('R22: ma doctor names projects: entries binding nothing and meeting notes linked in from outside', {
  timeout: 150_000,
}, () => {
  it('R22: projects: [nope] and "[[Projects/nope2]]" are named as a run warns of them, with the fix', async () => {
    const note = await t.read(KICKOFF);
    await writeFile(
      join(t.vault.root, KICKOFF),
      note.replace('  - remote-control\n', '  - remote-control\n  - nope\n'),
    );
    await writeFile(
      join(t.vault.root, 'Meetings/2026-03-22 Linked.md'),
      '---\ntitle: Linked\ndate: 2026-03-22\nprojects: "[[Projects/nope2]]"\n---\nWe agreed to ship.\n',
    );
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const line = run.stdout.split('\n').find((l) => l.includes('meetings:')) ?? '';
    expect(line).toMatch(/^warn\s+meetings:/);
    expect(line).toContain('2 `projects:` entries binding no project');
    expect(line).toContain(`${KICKOFF}: not bound: the meeting's projects: entry "nope"`);
    expect(line).toContain(
      `Meetings/2026-03-22 Linked.md: not bound: the meeting's projects: entry "[[Projects/nope2]]"`,
    );
    expect(run.stdout).toContain("write each projects: entry named as a project's ID");
    expect(run.stdout).not.toContain('all good');
  });

  it('R22: a meeting note that is a symlink out of the vault is named with where it leads', async () => {
    outside = await mkdtemp(join(tmpdir(), 'ma-r22-'));
    const target = join(outside, 'elsewhere.md');
    await writeFile(target, '---\ntitle: Elsewhere\ndate: 2026-03-23\n---\nNotes.\n');
    await symlink(target, join(t.vault.root, 'Meetings/2026-03-23 Elsewhere.md'));
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const line = run.stdout.split('\n').find((l) => l.includes('meetings:')) ?? '';
    expect(line).toMatch(/^FAIL\s+meetings:/); // N10: a note every run refuses is a problem to fix
    expect(line).toContain('Meetings/2026-03-23 Elsewhere.md');
    expect(line).toContain(target);
    expect(run.stdout).not.toContain('all good');
  });
});
