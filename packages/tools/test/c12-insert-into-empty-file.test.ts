/**
 * Spec audit C12 (docs/tools.md, Write modes: "`insert: n` → insert before line n (n = lines+1
 * appends)"; docs/vault-format.md, Appending: "a new or empty file ends with a line break").
 * `insert: 1` into a missing or empty file is an append, so it leaves the same bytes an append
 * does: the content followed by a line break. Before, it wrote `y` with no final line break, and
 * every later append then kept the file without one. Real files in a temp copy of the sample vault.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';
const file = (name: string) => path.join(t.root, 'Projects', P, name);

describe('C12 insert at lines + 1 into a missing or empty file writes what append writes', () => {
  it('C12 insert: 1 creates a missing file ending with a line break, byte-equal to an append', async () => {
    t = await sampleSession(MEETINGS.functional);
    const inserted = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'by-insert.md',
      content: '- first idea',
      insert: 1,
    });
    expect(inserted).toBe('created Projects/remote-control/by-insert.md (1 line)');
    await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'by-append.md',
      content: '- first idea',
    });
    expect(await readFile(file('by-insert.md'), 'utf8')).toBe('- first idea\n');
    expect(await readFile(file('by-append.md'), 'utf8')).toBe('- first idea\n');
  });

  it('C12 insert: 1 into an empty file ends with a line break, and a later append keeps one', async () => {
    t = await sampleSession(MEETINGS.functional);
    await writeFile(file('empty.md'), '');
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'empty.md',
      content: 'x',
      insert: 1,
    });
    expect(out).toBe('inserted 1 line before line 1 in Projects/remote-control/empty.md (now 1 line)');
    expect(await readFile(file('empty.md'), 'utf8')).toBe('x\n');
    await runTool(t.session, 'write_projectfile', { project: P, path: 'empty.md', content: 'y' });
    expect(await readFile(file('empty.md'), 'utf8')).toBe('x\ny\n');
  });

  it('C12 a file that ends without a line break keeps that, for insert at the end as for append', async () => {
    t = await sampleSession(MEETINGS.functional);
    await writeFile(file('open.md'), 'a');
    await runTool(t.session, 'write_projectfile', { project: P, path: 'open.md', content: 'b', insert: 2 });
    expect(await readFile(file('open.md'), 'utf8')).toBe('a\nb');
  });
});
