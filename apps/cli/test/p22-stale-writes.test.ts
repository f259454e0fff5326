/**
 * Review4 P22 through the hosts: `ma mcp` keeps one tool session per meeting, so a client's
 * `read_projectfile`, a change by another program (as Obsidian saves), and the client's ranged
 * `write_projectfile` are compared across calls: refused (`isError`), the file as the user left
 * it; after a new read the write lands on the line the client saw. `ma tool` runs one call per
 * process: its ranged write has no read to compare with and is written as asked (docs/stale-writes.md).
 * The built `ma` on a temp copy of the sample vault.
 * Spec: docs/stale-writes.md; docs/mcp.md; review4 P22.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const decisions = () => join(t.vault.root, 'Projects/remote-control/decisions.md');
const BANNER = '> Important: keep this banner (added by the user)\n';

const t = sampleVaultPerTest();

const call = (id: number, name: string, args: Record<string, unknown>) => ({
  id,
  method: 'tools/call',
  params: { name, arguments: { meeting, ...args } },
});
const text = (m: { result?: { content?: Array<{ text?: string }> } }) => m.result?.content?.[0]?.text ?? '';

describe('P22: stale ranged writes through the hosts', () => {
  it('P22 ma mcp: read, the file changes behind the server, from+to → isError, file untouched; read again → written', async () => {
    const mcp = t.mcp(['--vault', t.vault.root]);
    await mcp.initialize();
    mcp.send(call(1, 'read_projectfile', { project: 'remote-control', path: 'decisions.md' }));
    expect(text(await mcp.reply(1))).toContain('3│- 2026-03-09: Financial targets');
    const changed = `${BANNER}${await readFile(decisions(), 'utf8')}`;
    await writeFile(decisions(), changed);
    const write = (id: number, line: number) =>
      call(id, 'write_projectfile', {
        project: 'remote-control',
        path: 'decisions.md',
        from: line,
        to: line,
        content: '- 2026-03-09: Financial targets CONFIRMED again.',
      });
    mcp.send(write(2, 3));
    const refused = await mcp.reply(2);
    expect(refused.result?.isError).toBe(true);
    expect(text(refused)).toMatch(
      /^refused: Projects\/remote-control\/decisions\.md changed since you read it/,
    );
    expect(await readFile(decisions(), 'utf8')).toBe(changed);
    mcp.send(call(3, 'read_projectfile', { project: 'remote-control', path: 'decisions.md' }));
    expect(text(await mcp.reply(3))).toContain('4│- 2026-03-09: Financial targets');
    mcp.send(write(4, 4));
    const done = await mcp.reply(4);
    expect(done.result?.isError).toBe(false);
    const lines = (await readFile(decisions(), 'utf8')).split('\n');
    expect(lines[0]).toBe(BANNER.trimEnd());
    expect(lines[2]).toBe('');
    expect(lines[3]).toBe('- 2026-03-09: Financial targets CONFIRMED again.');
  });

  it('P22 ma tool: one call per process, so a ranged write has no read to compare with and is written as asked', async () => {
    const read = await runMa([
      'tool',
      'read_projectfile',
      '--meeting',
      meeting,
      '--args',
      '{"project":"remote-control","path":"decisions.md"}',
      '--vault',
      t.vault.root,
    ]);
    expect(read.stdout).toContain('3│- 2026');
    const args = {
      project: 'remote-control',
      path: 'decisions.md',
      from: 1,
      to: 1,
      content: '# Decisions (kept)',
    };
    const r = await runMa([
      'tool',
      'write_projectfile',
      '--meeting',
      meeting,
      '--args',
      JSON.stringify(args),
      '--vault',
      t.vault.root,
    ]);
    expect(r.code).toBe(0);
    expect((await readFile(decisions(), 'utf8')).split('\n')[0]).toBe('# Decisions (kept)');
  });
});
