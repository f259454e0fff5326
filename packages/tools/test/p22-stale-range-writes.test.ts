/**
 * Review4 P22: a write that rests on the lines the model read (`from`+`to`, `insert`,
 * `replace_file`) is refused when the file changed since the session last read it (by another
 * program: Obsidian, a recorder, a sync), every file left as it was; reading again makes the write
 * work. Appends, writes to a file never read in the session and files that only grew at the end
 * are written as before. Real files in a temp sample vault copy, changed behind the tools' back.
 * Spec: docs/stale-writes.md; docs/tools.md (Write modes); review4 P22.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';
const DECISIONS = 'Projects/remote-control/decisions.md';
const abs = (rel: string) => path.join(t.root, rel);
const BANNER = '> Important: keep this banner (added by the user)\n';

async function prependBanner(rel: string): Promise<string> {
  const text = `${BANNER}${await readFile(abs(rel), 'utf8')}`;
  await writeFile(abs(rel), text); // as Obsidian saves: in place, another program
  return text;
}

describe('P22: ranged writes refuse a file that changed since it was read', () => {
  it('P22: read, the user adds a line at the top, from+to → refused, nothing written; read again → written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const read = await runTool(t.session, 'read_projectfile', { project: P, path: 'decisions.md' });
    expect(read).toContain('3│- 2026-03-09: Financial targets');
    const changed = await prependBanner(DECISIONS);
    const tree = await hashTree(t.root);
    const refused = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'decisions.md',
      from: 3,
      to: 3,
      content: '- 2026-03-09: Financial targets CONFIRMED again.',
    });
    expect(refused).toMatch(/^refused: Projects\/remote-control\/decisions\.md changed since you read it/);
    expect(refused).toContain('(by another program?)');
    expect(refused).toContain('now 5 lines, was 4');
    expect(refused).toContain('read it again');
    expect(refused).toContain('nothing was written');
    expect(await hashTree(t.root)).toBe(tree);
    expect(await readFile(abs(DECISIONS), 'utf8')).toBe(changed);

    const again = await runTool(t.session, 'read_projectfile', { project: P, path: 'decisions.md' });
    expect(again).toContain('4│- 2026-03-09: Financial targets');
    expect(
      await runTool(t.session, 'write_projectfile', {
        project: P,
        path: 'decisions.md',
        from: 4,
        to: 4,
        content: '- 2026-03-09: Financial targets CONFIRMED again.',
      }),
    ).toMatch(/^replaced line 4/);
    const lines = (await readFile(abs(DECISIONS), 'utf8')).split('\n');
    expect(lines[0]).toBe(BANNER.trimEnd());
    expect(lines[3]).toBe('- 2026-03-09: Financial targets CONFIRMED again.');
    expect(lines[2]).toBe('');
  });

  it('P22: insert and replace_file are refused the same way; an append is written', async () => {
    t = await sampleSession(MEETINGS.functional);
    await runTool(t.session, 'read_projectfile', { project: P, path: 'decisions.md' });
    const changed = await prependBanner(DECISIONS);
    for (const mode of [{ insert: 2 }, { replace_file: true }]) {
      const out = await runTool(t.session, 'write_projectfile', {
        project: P,
        path: 'decisions.md',
        content: 'x',
        ...mode,
      });
      expect(out).toMatch(/^refused: .*changed since you read it/);
      expect(await readFile(abs(DECISIONS), 'utf8')).toBe(changed);
    }
    expect(
      await runTool(t.session, 'write_projectfile', { project: P, path: 'decisions.md', content: '- new' }),
    ).toMatch(/^appended 1 line/);
  });

  it('P22: a file never read in the session, a file that only grew at its end, and the session’s own writes are not refused', async () => {
    t = await sampleSession(MEETINGS.functional);
    await prependBanner(DECISIONS);
    // Never read in this session: written as asked (docs/stale-writes.md).
    expect(
      await runTool(t.session, 'write_projectfile', {
        project: P,
        path: 'decisions.md',
        from: 1,
        to: 1,
        content: '> banner',
      }),
    ).toMatch(/^replaced line 1/);
    // Read; the user appends a line at the end: the lines read keep their numbers.
    await runTool(t.session, 'read_projectfile', { project: P, path: 'decisions.md' });
    await writeFile(abs(DECISIONS), `${await readFile(abs(DECISIONS), 'utf8')}- appended by the user\n`);
    expect(
      await runTool(t.session, 'write_projectfile', {
        project: P,
        path: 'decisions.md',
        from: 1,
        to: 1,
        content: '> banner 2',
      }),
    ).toMatch(/^replaced line 1/);
    // The session's own write is what it knows: a second ranged write needs no new read.
    expect(
      await runTool(t.session, 'write_projectfile', {
        project: P,
        path: 'decisions.md',
        insert: 2,
        content: 'x',
      }),
    ).toMatch(/^inserted 1 line/);
    expect((await readFile(abs(DECISIONS), 'utf8')).split('\n').slice(0, 2)).toEqual(['> banner 2', 'x']);
  });

  it('P22: a range of the last line read is refused when the user added to that line (no final newline)', async () => {
    t = await sampleSession(MEETINGS.functional);
    await writeFile(abs(DECISIONS), '# Decisions\n- one');
    await runTool(t.session, 'read_projectfile', { project: P, path: 'decisions.md' });
    await writeFile(abs(DECISIONS), '# Decisions\n- one and more the user typed');
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'decisions.md',
      from: 2,
      to: 2,
      content: '- two',
    });
    expect(out).toMatch(/^refused: .*changed since you read it/);
    expect(await readFile(abs(DECISIONS), 'utf8')).toBe('# Decisions\n- one and more the user typed');
  });

  it('P22: write_context ranges rest on read_context; a change of the notes is refused', async () => {
    t = await sampleSession(MEETINGS.functional);
    await runTool(t.session, 'write_context', { content: 'finding one\nfinding two' });
    const context = (await t.session.meeting()).links.context as string;
    const rel = context.endsWith('.md') ? context : `${context}.md`;
    await runTool(t.session, 'read_context', {});
    const text = await readFile(abs(rel), 'utf8');
    const changed = text.replace('finding one\n', 'user line\nfinding one\n');
    await writeFile(abs(rel), changed);
    const out = await runTool(t.session, 'write_context', { from: 2, to: 2, content: 'finding 2' });
    expect(out).toMatch(/changed since you read it/);
    expect(out).toContain('read_context');
    expect(await readFile(abs(rel), 'utf8')).toBe(changed);
    await runTool(t.session, 'read_context', {});
    expect(await runTool(t.session, 'write_context', { from: 3, to: 3, content: 'finding 2' })).toMatch(
      /^replaced line 3/,
    );
  });

  it('P22: override_speaker with a range rests on read_transcript; without one it relabels as before', async () => {
    t = await sampleSession(MEETINGS.functional);
    const meeting = await t.session.meeting();
    const rel = `${(meeting.links.transcript as string).replace(/\.md$/, '')}.md`;
    const read = await runTool(t.session, 'read_transcript', { from: 1, to: 40 });
    const line = read.split('\n').find((l) => /^\d+│\[.*\*\*[^*]+:\*\*/.test(l)) as string;
    const n = Number(line.split('│')[0]);
    const speaker = /\*\*([^*]+):\*\*/.exec(line)?.[1] as string;
    const text = await readFile(abs(rel), 'utf8');
    const lines = text.split('\n');
    lines.splice(n - 1, 0, '[00:00:00] **Someone Else:** a line the recorder added');
    const changed = lines.join('\n');
    await writeFile(abs(rel), changed);
    const out = await runTool(t.session, 'override_speaker', { speaker, name: 'Renamed', from: n, to: n });
    expect(out).toMatch(/^refused: .*changed since you read it/);
    expect(out).toContain('read_transcript');
    expect(await readFile(abs(rel), 'utf8')).toBe(changed);
    expect(await runTool(t.session, 'override_speaker', { speaker, name: 'Renamed' })).toMatch(/^relabelled/);
  });

  it('P22: the compact apply_changes op and query_meeting read take the same rule', async () => {
    t = await sampleSession(MEETINGS.functional);
    const tools = toolDefinitions(t.session, { profile: 'compact' });
    const run = (name: string, input: unknown) =>
      tools.find((d) => d.name === name)?.execute(input) as Promise<string>;
    await run('query_meeting', { view: 'projectfile', filters: { project: P, path: 'decisions.md' } });
    const changed = await prependBanner(DECISIONS);
    const out = JSON.parse(
      await run('apply_changes', {
        ops: [{ op: 'write_projectfile', project: P, path: 'decisions.md', insert: 3, content: '- x' }],
      }),
    );
    expect(out.applied).toBe(0);
    expect(out.rejected[0].reason).toMatch(/changed since you read it/);
    expect(out.rejected[0].reason).toContain('query_meeting');
    expect(await readFile(abs(DECISIONS), 'utf8')).toBe(changed);
  });
});
