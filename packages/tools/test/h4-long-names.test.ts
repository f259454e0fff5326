/**
 * Issue 9 H4 in the tools: a legal long name is written (no ENAMETOOLONG from the temp file), a
 * name the file system cannot take is a `refused:` result (not an I/O error) and nothing changes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';

describe('H4: long names in tool writes', () => {
  it('H4: write_projectfile creates and appends to files with 232-character and 78-CJK-character names', async () => {
    t = await sampleSession(MEETINGS.functional);
    for (const name of [`${'n'.repeat(232)}.md`, `${'議'.repeat(78)}.md`]) {
      expect(await runTool(t.session, 'write_projectfile', { project: P, path: name, content: 'a' })).toBe(
        `created Projects/${P}/${name} (1 line)`,
      );
      await runTool(t.session, 'write_projectfile', { project: P, path: name, content: 'b' });
      expect(await readFile(path.join(t.root, 'Projects', P, name), 'utf8')).toBe('a\nb\n');
    }
  });

  it('H4: a file or folder name over 255 bytes is refused with a clear message; nothing is written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const tree = await hashTree(t.root);
    const cases = [`${'議'.repeat(86)}.md`, `${'d'.repeat(300)}/notes.md`, `${'f'.repeat(253)}.md`];
    for (const name of cases) {
      const out = await runTool(t.session, 'write_projectfile', { project: P, path: name, content: 'x' });
      expect(out).toMatch(
        /^refused: path: the name ".+" is too long for the file system \(\d+ bytes in UTF-8; at most 255 per file or folder name\); nothing was written; use a shorter file or folder name/,
      );
    }
    expect(await hashTree(t.root)).toBe(tree);
  });
});
