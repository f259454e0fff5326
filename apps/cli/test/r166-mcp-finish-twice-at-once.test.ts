/**
 * R166: two `finish_summary` calls on one meeting at once (a client retrying a call it thinks was
 * lost, two agents of one host): the second reached the session while the first committed and was
 * answered `finish_summary failed: this session … is already being finished; open a new session to
 * write another summary` — an error, advice no MCP client can follow, and the session dropped while
 * the first was still committing. Now it waits for that commit and answers as a later
 * finish_summary does (`already committed: …`, not an error); the summary is written once.
 * The built `ma mcp` over its real stdio, a sample-vault copy. The calls overlap by construction, not
 * by timing: a preload (`hold-write.ts`) holds the first commit's write of the summary note until the
 * second finish_summary has reached the session (a later call's answer says so: sessions are looked up
 * in call order, M13). Without the R166 wait the second is answered `finish_summary failed: …`.
 * Spec: docs/mcp.md (`write_summary` + `finish_summary`, Concurrency).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD, type HoldWrite, holdWrite } from './hold-write.js';
import { type RawMcpMessage, rawMcpStdio } from './ma-mcp-stdio.js';

const meeting = '2026-03-10 Remote control functional design';

let vault: SampleVaultCopy;
/** Holds the first write of the meeting's summary note (the first commit) until SIGUSR2. */
let hold: HoldWrite;
beforeEach(async () => {
  vault = await copySampleVault();
  hold = await holdWrite(`/Summaries/${meeting}.md`);
});
afterEach(async () => {
  await vault.cleanup();
  await hold.cleanup();
});

/** The text of a tools/call reply and whether it is an error. */
function answer(reply: RawMcpMessage): { text: string; isError: boolean } {
  return { text: reply.result?.content?.[0]?.text ?? '', isError: reply.result?.isError === true };
}

describe('R166: finish_summary called twice at once', () => {
  it('R166: one commits, the other waits for it and answers already committed (not an error)', async () => {
    const mcp = rawMcpStdio(['--vault', vault.root], hold.nodeArgs);
    try {
      await mcp.initialize();
      const call = (id: number, name: string, args: Record<string, unknown>) =>
        mcp.send({ id, method: 'tools/call', params: { name, arguments: args } });
      call(1, 'read_transcript', { meeting, from: 1, to: 40 });
      await mcp.reply(1);
      call(2, 'write_summary', { meeting, content: '## Summary\nThe team opened the meeting [L12].' });
      expect(answer(await mcp.reply(2)).isError).toBe(false);
      call(3, 'finish_summary', { meeting });
      // The first commit is under way: its write of the summary note is held.
      await vi.waitFor(() => expect(mcp.stderr()).toContain(HELD), { timeout: 60_000, interval: 20 });
      call(4, 'finish_summary', { meeting });
      // Answered only after call 4 was looked up (call order): call 4 met the commit under way.
      call(5, 'read_transcript', { meeting: 'No such meeting', from: 1, to: 1 });
      await mcp.reply(5);
      expect(mcp.messages.filter((m) => m.id === 3)).toEqual([]);
      mcp.child.kill('SIGUSR2');
      const first = answer(await mcp.reply(3));
      const second = answer(await mcp.reply(4));
      expect(first).toMatchObject({ isError: false, text: expect.stringMatching(/^summary written: /) });
      expect(second).toMatchObject({ isError: false, text: expect.stringMatching(/^already committed: /) });
      // Written once: no previous summary was moved to the trash by a second commit.
      expect(first.text).not.toMatch(/previous summary moved/);
      const trash = await readdir(join(vault.root, '.trash')).catch(() => []);
      expect(trash.filter((f) => f.includes('Remote control functional design'))).toEqual([]);
    } finally {
      mcp.child.stdin.end();
      await mcp.closed;
    }
  }, 120_000);
});
