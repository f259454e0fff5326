/**
 * U58 (reviewB, session 21): a client that declared elicitation and answers the approval's
 * `elicitation/create` with a response whose `result` is not an object (`null`, `"approve"`, `[]`)
 * or that has neither `result` nor `error`. The SDK's schema refused that response and it was
 * dropped in silence: `request_project_association` waited the whole `approvals.timeoutMs` (ten
 * minutes) for an answer that had come. Now it is the client's invalid answer at once, as any
 * other answer in the wrong shape (R26): `invalid answer: …` naming what came back, the note
 * unchanged. The built `ma mcp` over raw stdio, temp sample vault.
 * Spec: docs/mcp.md (Approvals); docs/approvals.md (An answer in the wrong shape is "invalid", R26).
 */
import { describe, expect, it } from 'vitest';
import { type RawMcpMessage, rawMcpStdio } from './ma-mcp-stdio.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${meeting}.md`;
const t = sampleVaultPerTest();

const answers: Record<string, (id: unknown) => object> = {
  'result: null': (id) => ({ id, result: null }),
  'result: "approve"': (id) => ({ id, result: 'approve' }),
  'result: []': (id) => ({ id, result: [] }),
  'no result and no error': (id) => ({ id }),
};
const quoted: Record<string, string> = {
  'result: null': 'received null: not an elicitation result',
  'result: "approve"': 'received "approve": not an elicitation result',
  'result: []': 'received []: not an elicitation result',
  'no result and no error': 'received no result: not an elicitation result',
};

describe('U58: an elicitation answer the protocol cannot read is an invalid answer at once', {
  timeout: 120_000,
}, () => {
  for (const [name, answer] of Object.entries(answers)) {
    it(`U58: ${name}: the call ends "invalid answer" without waiting for the deadline; the note is unchanged`, async () => {
      const before = await t.read(NOTE);
      const mcp = rawMcpStdio(['--vault', t.vault.root, '--meeting', meeting]);
      t.onCleanup(async () => {
        mcp.child.stdin.end();
        await mcp.closed;
      });
      mcp.onMessage((m: RawMcpMessage) => {
        if (m.method === 'elicitation/create') mcp.send(answer(m.id));
      });
      await mcp.initialize({ elicitation: {} });
      mcp.send({
        id: 7,
        method: 'tools/call',
        params: {
          name: 'request_project_association',
          arguments: { project: 'website-redesign', reason: 'The launch page was discussed.' },
        },
      });
      const reply = await mcp.reply(7);
      const text = reply.result?.content?.[0]?.text ?? '';
      expect(text).toMatch(
        /^invalid answer: the user was asked, but the answer that came back is neither approve nor deny/,
      );
      expect(text).toContain(quoted[name]);
      expect(await t.read(NOTE)).toBe(before);
    });
  }
});
