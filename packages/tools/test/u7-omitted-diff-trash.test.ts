/**
 * Review8 U7: a write whose audit cannot hold the diff (more than the diff limits: "diff omitted")
 * keeps the previous text in the vault's trash folder, and the audit entry names that copy. Real
 * files in a temp sample vault copy, the real tools (agent tool set).
 * Spec: docs/vault-format.md (`.trash/`, never unlink user data); docs/tools.md (Audit).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const LOG = 'Projects/remote-control/requirements-log.md';
const read = (rel: string) => readFile(path.join(t.root, rel), 'utf8');

describe('U7: an omitted audit diff keeps the previous text in the trash', () => {
  it('replace_file of a 2,501-line file: the old file is copied to .trash and the audit names it', async () => {
    t = await sampleSession(MEETINGS.functional);
    const lines = ['# Requirements log'];
    for (let i = 0; i < 2500; i++) lines.push(`- R${i}: the remote shall do thing number ${i}`);
    const old = `${lines.join('\n')}\n`;
    await writeFile(path.join(t.root, LOG), old);
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'requirements-log.md',
      content: '# Requirements log\n\n- (cleaned up)',
      replace_file: true,
    });
    expect(out).toMatch(/^replaced the whole file/);
    expect(await read(`.trash/${LOG}`)).toBe(old);
    const [entry] = t.session.audit.entries;
    expect(entry?.patch).toBeNull();
    expect(entry?.keptCopy).toBe(`.trash/${LOG}`);
    expect(t.session.audit.toMarkdown()).toContain(`- previous text kept at: .trash/${LOG}`);
  });

  it('a small write keeps its diff and puts nothing in the trash', async () => {
    t = await sampleSession(MEETINGS.functional);
    await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: '- one more',
    });
    const [entry] = t.session.audit.entries;
    expect(entry?.patch).not.toBeNull();
    expect(entry?.keptCopy).toBeUndefined();
    await expect(read('.trash/Projects/remote-control/decisions.md')).rejects.toThrow(/ENOENT/);
  });

  it('override_speaker over a long transcript: the previous transcript is kept in the trash', async () => {
    t = await sampleSession(MEETINGS.functional);
    const rel = 'Transcripts/2026-03-10 Remote control functional design.md';
    const text = await read(rel);
    const head = text.slice(0, text.indexOf('\n---\n', 4) + 5);
    const body: string[] = [];
    for (let i = 0; i < 3000; i++)
      body.push(
        `[00:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}] **${i % 2 ? 'Ann' : 'Bob'}:** line ${i}`,
      );
    const old = `${head}${body.join('\n')}\n`;
    await writeFile(path.join(t.root, rel), old);
    const out = await runTool(t.session, 'override_speaker', { speaker: 'Ann', name: 'Carl' });
    expect(out).toMatch(/^relabelled/);
    // Review s38 V68: the result names the copy, as a merge's does.
    expect(out).toContain(`the previous transcript was copied to .trash/${rel} (recoverable)`);
    const entry = t.session.audit.entries.find((e) => e.path === rel);
    expect(entry?.patch).toBeNull();
    expect(entry?.keptCopy).toBe(`.trash/${rel}`);
    expect(await read(`.trash/${rel}`)).toBe(old);
  });
});
