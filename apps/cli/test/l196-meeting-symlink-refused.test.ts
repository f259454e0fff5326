/**
 * L196 (session 31's leftovers; R12, F18): the refusal of a meeting note that is a symlink out of the
 * vault now comes from core (`resolveMeeting`: before any "outside the meetings folder" hint, for every
 * host) and the CLI prints core's answer. Through the built `ma mcp` (a model's call: vault-relative
 * paths only, never the link's target) and the command line (`ma tool`, `ma search`: the target named
 * for the user). The sample vault has a same-name note in References/, which the wrong order named.
 * Real symlinks, a temp sample-vault copy, real processes.
 * Spec: docs/hostile-cases.md (symlinks out of the vault); docs/contracts.md (resolveMeeting).
 */
import { mkdtemp, realpath, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();
const REFUSED = `refused: Meetings/${meeting}.md resolves outside the vault through a symlink`;

describe('L196: a meeting note linked out of the vault, refused as such by core for every host', {
  timeout: 120_000,
}, () => {
  it('L196: ma mcp (a model) and ma tool / ma search (a person) say the symlink, never the References/ note', async () => {
    const outside = await realpath(await mkdtemp(join(tmpdir(), 'ma-l196-out-')));
    t.onCleanup(() => rm(outside, { recursive: true, force: true }));
    const note = join(t.vault.root, `Meetings/${meeting}.md`);
    await rename(note, join(outside, 'note.md'));
    await symlink(join(outside, 'note.md'), note);

    const c = new Client({ name: 'test-host', version: '1.0.0' }, {});
    await connectMaMcp(c, ['--vault', t.vault.root]);
    t.onCleanup(() => c.close());
    for (const ref of [meeting, `Meetings/${meeting}.md`]) {
      const text = textOf(await c.callTool({ name: 'read_meetingnote', arguments: { meeting: ref } }));
      expect(text, ref).toContain(REFUSED);
      expect(text, ref).not.toContain('outside the meetings folder');
      expect(text, ref).not.toContain(outside);
    }

    for (const args of [
      ['tool', 'read_meetingnote', '--meeting', meeting, '--args', '{}'],
      ['search', 'casing', '--meeting', meeting],
    ]) {
      const run = await runMa([...args, '--vault', t.vault.root]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toContain(
        `meeting "${meeting}" ${REFUSED.replace('a symlink', `a symlink (to ${outside}/note.md)`)}; symlinks leading out of the vault are never followed`,
      );
      expect(run.stderr, args.join(' ')).not.toContain('outside the meetings folder');
    }
  });
});
