/**
 * fixesB L121: a project path with a leading or trailing space, a trailing dot, or another case/Unicode normalisation
 * of an existing file, on `write_projectfile` as on `read_projectfile`, in any segment (` notes/a.md`, `notes /a.md`):
 * - a write refused such a name without saying which file was meant, and a name with a LEADING space was created,
 *   a twin of the file shown the same in Obsidian (` decisions.md` beside `decisions.md`);
 * - now every such write is refused with `did you mean "<the existing file>"?`, nothing created, no file changed, and a
 *   read says the same; a new name starting with a space is refused like one ending with one (core, R13 rule).
 * Real files over a temp copy of the sample vault.
 * Spec: docs/tools.md, Paths (names a write creates; did-you-mean); L101; R13.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

const P = 'remote-control';
/** NFD spelling of the file created in the tests (`é` as `e` + U+0301). */
const CAFE_NFD = 'Cafe\u0301 notes.md';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** Every file below the project folder with its bytes, to show a refused call changed nothing. */
async function projectFiles(root: string): Promise<Record<string, string>> {
  const base = path.join(root, 'Projects', P);
  const out: Record<string, string> = {};
  for (const entry of await readdir(base, { recursive: true, withFileTypes: true })) {
    const abs = path.join(entry.parentPath, entry.name);
    out[path.relative(base, abs)] = entry.isFile() ? await readFile(abs, 'utf8') : '<folder>';
  }
  return out;
}

async function setUp(): Promise<void> {
  t = await sampleSession(MEETINGS.functional);
  const base = path.join(t.root, 'Projects', P);
  await mkdir(path.join(base, 'notes'));
  await writeFile(path.join(base, 'notes', 'a.md'), 'note a\n');
  await writeFile(path.join(base, CAFE_NFD), 'cafe\n');
}

/** Paths that mean an existing file, and the file each means (as spelled on disk). */
const MEANT: [string, string][] = [
  ['decisions.md ', 'decisions.md'],
  [' decisions.md', 'decisions.md'],
  [' decisions.md ', 'decisions.md'],
  ['decisions.md.', 'decisions.md'],
  ['decisions.md\u00a0', 'decisions.md'],
  ['DECISIONS.md ', 'decisions.md'],
  [' notes/a.md', 'notes/a.md'],
  ['notes /a.md', 'notes/a.md'],
  ['Notes/A.md ', 'notes/a.md'],
  ['Caf\u00e9 Notes.md ', CAFE_NFD],
];

describe('L121: a path with spaces or dots around a name gets "did you mean", never a twin', () => {
  it('L121: write_projectfile: refused with did you mean the existing file, nothing created or changed', async () => {
    await setUp();
    const before = await projectFiles(t.root);
    for (const [given, meant] of MEANT) {
      const out = await runTool(t.session, 'write_projectfile', { project: P, path: given, content: 'x\n' });
      expect(isRefusal(out), JSON.stringify(given)).toBe(true);
      expect(out, JSON.stringify(given)).toContain(`cannot create ${JSON.stringify(given)}`);
      expect(out, JSON.stringify(given)).toContain(`did you mean "${meant}"?`);
      expect(out, JSON.stringify(given)).toContain('nothing was written');
    }
    expect(await projectFiles(t.root)).toEqual(before);
  });

  it('L121: read_projectfile: not found, with did you mean the existing file', async () => {
    await setUp();
    for (const [given, meant] of MEANT) {
      const out = await runTool(t.session, 'read_projectfile', { project: P, path: given });
      expect(isRefusal(out), JSON.stringify(given)).toBe(true);
      expect(out, JSON.stringify(given)).toContain(`did you mean "${meant}"?`);
    }
  });

  it('L121: a new name starting or ending with a space is refused, nothing created; a plain new name is created', async () => {
    await setUp();
    const before = await projectFiles(t.root);
    for (const given of [' brand-new.md', 'brand-new.md ', ' new folder/x.md']) {
      const out = await runTool(t.session, 'write_projectfile', { project: P, path: given, content: 'x\n' });
      expect(isRefusal(out), JSON.stringify(given)).toBe(true);
      expect(out, JSON.stringify(given)).toMatch(/starts with a space|ends with a dot or a space/);
      expect(out, JSON.stringify(given)).not.toContain('did you mean');
    }
    expect(await projectFiles(t.root)).toEqual(before);
    const plain = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'brand-new.md',
      content: 'x\n',
    });
    expect(plain).toBe(`created Projects/${P}/brand-new.md (1 line)`);
  });
});
