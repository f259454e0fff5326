/**
 * Leftovers (session 30 note): `list_projectfiles` listed a sync tool's conflict copies of project files
 * (`decisions (conflicted copy 2026-12-01).md`, `decisions.sync-conflict-….md`) as ordinary files, while
 * `search` leaves them out and names them (L141): the model read the same decisions twice as two files.
 * Now each copy stays in the listing and its count (paging is unchanged) and is marked with its original,
 * by core's rule (`syncConflictCopyOf`, as `ma doctor`): a numbered name (`requirements 2.md`) only beside
 * its original, as a maybe; `Team sync (conflict resolution).md` and a lone `Sprint 2.md` are no copies.
 * Real temp copy of the sample vault.
 * Spec: docs/tools.md (list_projectfiles); docs/hostile-cases.md (sync-conflict copies).
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('list_projectfiles marks sync-conflict copies', () => {
  it('every copy form is listed, counted and marked with its original; look-alike names are not', async () => {
    t = await sampleSession(MEETINGS.functional);
    const project = path.join(t.root, 'Projects/remote-control');
    const before = await runTool(t.session, 'list_projectfiles', { project: 'remote-control' });
    const count = Number(/· (\d+) files/.exec(before)?.[1]);
    for (const copy of [
      'decisions (conflicted copy 2026-12-01).md',
      "decisions (Bob's conflicted copy 2026-12-01).md",
      'decisions.sync-conflict-20261201-101010-ABCDEFG.md',
      'requirements 2.md',
    ])
      await copyFile(path.join(project, 'decisions.md'), path.join(project, copy));
    await mkdir(path.join(project, 'notes'));
    await writeFile(path.join(project, 'notes', 'Plan.sync-conflict-20261201-101010-ABCDEFG.md'), 'a\n');
    await writeFile(path.join(project, 'notes', 'Team sync (conflict resolution).md'), 'b\n');
    await writeFile(path.join(project, 'notes', 'Sprint 2.md'), 'c\n');
    const out = await runTool(t.session, 'list_projectfiles', { project: 'remote-control' });
    expect(out.split('\n')[0]).toBe(`Projects/remote-control · ${count + 7} files`);
    const lines = out.split('\n');
    const line = (name: string) => lines.find((l) => l.startsWith(`${name} (`));
    expect(line('decisions (conflicted copy 2026-12-01).md')).toMatch(
      /^decisions \(conflicted copy 2026-12-01\)\.md \(\d+ lines; sync-conflict copy of decisions\.md, not a file of its own\)$/,
    );
    expect(line("decisions (Bob's conflicted copy 2026-12-01).md")).toContain(
      '; sync-conflict copy of decisions.md, not',
    );
    expect(line('decisions.sync-conflict-20261201-101010-ABCDEFG.md')).toContain(
      '; sync-conflict copy of decisions.md, not a file of its own)',
    );
    expect(line('requirements 2.md')).toMatch(
      /\(\d+ lines; maybe a sync copy of requirements\.md \(the same name with a number\)\)$/,
    );
    expect(line('notes/Plan.sync-conflict-20261201-101010-ABCDEFG.md')).toBe(
      'notes/Plan.sync-conflict-20261201-101010-ABCDEFG.md (1 line; sync-conflict copy of notes/Plan.md, which is gone, not a file of its own)',
    );
    expect(line('notes/Team sync (conflict resolution).md')).toBe(
      'notes/Team sync (conflict resolution).md (1 line)',
    );
    expect(line('notes/Sprint 2.md')).toBe('notes/Sprint 2.md (1 line)');
    expect(line('decisions.md')).toMatch(/^decisions\.md \(\d+ lines\)$/);
    // A subfolder listing marks them the same way.
    const sub = await runTool(t.session, 'list_projectfiles', { project: 'remote-control', path: 'notes' });
    expect(sub).toContain(
      'notes/Plan.sync-conflict-20261201-101010-ABCDEFG.md (1 line; sync-conflict copy of notes/Plan.md, which is gone',
    );
  });
});
