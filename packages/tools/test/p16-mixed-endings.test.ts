/**
 * Review4 P16: `write_projectfile` insert and range replace on a file with mixed line endings keep
 * every untouched line's bytes (its own CRLF or LF), so the audit's diff is the whole change; a
 * CR-only file keeps its final CR. Real files in a temp sample vault copy.
 * Spec: docs/tools.md (Write modes); hostile case B10; review4 P16.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';
const abs = (name: string) => path.join(t.root, 'Projects/remote-control', name);

describe('P16: line edits keep the endings of untouched lines', () => {
  it('P16: insert and range replace in a mixed LF/CRLF file change only the named lines', async () => {
    t = await sampleSession(MEETINGS.functional);
    await writeFile(abs('mixed.md'), 'alpha\nbeta\r\ngamma\r\ndelta\n');
    expect(
      await runTool(t.session, 'write_projectfile', {
        project: P,
        path: 'mixed.md',
        insert: 1,
        content: 'ins',
      }),
    ).toMatch(/^inserted 1 line before line 1/);
    expect(await readFile(abs('mixed.md'), 'utf8')).toBe('ins\nalpha\nbeta\r\ngamma\r\ndelta\n');
    await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'mixed.md',
      from: 4,
      to: 4,
      content: 'GAMMA',
    });
    expect(await readFile(abs('mixed.md'), 'utf8')).toBe('ins\nalpha\nbeta\r\nGAMMA\r\ndelta\n');
  });

  it('P16 / review9 V11: an insert into a CR-only file is refused (lone CR line breaks) and the file keeps its bytes', async () => {
    t = await sampleSession(MEETINGS.functional);
    await writeFile(abs('cr.md'), 'a\rb\rc\r');
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'cr.md',
      insert: 1,
      content: 'ins',
    });
    expect(out).toMatch(/^refused: cr\.md: cannot be read as lines \(its line breaks are lone CRs/);
    expect(await readFile(abs('cr.md'), 'utf8')).toBe('a\rb\rc\r');
  });
});
