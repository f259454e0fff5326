/**
 * Seed 004, Decisions: "Validate resulting PROJECT.md frontmatter (name and description, maximum
 * 256 description characters) before writing" and "Missing/invalid metadata falls back to the ID
 * and an empty description". A character is a code point (docs/tools.md: "character budget …
 * count code points"): `😀` is one character, as in every other limit the tools state. Real files
 * in a temp copy of the sample vault (U1: the limits counted UTF-16 units, so 129 emoji already
 * made a description "too long" and the catalog fell back to the ID).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const PROJECT_MD = 'Projects/remote-control/PROJECT.md';
const md = (name: string, description: string) =>
  `---\nname: ${name}\ndescription: ${description}\n---\n# Remote control\n`;
const write = (content: string) =>
  runTool(t.session, 'write_projectfile', {
    project: 'remote-control',
    path: 'PROJECT.md',
    content,
    replace_file: true,
  });

describe('seed 004: PROJECT.md limits are in characters (code points)', () => {
  for (const [what, char] of [
    ['emoji (two UTF-16 units each)', '😀'],
    ['CJK from the supplementary plane', '𠀀'],
  ] as const) {
    it(`seed 004: a description of exactly 256 ${what} is written and listed; 257 are refused`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const ok = md('Remote control', char.repeat(256));
      expect(await write(ok)).toBe(`replaced the whole file (5 lines) in ${PROJECT_MD} (now 5 lines)`);
      expect(await readFile(path.join(t.root, PROJECT_MD), 'utf8')).toBe(ok);
      // Read back: the catalog and list_projects show it, no fallback to the ID.
      expect(await runTool(t.session, 'list_projects')).toBe(
        `remote-control: Remote control — ${char.repeat(256)}`,
      );
      expect(await runTool(t.session, 'list_project_catalog')).toContain(
        `remote-control*: Remote control — ${char.repeat(256)}`,
      );

      const hash = await hashTree(t.root);
      expect(await write(md('Remote control', char.repeat(257)))).toMatch(
        /^refused: Projects\/remote-control\/PROJECT\.md would be invalid \(PROJECT\.md frontmatter "description" is 257 characters; the limit is 256\)/,
      );
      expect(await hashTree(t.root)).toBe(hash);
    });

    it(`seed 004: a name of exactly 100 ${what} is written; 101 are refused`, async () => {
      t = await sampleSession(MEETINGS.functional);
      expect(await write(md(char.repeat(100), 'The remote.'))).toMatch(/^replaced the whole file/);
      expect(await runTool(t.session, 'list_projects')).toBe(
        `remote-control: ${char.repeat(100)} — The remote.`,
      );
      const hash = await hashTree(t.root);
      expect(await write(md(char.repeat(101), 'The remote.'))).toMatch(
        /^refused: Projects\/remote-control\/PROJECT\.md would be invalid \(PROJECT\.md frontmatter "name" is 101 characters; the limit is 100\)/,
      );
      expect(await hashTree(t.root)).toBe(hash);
    });
  }

  it('seed 004: a PROJECT.md saved by the user with a 257-character description: left out and said (257), the name kept (L209)', async () => {
    t = await sampleSession(MEETINGS.functional);
    await writeFile(path.join(t.root, PROJECT_MD), md('Remote control', '😀'.repeat(257)));
    const line = (await runTool(t.session, 'list_projects')).split('\n')[0];
    expect(line).toMatch(
      /^remote-control: Remote control — \(no description: .*"description" is 257 characters; the limit is 256; it was left out, the name kept/,
    );
  });
});
