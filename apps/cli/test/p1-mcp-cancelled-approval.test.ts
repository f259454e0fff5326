/**
 * P1 (review4): `ma mcp` over stdio: a `tools/call` the client cancels (`notifications/cancelled`)
 * while its approval is being asked by elicitation is cancelled, approval and all: the server
 * withdraws its own `elicitation/create` (a `notifications/cancelled` naming it), and when the
 * stale dialog is answered `approve` afterwards nothing is written — for
 * `request_project_association` and for a destructive compact `apply_changes` op alike. An
 * elicitation that was answered is never "cancelled" afterwards (no protocol noise). The server's log says the call
 * was cancelled after it had started and stopped without writing (L122), not "before it started" or "completed".
 * A raw JSON-RPC client over the built `ma mcp`'s real stdio, on a temp copy of the sample vault.
 * Spec: review4 P1; seed 004 (recheck target and cancellation before writing); docs/approvals.md;
 * docs/mcp.md (Approvals).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RawMcpMessage, type RawMcpStdio, rawMcpStdio } from './ma-mcp-stdio.js';

const meeting = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${meeting}.md`;
const DECISIONS = 'Projects/remote-control/decisions.md';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

const isElicitation = (m: RawMcpMessage) => m.method === 'elicitation/create';
const cancelsOf = (mcp: RawMcpStdio, id: unknown) =>
  mcp.messages.filter((m) => m.method === 'notifications/cancelled' && m.params?.requestId === id);

/** Calls `name`, waits for its elicitation, cancels the call, waits for the withdrawal, answers approve. */
async function cancelThenApprove(
  mcp: RawMcpStdio,
  name: string,
  args: Record<string, unknown>,
  after: { name: string; arguments: Record<string, unknown> },
) {
  mcp.send({ id: 'call', method: 'tools/call', params: { name, arguments: args } });
  await mcp.until((m) => m.some(isElicitation));
  const elicitation = mcp.messages.find(isElicitation) as RawMcpMessage;
  mcp.send({ method: 'notifications/cancelled', params: { requestId: 'call', reason: 'user pressed stop' } });
  // The server withdraws its own question (the client closes its dialog).
  await mcp.until(() => cancelsOf(mcp, elicitation.id).length > 0);
  // The dialog the client had open is answered anyway.
  mcp.send({ id: elicitation.id, result: { action: 'accept', content: { decision: 'approve' } } });
  // A later call on the same server is answered: the late answer was taken in by then.
  mcp.send({ id: 'after', method: 'tools/call', params: after });
  await mcp.reply('after');
  mcp.child.stdin.end();
  expect(await mcp.closed).toBe(0);
  expect(mcp.messages.some((m) => m.id === 'call' && m.method === undefined)).toBe(false);
  return elicitation;
}

describe('P1: a cancelled tools/call cancels its pending approval', () => {
  it('P1: request_project_association: the elicitation is withdrawn and a late approve adds nothing', async () => {
    const before = await readFile(join(vault.root, NOTE), 'utf8');
    const mcp = rawMcpStdio(['--vault', vault.root, '--meeting', meeting]);
    await mcp.initialize({ elicitation: {} });
    await cancelThenApprove(
      mcp,
      'request_project_association',
      {
        project: 'website-redesign',
        reason: 'they discussed the website',
      },
      { name: 'read_meetingnote', arguments: {} },
    );
    expect(await readFile(join(vault.root, NOTE), 'utf8')).toBe(before);
    expect(mcp.stderr()).not.toMatch(/External writes over MCP/);
    // L122: cancelled once it had started (its question was out): said so, with what was done; never "before it
    // started", never "it completed (not cancelled)" for a call that stopped without writing.
    expect(mcp.stderr()).toContain(
      'ma mcp: the client cancelled this request_project_association call after it had started; it stopped without writing anything: cancelled:',
    );
    expect(mcp.stderr()).not.toMatch(/before it started|it completed \(not cancelled\)/);
  }, 30_000);

  it('P1: compact apply_changes: a cancelled destructive op is not applied when its stale question is approved', async () => {
    const before = await readFile(join(vault.root, DECISIONS), 'utf8');
    const mcp = rawMcpStdio(['--vault', vault.root, '--meeting', meeting, '--tools', 'compact']);
    await mcp.initialize({ elicitation: {} });
    await cancelThenApprove(
      mcp,
      'apply_changes',
      {
        approved: true,
        ops: [
          {
            op: 'write_projectfile',
            project: 'remote-control',
            path: 'decisions.md',
            content: 'WIPED\n',
            replace_file: true,
          },
          // Not destructive: it would be applied at once after an approval, but the call was cancelled.
          { op: 'write_projectfile', project: 'remote-control', path: 'after-cancel.md', content: 'late\n' },
        ],
      },
      { name: 'query_meeting', arguments: { view: 'note' } },
    );
    expect(await readFile(join(vault.root, DECISIONS), 'utf8')).toBe(before);
    await expect(
      readFile(join(vault.root, 'Projects/remote-control/after-cancel.md'), 'utf8'),
    ).rejects.toThrow(/ENOENT/);
  }, 30_000);

  it('P1: an answered elicitation is not cancelled afterwards', async () => {
    const mcp = rawMcpStdio(['--vault', vault.root, '--meeting', meeting]);
    mcp.onMessage((m) => {
      if (isElicitation(m))
        mcp.send({ id: m.id, result: { action: 'accept', content: { decision: 'deny' } } });
    });
    await mcp.initialize({ elicitation: {} });
    mcp.send({
      id: 'call',
      method: 'tools/call',
      params: {
        name: 'request_project_association',
        arguments: { project: 'website-redesign', reason: 'web' },
      },
    });
    const reply = await mcp.reply('call');
    expect(reply.result?.content?.[0]?.text).toMatch(/^denied/);
    mcp.child.stdin.end();
    expect(await mcp.closed).toBe(0);
    const elicitation = mcp.messages.find(isElicitation) as RawMcpMessage;
    expect(cancelsOf(mcp, elicitation.id)).toEqual([]);
  }, 30_000);
});
