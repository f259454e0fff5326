/**
 * reviewA S4 (session 20): a project file holding only a UTF-8 byte order mark was `(1 line)` in `list_projectfiles`
 * but `empty (0 lines)` in `read_projectfile`. The listing's line count (core `listFiles`) now agrees with the line
 * reader (`streamLines`) for that file and for the other smallest files. Real files in a temp copy of the sample vault.
 * Spec: seed 000 (`list_projectfiles`: relative paths, line counts); docs/tools.md (Read output).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { streamLines } from '../lines/stream-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { listFiles } from './list-files.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

/** How many lines the line reader gives for `abs`. */
async function readerLines(abs: string): Promise<number> {
  let n = 0;
  for await (const _ of streamLines(abs)) n++;
  return n;
}

describe('S4 (reviewA, session 20): a listing counts lines as the reader reads them', () => {
  it('S4 a file of only a BOM is 0 lines in the listing, as in the reader; the other smallest files agree too', async () => {
    const folder = 'Projects/remote-control';
    const files: Record<string, Buffer> = {
      'bom-only.md': Buffer.from([0xef, 0xbb, 0xbf]),
      'bom-newline.md': Buffer.from([0xef, 0xbb, 0xbf, 0x0a]),
      'bom-a.md': Buffer.from([0xef, 0xbb, 0xbf, 0x61]),
      'empty.md': Buffer.alloc(0),
      'newline.md': Buffer.from('\n'),
      'crlf.md': Buffer.from('\r\n'),
      'a.md': Buffer.from('a'),
      'ab.md': Buffer.from('a\nb\n'),
    };
    for (const [name, bytes] of Object.entries(files))
      await writeFile(path.join(vault.root, folder, name), bytes);
    const listed = new Map((await listFiles(vault, folder)).map((e) => [e.path.split('/').pop(), e.lines]));
    expect(listed.get('bom-only.md')).toBe(0);
    for (const name of Object.keys(files)) {
      expect(listed.get(name), name).toBe(await readerLines(path.join(vault.root, folder, name)));
    }
  });
});
