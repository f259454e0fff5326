/**
 * review9 V3: refusals name files vault-relative, never by the vault's absolute path (the user's
 * home folder and name would go to a hosted model endpoint and into run records). Core's errors
 * carry absolute paths (hard-linked, read-only files); every profile's tools, and apply_changes'
 * per-op reasons, show them vault-relative. Real files on a temp copy of the sample vault.
 */
import { chmod, link } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { vaultRelativeRefusal } from '../src/output/vault-relative-refusal.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('review9 V3: refusals are vault-relative', () => {
  it('write_projectfile on a hard link of the configuration: the refusal names Projects/…, not the absolute path', async () => {
    t = await sampleSession(MEETINGS.functional);
    await link(
      path.join(t.root, 'meeting-assistant.json'),
      path.join(t.root, 'Projects/remote-control/cfg.md'),
    );
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'cfg.md',
      content: 'x',
    });
    expect(out).toMatch(/^refused: Projects\/remote-control\/cfg\.md has 2 hard links/);
    expect(out).not.toContain(t.root);
    expect(out).not.toContain(t.session.vault.root);
  });

  it('a read-only file through the compact profile: apply_changes reasons are vault-relative too', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.session.vault.root, 'Projects/remote-control/requirements.md');
    await chmod(abs, 0o444);
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
    const out = await apply?.execute({
      ops: [{ op: 'write_projectfile', project: 'remote-control', path: 'requirements.md', content: '- x' }],
    });
    expect(out).toContain('Projects/remote-control/requirements.md is read-only');
    expect(out).not.toContain(t.session.vault.root);
  });

  it('only refusals change, and only the root followed by a separator or an end of name', () => {
    const root = '/home/ann/My vault';
    expect(vaultRelativeRefusal(`refused: ${root}/a/b.md is read-only; x`, root)).toBe(
      'refused: a/b.md is read-only; x',
    );
    expect(vaultRelativeRefusal(`refused: ${root}\\a.md is locked`, root)).toBe('refused: a.md is locked');
    expect(vaultRelativeRefusal(`refused: ${root}; nothing`, root)).toBe('refused: .; nothing');
    // A sibling folder whose name starts with the root's is not inside the vault.
    expect(vaultRelativeRefusal(`refused: ${root}2/x.md`, root)).toBe(`refused: ${root}2/x.md`);
    // A file's own text that mentions the vault's path is not a refusal: unchanged.
    expect(vaultRelativeRefusal(`1| see ${root}/a.md`, root)).toBe(`1| see ${root}/a.md`);
  });
});
