/**
 * R13: a file or folder the tools create must have a name Obsidian links and Windows can hold:
 * no `#` `|` `^` `[` `]` (link syntax), none of `: * " < > ?`, no trailing space or dot — in
 * every segment the call would create (folders too). Existing files with such names stay
 * readable and writable. A refused call leaves every file as it was (vault hashed before/after).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';
const BAD_NAMES = [
  'Sprint #3.md',
  'a|b.md',
  'block^ref.md',
  '[draft].md',
  'notes].md',
  'trailing space.md ',
  'trailing dot.md.',
  // N11: the note's name (before the extension) ends with a space or a dot; a leading space.
  'trail .md',
  'x..md',
  'v1.2 .md',
  ' lead.md',
  'Q1: plan.md',
  'what?.md',
  'star*.md',
  'say "hi".md',
  '<tag>.md',
];

describe('R13: names the tools create', () => {
  it('R13: write_projectfile refuses a new file whose name breaks Obsidian links or Windows, in every write mode; nothing changes', async () => {
    t = await sampleSession();
    const before = await hashTree(t.root);
    for (const name of BAD_NAMES) {
      for (const mode of [{}, { replace_file: true }]) {
        const out = await runTool(t.session, 'write_projectfile', {
          project: P,
          path: name,
          content: 'x',
          ...mode,
        });
        expect(out, name).toMatch(
          /^refused: path: cannot create ".*": the name (has|ends with|starts with) /,
        );
        expect(out, name).toContain('nothing was written');
      }
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('R13: every folder segment the write would create is checked too', async () => {
    t = await sampleSession();
    const before = await hashTree(t.root);
    for (const p of [
      'Sprint #3/notes.md',
      'a|b/c/notes.md',
      'ok/[x]/notes.md',
      'dir./notes.md',
      'dir /notes.md',
    ]) {
      const out = await runTool(t.session, 'write_projectfile', { project: P, path: p, content: 'x' });
      expect(out, p).toMatch(/^refused: path: cannot create /);
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('R13: the message names the offending segment and character', async () => {
    t = await sampleSession();
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'plans/Sprint #3.md',
      content: 'x',
    });
    expect(out).toContain('"Sprint #3.md"');
    expect(out).toContain('"#"');
    const dot = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'plans./a.md',
      content: 'x',
    });
    expect(dot).toContain('"plans."');
    expect(dot).toMatch(/ends with a dot or a space/);
  });

  it('R13: existing files and folders with such names stay readable and writable', async () => {
    t = await sampleSession();
    const dir = path.join(t.root, 'Projects', P, 'Sprint #3');
    await mkdir(dir);
    await writeFile(path.join(dir, 'a|b.md'), 'one\n');
    const read = await runTool(t.session, 'read_projectfile', { project: P, path: 'Sprint #3/a|b.md' });
    expect(read.split('\n')).toEqual([`Projects/${P}/Sprint #3/a|b.md · lines 1–1 of 1`, '1│one']);
    const appended = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'Sprint #3/a|b.md',
      content: 'two',
    });
    expect(appended).toBe(`appended 1 line to Projects/${P}/Sprint #3/a|b.md (now 2 lines)`);
    expect(await readFile(path.join(dir, 'a|b.md'), 'utf8')).toBe('one\ntwo\n');
    // A new, safe file inside the existing folder is fine: only created segments are checked.
    const created = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'Sprint #3/ok.md',
      content: 'x',
    });
    expect(created).toBe(`created Projects/${P}/Sprint #3/ok.md (1 line)`);
  });

  it('R13: the compact apply_changes refuses the same names and writes nothing', async () => {
    t = await sampleSession();
    const before = await hashTree(t.root);
    const def = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
    const out = JSON.parse(
      (await def?.execute({
        ops: [{ op: 'write_projectfile', project: P, path: 'x#y.md', content: 'x' }],
      })) ?? '{}',
    ) as { applied: number; rejected: Array<{ reason: string }> };
    expect(out.applied).toBe(0);
    expect(out.rejected[0]?.reason).toMatch(/cannot create "x#y\.md"/);
    expect(await hashTree(t.root)).toBe(before);
  });
});
