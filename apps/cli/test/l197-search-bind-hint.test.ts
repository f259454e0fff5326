/**
 * L197 (session 31's leftovers, newcomer N11 b): `ma search --meeting M` for a meeting with no bound
 * projects told the person at the shell that "request_project_association asks the user for one", a
 * tool only the agent calls. The CLI's tool session is now a person's (`host: 'person'`): the hint says
 * to add the project to the meeting note's `projects:` and that `ma projects --all` lists the IDs;
 * `ma mcp` (a model) still names the tool. The built `ma`, a temp sample-vault copy.
 * Spec: docs/tools.md (scope refusals); apps/cli/README.md (messages use the CLI's terms).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

/** The sample vault's meeting with `projects: []`. */
const meeting = '2026-02-25 Education committee - Estyn annual report';
const t = sampleVaultPerTest();

describe('L197: how a project is bound, said to a person or to a model', { timeout: 120_000 }, () => {
  it('L197: ma search and ma tool tell a person what to do; ma mcp tells the model its tool', async () => {
    for (const args of [
      ['search', 'estyn', '--meeting', meeting],
      ['tool', 'search', '--meeting', meeting, '--args', '{"query":"estyn"}'],
    ]) {
      const run = await runMa([...args, '--vault', t.vault.root]);
      expect(run.code, args.join(' ')).toBe(3);
      expect(run.stdout + run.stderr, args.join(' ')).toContain(
        'add that line to the meeting note (`ma projects --all` lists the project IDs)',
      );
      expect(run.stdout + run.stderr, args.join(' ')).not.toContain('request_project_association');
    }
    const c = new Client({ name: 'test-host', version: '1.0.0' }, {});
    await connectMaMcp(c, ['--vault', t.vault.root, '--meeting', meeting]);
    t.onCleanup(() => c.close());
    const text = textOf(await c.callTool({ name: 'search', arguments: { query: 'estyn' } }));
    expect(text).toContain('request_project_association asks the user for one');
  });
});
