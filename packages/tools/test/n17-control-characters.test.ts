/**
 * N17 (hostile review): no write tool writes a control character (NUL, ESC, a lone CR, other C0/C1
 * controls): one NUL would make a project file or the summary "binary" for every later read and
 * search. Such a call is refused naming the argument and the place, and every file stays as it was;
 * tabs, CRLF line ends and right-to-left marks are text and are written. Granular and compact
 * profiles; real files on a temp copy of the sample vault.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMeetingTools } from '../src/create-meeting-tools.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const DECISIONS = 'Projects/remote-control/decisions.md';

describe('N17: control characters are never written', () => {
  const bad: Array<[string, string, RegExp]> = [
    ['a NUL', '- 2026-03-10: ok\u0000', /content holds a control character \(U\+0000, line 1, column 17\)/],
    ['an ESC sequence', 'a\n\u001b[31mred', /\(U\+001B, line 2, column 1\)/],
    ['a lone CR', 'shown\rhidden', /\(U\+000D, line 1, column 6\)/],
    ['a C1 control', 'x\u0085y', /\(U\+0085/],
  ];
  for (const [what, content, message] of bad) {
    it(`${what}: write_projectfile is refused and the file is unchanged`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const file = path.join(t.root, DECISIONS);
      const before = await readFile(file);
      const out = await runTool(t.session, 'write_projectfile', {
        project: 'remote-control',
        path: 'decisions.md',
        content,
      });
      expect(out).toMatch(/^refused: /);
      expect(out).toMatch(message);
      expect(out).toMatch(/nothing was written; send visible text, tabs and line breaks only/);
      expect(await readFile(file)).toEqual(before);
    });
  }

  it('write_summary, write_context and a compact apply_changes op are refused the same way', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(await runTool(t.session, 'write_summary', { content: '## Summary\n- red (L4)\u0000' })).toMatch(
      /^refused: content holds a control character \(U\+0000/,
    );
    expect(t.session.summaryDraft.read() ?? '').toBe('');
    expect(await runTool(t.session, 'write_context', { content: 'x\u001b]0;title\u0007' })).toMatch(
      /^refused: content holds a control character \(U\+001B/,
    );
    const before = await readFile(path.join(t.root, DECISIONS));
    const tools = createMeetingTools(t.session, { profile: 'compact' }) as unknown as Record<
      string,
      { execute: (a: unknown, o: unknown) => Promise<string> }
    >;
    const out = JSON.parse(
      await tools.apply_changes!.execute(
        {
          ops: [
            { op: 'write_projectfile', project: 'remote-control', path: 'decisions.md', content: 'a\u0000' },
          ],
        },
        { toolCallId: 'c1', messages: [] },
      ),
    );
    expect(out.applied).toBe(0);
    expect(out.rejected[0].reason).toMatch(/control character \(U\+0000/);
    expect(await readFile(path.join(t.root, DECISIONS))).toEqual(before);
  });

  it('tabs, CRLF line ends and right-to-left marks are text and are written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const content = '- 2026-03-10:\tok\r\n- \u200fשלום\u200e and 👨\u200d👩\u200d👧\r\n';
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'notes-rtl.md',
      content,
    });
    expect(out).toMatch(/^created /);
    expect(await readFile(path.join(t.root, 'Projects/remote-control/notes-rtl.md'), 'utf8')).toBe(content);
  });
});

describe('N7: a refusal quoting what the model sent writes its control characters out', () => {
  it('an unbound project id with an ESC sequence and a bidi override', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'read_projectfile', {
      project: 'remote-control\u001b[31m\u202e',
      path: 'x.md',
    });
    expect(out).toMatch(/^refused: project "remote-control\\x1b\[31m\\u202e" is not bound/);
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u202e]/);
  });
});
