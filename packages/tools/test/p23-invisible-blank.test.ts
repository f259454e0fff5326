/**
 * Review4 P23 (M17 fix incomplete): content that is only invisible characters (ZERO WIDTH SPACE
 * U+200B, BOM U+FEFF, WORD JOINER U+2060, SOFT HYPHEN U+00AD, mixed with white space) is blank, as a
 * reader sees it: appending, inserting or creating it is refused with nothing written; replacing a
 * file with it moves the previous file to the trash first and says `emptied`; in the compact
 * profile that replace is destructive. Real files in a temp sample vault copy.
 * Spec: docs/tools.md (`write_projectfile`: blank content, M17); review4 P23.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApplyChangesResult, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';
const REQUIREMENTS = 'Projects/remote-control/requirements.md';
const INVISIBLE = ['\u200b', '\ufeff', '\u2060', '\u00ad', ' \u200b\n\u2060 '];
const read = (rel: string) => readFile(path.join(t.root, rel), 'utf8');

describe('P23: invisible-only content is blank content', () => {
  it('P23: append, insert and create with invisible-only content are refused; nothing changes', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await hashTree(t.root);
    for (const content of INVISIBLE) {
      for (const args of [
        { path: 'decisions.md', content },
        { path: 'decisions.md', content, insert: 2 },
        { path: 'new-empty.md', content },
        { path: 'new-empty.md', content, replace_file: true },
      ]) {
        const out = await runTool(t.session, 'write_projectfile', { project: P, ...args });
        expect(out, JSON.stringify(args)).toMatch(/^refused: content is empty; nothing was written/);
      }
    }
    expect(await hashTree(t.root)).toBe(before);
    expect(t.session.audit.entries).toHaveLength(0);
  });

  it('P23: replace_file with a zero-width space empties the file only after moving it to the trash', async () => {
    t = await sampleSession(MEETINGS.functional);
    const old = await read(REQUIREMENTS);
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'requirements.md',
      content: '\u200b',
      replace_file: true,
    });
    expect(out).toMatch(/^emptied Projects\/remote-control\/requirements\.md .*moved to \.trash\//);
    expect(await read(`.trash/${REQUIREMENTS}`)).toBe(old);
  });

  it('P23: compact: replace_file with invisible-only content is destructive and names the trash', async () => {
    t = await sampleSession(MEETINGS.functional);
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes')!;
    const result = JSON.parse(
      await apply.execute({
        ops: [
          {
            op: 'write_projectfile',
            project: P,
            path: 'requirements.md',
            content: '\u200b',
            replace_file: true,
          },
        ],
      }),
    ) as ApplyChangesResult;
    expect(result.applied).toBe(0);
    expect(result.rejected[0]?.reason).toContain(
      'the file is left empty, its previous text goes to the trash',
    );
  });
});
