/**
 * R16 (hostile review) through the built `ma`: the audit of a write (`## External writes by ma tool
 * …` / `## External writes over MCP …`) survives the same caller's `write_context` with
 * `replace_file`, granular and compact, in `ma tool` and in `ma mcp` (stdio). Temp copies of the
 * sample vault.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp, type TextResult, textOf } from './ma-mcp-stdio.js';
import { runMaTool } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
const CONTEXT = `Assistant/${meeting}.md`;
const INVENTED = '- 2026-03-13: budget doubled (nobody said this)';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());
const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');

describe('R16: a model cannot erase the audit of its own writes', () => {
  for (const profile of ['granular', 'compact'] as const) {
    it(`ma tool (${profile}): write_projectfile, then write_context replace_file; the audit stays`, async () => {
      const call = (name: string, args: unknown) =>
        runMaTool({ vaultRoot: vault.root, meeting, name, args, flags: ['--tools', profile] });
      const write =
        profile === 'granular'
          ? await call('write_projectfile', {
              project: 'remote-control',
              path: 'decisions.md',
              content: INVENTED,
            })
          : await call('apply_changes', {
              ops: [
                {
                  op: 'write_projectfile',
                  project: 'remote-control',
                  path: 'decisions.md',
                  content: INVENTED,
                },
              ],
            });
      expect(write.code, write.stderr).toBe(0);
      const wipe =
        profile === 'granular'
          ? await call('write_context', { content: '## Notes\n- nothing happened', replace_file: true })
          : await call('apply_changes', {
              ops: [{ op: 'write_context', content: '## Notes\n- nothing happened', replace_file: true }],
            });
      expect(wipe.code, wipe.stderr).toBe(0);
      const context = await read(CONTEXT);
      expect(context).toMatch(/## Notes\n- nothing happened\n\n## External writes by ma tool /);
      expect(context).toContain(`+${INVENTED}`);
      const range = await call(
        profile === 'granular' ? 'write_context' : 'apply_changes',
        profile === 'granular'
          ? { content: 'x', from: 1, to: 4 }
          : { ops: [{ op: 'write_context', content: 'x', from: 1, to: 4 }] },
      );
      expect(range.stdout).toMatch(/run records and audit of external writes, which no tool may change/);
      expect(await read(CONTEXT)).toBe(context);
    });
  }

  it('ma mcp (stdio): the "External writes over MCP" record survives write_context replace_file', async () => {
    const client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), [
      '--vault',
      vault.root,
    ]);
    try {
      const write = await client.callTool({
        name: 'write_projectfile',
        arguments: { meeting, project: 'remote-control', path: 'decisions.md', content: INVENTED },
      });
      expect(textOf(write)).toMatch(/^appended 1 line to Projects\/remote-control\/decisions.md/);
      const wipe = await client.callTool({
        name: 'write_context',
        arguments: { meeting, content: '## Notes\n- nothing happened', replace_file: true },
      });
      expect((wipe as TextResult).isError ?? false).toBe(false);
      expect(textOf(wipe)).toMatch(/kept the run records and audit below your notes/);
    } finally {
      await client.close();
    }
    const context = await read(CONTEXT);
    expect(context).toMatch(/## Notes\n- nothing happened\n\n## External writes over MCP /);
    expect(context).toContain(`+${INVENTED}`);
  });
});
