/**
 * L101 (leftovers, session 28): project refusals that left the model (and `ma search` users) guessing.
 * - `read_projectfile` with `decisions.md.` (a trailing dot), `decisions.md#Heading`, `decisions#^block`,
 *   `decisions.md|alias` or `[[decisions]]` said only "file not found": now "did you mean "decisions.md"?".
 * - `search` / `read_projectfile` with a project that has no folder said only "not bound to this meeting": now it says
 *   there is no such project folder and how a project is bound.
 * - `project: ""` said `project is empty` (no files? no folder?): now it says the argument names no project.
 * Real rg and files over a temp copy of the sample vault.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('L101: project refusals say what was meant and what to do', () => {
  it('L101: a project path with a trailing dot, #heading, ^block, |alias or [[ ]] gets "did you mean"', async () => {
    t = await sampleSession(MEETINGS.functional);
    for (const path of [
      'decisions.md.',
      'decisions.md. ',
      'decisions.md#Heading',
      'decisions#^block',
      'decisions.md|alias',
      '[[decisions]]',
    ]) {
      const out = await runTool(t.session, 'read_projectfile', { project: 'remote-control', path });
      expect(isRefusal(out), path).toBe(true);
      expect(out, path).toContain(`file not found: ${path}`);
      expect(out, path).toContain('did you mean "decisions.md"?');
    }
    const none = await runTool(t.session, 'read_projectfile', {
      project: 'remote-control',
      path: 'nothing.md.',
    });
    expect(none).not.toContain('did you mean');
  });

  it('L101: a project with no folder is said to have none, with how a project is bound; an empty project argument is the argument', async () => {
    t = await sampleSession(MEETINGS.functional);
    const search = await runTool(t.session, 'search', { query: 'EUR', projects: ['nope'] });
    expect(search).toMatch(
      /^refused: project "nope" is not bound to this meeting \(there is no project folder Projects\/nope: a project is a folder there\)/,
    );
    expect(search).toContain(
      `listing its folder in the meeting note's projects: property (- "[[Projects/<id>]]")`,
    );
    const read = await runTool(t.session, 'read_projectfile', { project: 'nope', path: 'x.md' });
    expect(read).toContain('there is no project folder Projects/nope');
    expect(read).toContain(`meeting note's projects: property`);
    const empty = await runTool(t.session, 'read_projectfile', { project: '', path: 'x.md' });
    expect(empty).toMatch(
      /^refused: project is empty \(""\): the argument names no project, so no project folder or file was looked at;/,
    );
  });
});
