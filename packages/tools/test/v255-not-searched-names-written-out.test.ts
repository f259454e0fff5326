/**
 * V255: `search`'s not-searched notes printed a file's name as it is, so a project file named with a
 * line break (`old\nnotes.md`, Latin-1, with a match; or a note over 50 MiB, V254) broke its note over
 * two lines, the second reading as a line of its own, and a name's escape sequence reached the
 * terminal or MCP client: every other listed name is written out (review3 M10). Now each note is
 * written out as names are (`old\nnotes.md`): one note, one line. Real fs (a sample-vault copy, one
 * real 60 MB text note), real tools, real ripgrep.
 * Spec: docs/tools.md (hidden names: a listed name is written out; search's not-searched notes); review3 M10.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

const BIG = 60 * 1024 * 1024;
let t: TestSession;

beforeAll(async () => {
  t = await sampleSession();
  const folder = path.join(t.root, 'Projects/remote-control');
  await writeFile(path.join(folder, 'old\nnotes.md'), Buffer.from('quokka caf\xe9\n', 'latin1'));
  const text = Buffer.alloc(BIG, 'a line of a long meeting log\n');
  text.write('\nquokka budget line\n', BIG - 20);
  await writeFile(path.join(folder, 'big\x1b]0;x\x07log.md'), text);
}, 60_000);
afterAll(() => t.cleanup());

describe('V255: a not-searched note writes the name out', () => {
  it('V255: a Latin-1 file and a file over 50 MiB named with a line break or an escape: one note a line', async () => {
    const lines = (await runTool(t.session, 'search', { query: 'quokka' })).split('\n');
    expect(lines[0]).toBe('no matches');
    expect(lines.slice(1, 3)).toEqual([
      'note: Projects/remote-control/big\\x1b]0;x\\x07log.md: not searched: larger than 50 MiB (62,914,560 bytes; search reads files up to 52,428,800 bytes)',
      expect.stringMatching(
        /^note: Projects\/remote-control\/old\\nnotes\.md: not searched: not a UTF-8 text file/,
      ),
    ]);
    expect(lines.every((l) => !l.includes('\x1b'))).toBe(true);
  });
});
