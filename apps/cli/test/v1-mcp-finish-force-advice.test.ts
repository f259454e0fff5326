/**
 * V1 (review14): over MCP, finish_summary on a hand-edited summary or a meeting still being recorded
 * answered `finish_summary failed: … run again with --force (\`force: true\`) …`. An MCP client has no
 * `--force`, and finish_summary has no `force` argument: `{ force: true }` (or any unknown argument)
 * was ignored in silence and the same refusal came back, so a client doing what it was told looped.
 * Now the refusal is `refused: …` (nothing was written), says to tell the user and names the command
 * they can run; an unknown argument is refused like every other tool's. The built `ma mcp` over
 * stdio, MCP SDK client.
 * Spec: docs/tools.md ("a refused call returns a short message the model can act on"; errors are
 * results); docs/mcp.md (finish_summary); review12 Y6, review13 Z7 (same kind).
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
const SUMMARY = `Summaries/${meeting}.md`;
const NOTE = `Meetings/${meeting}.md`;
const BODY =
  '## Summary\n- The remote was discussed.\n## Decisions\n- Ship it.\n## Next steps\n- [ ] Ben: price it\n';
let vault: SampleVaultCopy;
let client: Client | undefined;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await client?.close();
  client = undefined;
  await vault.cleanup();
});

const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');

async function connect(): Promise<Client> {
  client = await connectMaMcp(new Client({ name: 'test-host', version: '1.0.0' }), ['--vault', vault.root]);
  return client;
}

async function setStatus(status: string): Promise<void> {
  const file = join(vault.root, NOTE);
  await writeFile(file, (await read(NOTE)).replace(/^status: .*$/m, `status: ${status}`));
}

describe('V1: finish_summary names what an MCP client can do, and refuses arguments it does not take', () => {
  it('V1: a hand-edited summary: refused, tell the user, `ma summarize … --force`; force: true is refused; nothing written', async () => {
    const run = await runMa(['summarize', meeting, '--vault', vault.root]);
    expect(run.code).toBe(0);
    await appendFile(join(vault.root, SUMMARY), '- [ ] added by hand\n');
    const edited = await read(SUMMARY);
    const c = await connect();
    expect((await c.callTool({ name: 'write_summary', arguments: { meeting, content: BODY } })).isError).toBe(
      false,
    );
    const out = await c.callTool({ name: 'finish_summary', arguments: { meeting } });
    expect(out.isError).toBe(true);
    const text = textOf(out);
    expect(text).toMatch(new RegExp(`^refused: ${SUMMARY} was edited since Meeting Assistant wrote it`));
    expect(text).toContain('no MCP call replaces it: tell the user');
    expect(text).toContain(`\`ma summarize '${meeting}' --force\``);
    expect(text).not.toContain('run again with --force');
    expect(text).not.toContain('force: true');
    const forced = await c.callTool({ name: 'finish_summary', arguments: { meeting, force: true } });
    expect(forced.isError).toBe(true);
    expect(textOf(forced)).toBe(
      'refused: unknown argument "force"; finish_summary takes meeting; call again without the unknown one; nothing was written',
    );
    expect(await read(SUMMARY)).toBe(edited);
  });

  it('V1: a meeting still being recorded: refused naming the command the user can run, never `force: true`', async () => {
    await setStatus('recording');
    const c = await connect();
    // L285: the host's model reads the transcript before it finishes.
    await c.callTool({ name: 'read_transcript', arguments: { meeting, from: 7, to: 9 } });
    expect((await c.callTool({ name: 'write_summary', arguments: { meeting, content: BODY } })).isError).toBe(
      false,
    );
    const out = await c.callTool({ name: 'finish_summary', arguments: { meeting } });
    expect(out.isError).toBe(true);
    const text = textOf(out);
    expect(text).toMatch(new RegExp(`^refused: ${NOTE} is still being recorded \\(status: recording\\)`));
    expect(text).toContain(`the user can run \`ma summarize '${meeting}' --force\``);
    expect(text).not.toContain('force: true');
    expect(text).not.toContain('run again with --force');
    const bogus = await c.callTool({ name: 'finish_summary', arguments: { meeting, force: true, why: 'x' } });
    expect(textOf(bogus)).toMatch(/^refused: unknown arguments "force", "why"; finish_summary takes meeting/);
    await setStatus('ended');
    // The session stayed open: the draft commits once the meeting has ended.
    const done = await c.callTool({ name: 'finish_summary', arguments: { meeting } });
    expect(done.isError).toBe(false);
    expect(await read(SUMMARY)).toContain('The remote was discussed.');
  });
});
