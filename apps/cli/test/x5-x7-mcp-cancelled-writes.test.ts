/**
 * Review11 X5, X7: `ma mcp` over stdio does not make the writes of `tools/call`s the client
 * cancelled (`notifications/cancelled`) before they started — every write tool, granular and
 * compact (`apply_changes`), the summary draft, and `finish_summary` — and logs each as cancelled
 * with nothing written. After a `finish_summary` committed, the next one (its session's draft
 * empty) says the summary was committed where, not "nothing was written".
 * The built `ma mcp` with a raw JSON-RPC client (requests and cancels in one write to stdin, as a
 * client that cancels queued calls at once sends them), on a temp copy of the sample vault.
 * Spec: docs/mcp.md (Cancellation); docs/tools.md (Cancellation); review11 X5, X7.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const DECISIONS = 'Projects/remote-control/decisions.md';
const SUMMARY = `Summaries/${meeting}.md`;
const BODY =
  '## Summary\n- Kickoff of the functional design (L7)\n\n## Decisions\n- None\n\n## Next steps\n- None\n';

const t = sampleVaultPerTest();
const read = (rel: string) => readFile(join(t.vault.root, rel), 'utf8');
const call = (id: string, name: string, args: Record<string, unknown>) => ({
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});
const cancel = (id: string) => ({
  method: 'notifications/cancelled',
  params: { requestId: id, reason: 'user pressed stop' },
});
const line = (text: string) => ({ project: 'remote-control', path: 'decisions.md', content: text });

describe('X5: ma mcp drops writes cancelled before they started', () => {
  for (const fixed of [true, false]) {
    it(`X5 (${fixed ? '--meeting' : 'meeting per call'}): cancelled queued write_projectfile, write_summary and add_attendee calls write nothing; the others are made`, async () => {
      const before = await read(DECISIONS);
      const mcp = t.mcp(['--vault', t.vault.root, ...(fixed ? ['--meeting', meeting] : [])]);
      await mcp.initialize();
      const m = fixed ? {} : { meeting };
      // Eight concurrent writes; the client cancels the last ones at once (they are queued).
      mcp.send(
        call('w0', 'write_projectfile', { ...m, ...line('- W0') }),
        call('w1', 'write_projectfile', { ...m, ...line('- W1') }),
        call('w2', 'write_projectfile', { ...m, ...line('- W2') }),
        call('s', 'write_summary', { ...m, content: BODY }),
        call('a', 'add_attendee', { ...m, name: 'Zed Cancelled' }),
        cancel('w1'),
        cancel('w2'),
        cancel('s'),
        cancel('a'),
      );
      expect((await mcp.reply('w0')).result?.content?.[0]?.text).toMatch(/^appended 1 line /);
      // A write called after them runs after them (one queue): once it answered, they are settled.
      mcp.send(call('w9', 'write_projectfile', { ...m, ...line('- W9') }));
      expect((await mcp.reply('w9')).result?.isError).toBe(false);
      const finish = await (mcp.send(call('f', 'finish_summary', m)), mcp.reply('f'));
      expect(finish.result?.content?.[0]?.text).toMatch(/no summary to commit/);
      mcp.child.stdin.end();
      expect(await mcp.closed).toBe(0);
      expect(await read(DECISIONS)).toBe(`${before}- W0\n- W9\n`);
      // The meeting note gets its context link (the audit of W0), never the cancelled attendee.
      expect(await read(`Meetings/${meeting}.md`)).not.toContain('Zed Cancelled');
      // A cancelled request is never answered; the server's log says each was dropped.
      for (const id of ['w1', 'w2', 's', 'a'])
        expect(mcp.messages.some((x) => x.id === id && x.method === undefined)).toBe(false);
      for (const name of ['write_projectfile', 'write_summary', 'add_attendee'])
        expect(mcp.stderr()).toContain(
          `cancelled: the client cancelled this ${name} call before it started; nothing was written by it`,
        );
    }, 60_000);
  }

  it('X5 (compact): a cancelled queued apply_changes applies none of its ops', async () => {
    const before = await read(DECISIONS);
    const mcp = t.mcp(['--vault', t.vault.root, '--meeting', meeting, '--tools', 'compact']);
    await mcp.initialize();
    mcp.send(
      call('c0', 'apply_changes', { ops: [{ op: 'write_projectfile', ...line('- C0') }] }),
      call('c1', 'apply_changes', {
        ops: [
          { op: 'write_projectfile', ...line('- C1') },
          { op: 'write_projectfile', project: 'remote-control', path: 'x5-new.md', content: 'new\n' },
          { op: 'write_summary', content: BODY },
        ],
      }),
      cancel('c1'),
    );
    expect(JSON.parse((await mcp.reply('c0')).result?.content?.[0]?.text ?? '{}')).toMatchObject({
      applied: 1,
    });
    mcp.send(call('c9', 'apply_changes', { ops: [{ op: 'write_projectfile', ...line('- C9') }] }));
    await mcp.reply('c9');
    mcp.child.stdin.end();
    expect(await mcp.closed).toBe(0);
    expect(await read(DECISIONS)).toBe(`${before}- C0\n- C9\n`);
    await expect(read('Projects/remote-control/x5-new.md')).rejects.toThrow(/ENOENT/);
    expect(mcp.stderr()).toContain(
      'cancelled: the client cancelled this apply_changes call before it started',
    );
  }, 60_000);
});

describe('X7: finish_summary and cancellation', () => {
  it('X7: a finish_summary cancelled before it started commits nothing; the draft is kept and the next one commits it', async () => {
    const mcp = t.mcp(['--vault', t.vault.root, '--meeting', meeting]);
    await mcp.initialize();
    // L285: the host's model reads the transcript before it finishes.
    mcp.send(
      call('r', 'read_transcript', { from: 7, to: 9 }),
      call('s', 'write_summary', { content: BODY }),
      call('f1', 'finish_summary', {}),
      cancel('f1'),
    );
    expect((await mcp.reply('s')).result?.isError).toBe(false);
    mcp.send(call('r', 'read_meetingnote', {}));
    await mcp.reply('r');
    await expect(read(SUMMARY)).rejects.toThrow(/ENOENT/);
    mcp.send(call('f2', 'finish_summary', {}));
    expect((await mcp.reply('f2')).result?.content?.[0]?.text).toMatch(
      new RegExp(`^summary written: ${SUMMARY}`),
    );
    mcp.child.stdin.end();
    expect(await mcp.closed).toBe(0);
    expect(await read(SUMMARY)).toContain('Kickoff of the functional design');
    expect(mcp.stderr()).toContain(
      'cancelled: the client cancelled this finish_summary call before it started',
    );
  }, 60_000);

  for (const fixed of [true, false]) {
    it(`X7 (${fixed ? '--meeting' : 'meeting per call'}): a finish_summary after a commit says the summary was committed where, not "nothing was written"`, async () => {
      const mcp = t.mcp(['--vault', t.vault.root, ...(fixed ? ['--meeting', meeting] : [])]);
      await mcp.initialize();
      const m = fixed ? {} : { meeting };
      mcp.send(
        call('r', 'read_transcript', { ...m, from: 7, to: 9 }),
        call('s', 'write_summary', { ...m, content: BODY }),
        call('f1', 'finish_summary', m),
      );
      expect((await mcp.reply('f1')).result?.content?.[0]?.text).toMatch(/^summary written: /);
      // The client cancels late (the commit already happened) and presses "finish" again.
      mcp.send(cancel('f1'), call('f2', 'finish_summary', m));
      const again = await mcp.reply('f2');
      expect(again.result?.isError).toBe(false);
      const text = again.result?.content?.[0]?.text ?? '';
      expect(text).toMatch(new RegExp(`^already committed: ${SUMMARY} was written at \\d{4}-\\d\\d-\\d\\dT`));
      expect(text).not.toMatch(/no summary to commit/);
      mcp.child.stdin.end();
      expect(await mcp.closed).toBe(0);
    }, 60_000);
  }

  it('X7 (leftover 5): a finish_summary in a new server after the commit, or on a meeting summarized before, says it was already committed', async () => {
    const first = t.mcp(['--vault', t.vault.root]);
    await first.initialize();
    first.send(
      call('r', 'read_transcript', { meeting, from: 7, to: 9 }),
      call('s', 'write_summary', { meeting, content: BODY }),
      call('f1', 'finish_summary', { meeting }),
    );
    expect((await first.reply('f1')).result?.content?.[0]?.text).toMatch(/^summary written: /);
    first.child.stdin.end();
    expect(await first.closed).toBe(0);
    const committed = await read(SUMMARY);
    // A new server knows nothing of the first one's commit: the meeting note says it.
    const second = t.mcp(['--vault', t.vault.root]);
    await second.initialize();
    const kickoff = '2026-03-09 Remote control kickoff';
    second.send(
      call('f2', 'finish_summary', { meeting }),
      call('f3', 'finish_summary', { meeting: kickoff }),
    );
    for (const [id, summary] of [
      ['f2', SUMMARY],
      ['f3', `Summaries/${kickoff}.md`],
    ] as const) {
      const again = await second.reply(id);
      expect(again.result?.isError, id).toBe(false);
      expect(again.result?.content?.[0]?.text).toBe(
        `already committed: ${summary} is this meeting's summary (status: summarized); this session's draft is empty, so nothing was written. To replace it, write_summary a new one and call finish_summary again.`,
      );
    }
    // A meeting with no summary yet still says there is nothing to commit.
    second.send(call('f4', 'finish_summary', { meeting: '2026-03-11 Remote control conceptual design' }));
    expect((await second.reply('f4')).result?.content?.[0]?.text).toMatch(/no summary to commit/);
    second.child.stdin.end();
    expect(await second.closed).toBe(0);
    expect(await read(SUMMARY)).toBe(committed);
  }, 60_000);

  it('leftover 5: every granular tool ma mcp lists, finish_summary and list_meetings included, has a description of at most 200 characters; finish_summary names the second call', async () => {
    for (const profile of ['granular']) {
      const mcp = t.mcp(['--vault', t.vault.root, '--tools', profile]);
      await mcp.initialize();
      mcp.send({ id: 'l', method: 'tools/list', params: {} });
      const tools = (await mcp.reply('l')).result?.tools as { name: string; description: string }[];
      for (const tool of tools)
        expect(tool.description.length, `${profile} ${tool.name}`).toBeLessThanOrEqual(200);
      expect(tools.find((x) => x.name === 'finish_summary')?.description).toContain('A second call');
      mcp.child.stdin.end();
      expect(await mcp.closed).toBe(0);
    }
  }, 60_000);
});
