/**
 * R26: an MCP client that answers `elicitation/create` with a result in the wrong shape has asked
 * its user: the tool says the client's answer was invalid (naming what was received, shortened,
 * control characters visible), not approved, nothing changed — never "could not ask the user".
 * `APPROVE` (another case) is not an approval: approvals stay explicit (docs/approvals.md). A raw
 * JSON-RPC client over the built `ma mcp`'s real stdio, so any result shape can be sent.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawMcpStdio } from './ma-mcp-stdio.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${meeting}.md`;

const t = sampleVaultPerTest();

/**
 * Runs `ma mcp` with a client that declares elicitation, calls `tool` with `args`, answers the
 * server's `elicitation/create` with `answer` (raw), and resolves with the tool's text, whether it
 * was asked, and the server's stderr.
 */
async function callAnswering(
  tool: string,
  args: Record<string, unknown>,
  answer: unknown,
  extra: string[] = [],
): Promise<{ text: string; asked: number; stderr: string }> {
  const mcp = rawMcpStdio(['--vault', t.vault.root, '--meeting', meeting, ...extra]);
  let asked = 0;
  mcp.onMessage((m) => {
    if (m.method !== 'elicitation/create') return;
    asked++;
    mcp.send({ id: m.id, result: answer });
  });
  await mcp.initialize({ elicitation: {} });
  mcp.send({ id: 'call', method: 'tools/call', params: { name: tool, arguments: args } });
  const reply = await mcp.reply('call');
  mcp.child.stdin.end();
  await mcp.closed;
  const text = reply.result?.content?.[0]?.text ?? JSON.stringify(reply);
  return { text, asked, stderr: mcp.stderr() };
}

const associate = { project: 'website-redesign', reason: 'need it' };

describe('R26: invalid elicitation answers', { timeout: 120_000 }, () => {
  it('R26: a wrong-shaped answer is "invalid answer" naming what came back; not approved; the note is unchanged', async () => {
    const before = await readFile(join(t.vault.root, NOTE), 'utf8');
    for (const [answer, says] of [
      [
        { action: 'accept', content: { decision: 'APPROVE' } },
        'received {"action":"accept","content":{"decision":"APPROVE"}}: decision "APPROVE" is not "approve" or "deny"',
      ],
      [{ action: 'accept', content: {} }, 'received {"action":"accept","content":{}}: decision is missing'],
      [{ action: 'accept' }, 'received {"action":"accept"}: "accept" without the form\'s content'],
      [
        { decision: ['approve'] },
        'received {"decision":["approve"]}: "action" must be "accept", "decline" or "cancel"',
      ],
      [
        { action: 'accept', content: { decision: 'approve\u001b[2K\u202e' } },
        'decision "approve\\u001b[2K\\u202e" is not "approve" or "deny"',
      ],
    ] as const) {
      const { text, asked, stderr } = await callAnswering('request_project_association', associate, answer);
      expect(asked, JSON.stringify(answer)).toBe(1);
      expect(text).toMatch(
        /^invalid answer: the user was asked, but the answer that came back is neither approve nor deny \(the client sent an invalid result: /,
      );
      expect(text).toContain(says);
      expect(text).toContain('this is not approved');
      expect(text).toContain('project "website-redesign" was not associated; nothing changed');
      expect(text).not.toContain('could not ask the user');
      expect(text).not.toContain('\u001b');
      expect(text).not.toContain('\u202e');
      expect(stderr).toContain('with an invalid result');
      expect(await readFile(join(t.vault.root, NOTE), 'utf8')).toBe(before);
    }
  });

  it('R26: a long invalid answer is quoted shortened; a well-formed approve still approves, decline still denies', async () => {
    const long = await callAnswering('request_project_association', associate, {
      action: 'accept',
      content: { decision: 'x'.repeat(5000) },
    });
    expect(long.text).toContain('…');
    expect(long.text.length).toBeLessThan(1200);
    const declined = await callAnswering('request_project_association', associate, { action: 'decline' });
    expect(declined.text).toMatch(/^denied: the user declined/);
    const approved = await callAnswering('request_project_association', associate, {
      action: 'accept',
      content: { decision: 'approve' },
    });
    expect(approved.text).toContain('approved: project "website-redesign" is now associated');
  });

  it('R26: apply_changes with approved: true rejects a destructive op on an invalid answer, saying so', async () => {
    const { text, asked } = await callAnswering(
      'apply_changes',
      { ops: [{ op: 'remove_attendee', name: 'Marketing' }], approved: true },
      { action: 'accept', content: { decision: 'APPROVE' } },
      ['--tools', 'compact'],
    );
    expect(asked).toBe(1);
    expect(text).toContain('invalid answer: the user was asked');
    expect(text).toContain('decision \\"APPROVE\\" is not \\"approve\\" or \\"deny\\"');
    expect(text).toContain('"applied":0');
    expect(await readFile(join(t.vault.root, NOTE), 'utf8')).toContain('  - Marketing\n');
  });
});
