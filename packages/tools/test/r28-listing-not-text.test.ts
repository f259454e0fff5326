/**
 * R28: `list_projectfiles` (and the compact `query_meeting` view `projectfiles`) marks a file that
 * `read_projectfile` refuses (binary, UTF-16, bytes that are not UTF-8) with its size and that it is
 * not a UTF-8 text file, never a line count, and counts say "1 line" (not "1 lines") in listings and
 * in read results. Real files in a temp copy of the sample vault.
 * Spec: docs/tools.md (UTF-8 text files only; `list_projectfiles`); review R28.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());
const P = 'remote-control';

describe('R28: listings mark files the read tools refuse', () => {
  it('binary, UTF-16 and Latin-1 files: kind, size, not readable; one-line files say "1 line"', async () => {
    t = await sampleSession();
    const dir = path.join(t.root, 'Projects', P);
    const png = randomBytes(5000);
    png[10] = 0; // at least one NUL byte: binary
    await writeFile(path.join(dir, 'diagram.png'), png);
    await writeFile(path.join(dir, 'u16.txt'), Buffer.from([0xff, 0xfe, 0x68, 0x00, 0x69, 0x00]));
    await writeFile(path.join(dir, 'latin.txt'), Buffer.from('Caf\xe9\nna\xefve\n', 'latin1'));
    await writeFile(path.join(dir, 'a.md'), 'x');
    await writeFile(path.join(dir, 'b.md'), 'x\ny\n');
    await writeFile(path.join(dir, 'empty.md'), '');
    await writeFile(path.join(dir, 'one.bin'), Buffer.from([0]));
    // A character split across the reader's 64 KiB chunks is still text.
    await writeFile(path.join(dir, 'split.md'), `${'a'.repeat(65535)}é😀\n`);
    const out = await runTool(t.session, 'list_projectfiles', { project: P });
    const lines = out.split('\n');
    expect(lines).toContain('diagram.png (binary, 5,000 bytes; not a UTF-8 text file, cannot be read)');
    expect(lines).toContain('u16.txt (UTF-16, 6 bytes; not a UTF-8 text file, cannot be read)');
    expect(lines).toContain(
      'latin.txt (bytes that are not UTF-8, 11 bytes; not a UTF-8 text file, cannot be read)',
    );
    expect(lines).toContain('one.bin (binary, 1 byte; not a UTF-8 text file, cannot be read)');
    expect(lines).toContain('a.md (1 line)');
    expect(lines).toContain('b.md (2 lines)');
    expect(lines).toContain('empty.md (0 lines)');
    expect(lines).toContain('split.md (1 line)');
    expect(out).not.toMatch(/\b1 lines\b/);
    // The listing agrees with the read tool: what it marks is refused, the rest reads.
    for (const file of ['diagram.png', 'u16.txt', 'latin.txt', 'one.bin'])
      expect(await runTool(t.session, 'read_projectfile', { project: P, path: file })).toMatch(
        /^refused: .*: not a UTF-8 text file /,
      );
    expect(await runTool(t.session, 'read_projectfile', { project: P, path: 'a.md' })).toBe(
      `Projects/${P}/a.md · lines 1–1 of 1\n1│x`,
    );
    const compact = toolDefinitions(t.session, { profile: 'compact' }).find(
      (d) => d.name === 'query_meeting',
    );
    const view = JSON.parse(
      (await compact?.execute({ view: 'projectfiles', filters: { project: P } })) ?? '{}',
    ) as { text: string };
    expect(view.text).toBe(out);
  });

  it('read results count one line and one character in the singular', async () => {
    t = await sampleSession();
    await writeFile(path.join(t.root, 'Projects', P, 'a.md'), 'x');
    expect(await runTool(t.session, 'read_projectfile', { project: P, path: 'a.md', from: 5 })).toBe(
      `Projects/${P}/a.md · no lines in range: from 5 is past the end (1 line)`,
    );
    expect(
      await runTool(t.session, 'read_projectfile', { project: P, path: 'a.md', from: 1, from_char: 3 }),
    ).toBe(`Projects/${P}/a.md · nothing shown: from_char 3 is past the end of line 1 (1 character; 1 line)`);
  });
});
