/**
 * R11: a file the tools create compares with existing names as Obsidian does (Unicode NFC, then
 * case-insensitively): `write_projectfile` with an NFC name updates the NFD-named file macOS wrote
 * and puts a new file into the existing NFD-named or other-case folder, never a twin.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';
const NFC = 'Café sync.md';
const NFD = NFC.normalize('NFD');

describe('R11: write_projectfile names compare by NFC and case', () => {
  it('R11: an NFC path updates the NFD-named file instead of creating a twin', async () => {
    t = await sampleSession();
    const project = path.join(t.root, 'Projects', P);
    await writeFile(path.join(project, NFD), 'one\n');
    const out = await runTool(t.session, 'write_projectfile', { project: P, path: NFC, content: 'two' });
    expect(out).toBe(`appended 1 line to Projects/${P}/${NFD} (now 2 lines)`);
    expect((await readdir(project)).filter((n) => n.normalize('NFC') === NFC)).toEqual([NFD]);
    expect(await readFile(path.join(project, NFD), 'utf8')).toBe('one\ntwo\n');
    const upper = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'CAFÉ SYNC.md',
      content: 'x',
    });
    expect(upper).toBe(`appended 1 line to Projects/${P}/${NFD} (now 3 lines)`);
  });

  it('R11: a new file goes into the existing NFD-named or other-case folder', async () => {
    t = await sampleSession();
    const project = path.join(t.root, 'Projects', P);
    await mkdir(path.join(project, 'Réunions'.normalize('NFD'), 'Notes'), { recursive: true });
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'Réunions/notes/new.md',
      content: 'x',
    });
    expect(out).toBe(`created Projects/${P}/${'Réunions'.normalize('NFD')}/Notes/new.md (1 line)`);
    expect((await readdir(project)).filter((n) => n.normalize('NFC') === 'Réunions')).toHaveLength(1);
    expect(await readdir(path.join(project, 'Réunions'.normalize('NFD')))).toEqual(['Notes']);
  });
});
