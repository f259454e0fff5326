/**
 * reviewA R13 (session 23): a from/to write to an empty project file, to a project file not created
 * yet, or to the empty summary draft was refused with an impossible range to use:
 * `line range outside the file (it has 0 lines); from/to must lie within 1–0; insert within 1–1`.
 * It now says there is no line to name and how to write the first lines (append, or insert: 1);
 * still nothing is written, and a file with lines keeps the range wording. Real tools on a
 * sample-vault copy.
 * Spec: reviewA R13; docs/tools.md (Write modes: ranges outside the file say the line count).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const EMPTY =
  'refused: line range outside the file (it has 0 lines): it is empty or not created yet, so from/to name no line; append (no from/to/insert) or insert: 1 writes its first lines';

describe('R13 (reviewA, session 23): a range on an empty or missing file', () => {
  it('R13: write_projectfile from/to on an empty file and on a missing one, write_summary on the empty draft, write_context with no context note yet: no "1–0" range, nothing written', async () => {
    t = await sampleSession();
    const folder = path.join(t.root, 'Projects/remote-control');
    await writeFile(path.join(folder, 'empty.md'), '');
    const files = await readdir(folder);
    for (const file of ['empty.md', 'not-yet.md']) {
      const out = await runTool(t.session, 'write_projectfile', {
        project: 'remote-control',
        path: file,
        content: 'x',
        from: 1,
        to: 1,
      });
      expect(out).toBe(EMPTY);
    }
    expect(await readdir(folder)).toEqual(files);
    expect(await readFile(path.join(folder, 'empty.md'), 'utf8')).toBe('');
    expect(await runTool(t.session, 'write_summary', { content: 'x', from: 1, to: 2 })).toBe(EMPTY);
    expect(await runTool(t.session, 'write_context', { content: 'x', from: 1, to: 1 })).toBe(EMPTY);
    expect(
      await runTool(t.session, 'write_projectfile', {
        project: 'remote-control',
        path: 'empty.md',
        content: 'x',
        insert: 1,
      }),
    ).toMatch(/^inserted 1 line before line 1 in Projects\/remote-control\/empty\.md/);
    expect(
      await runTool(t.session, 'write_projectfile', {
        project: 'remote-control',
        path: 'empty.md',
        content: 'y',
        from: 2,
        to: 2,
      }),
    ).toBe(
      'refused: line range outside the file (it has 1 line); from/to must lie within 1–1; insert within 1–2',
    );
  });
});
