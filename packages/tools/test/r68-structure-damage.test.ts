/**
 * R68 (newcomer, session 37): `write_projectfile` wrote whatever line edit the model sent into any
 * project file. A line inserted above a note's frontmatter, a range over its closing `---`, a line of
 * broken YAML inside it or a `replace_file` without it left the note without its properties in
 * Obsidian (tags, owner, … shown as body text); appending a line to an Obsidian Canvas or a JSON file
 * left it unreadable. Each such write is now refused and the file stays byte for byte as it was; edits
 * that keep the structure still land. Real files in temp copies of the sample vault, every write mode,
 * both profiles, and the streamed path of a big note.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAMED_APPEND_MIN_BYTES } from '../src/granular/write-projectfile.js';
import {
  type ApplyChangesResult,
  type ApprovalPort,
  createApprovalGatedTools,
  toolDefinitions,
} from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const FOLDER = 'Projects/remote-control';
const NOTE = '---\r\ntags: [requirements]\r\nowner: "[[Project Manager]]"\r\n---\r\n# Specs\r\n- S1 LCD\r\n';
const CANVAS =
  '{"nodes":[{"id":"a","type":"text","text":"hello","x":0,"y":0,"width":100,"height":50}],"edges":[]}';

const write = (args: Record<string, unknown>) =>
  runTool((t as TestSession).session, 'write_projectfile', { project: 'remote-control', ...args });

/** Runs the write, expects a refusal matching `problem`, and the vault unchanged (no audit entry). */
async function expectRefused(args: Record<string, unknown>, problem: RegExp): Promise<void> {
  const s = t as TestSession;
  const before = await hashTree(s.root);
  const out = await write(args);
  expect(out).toMatch(/^refused: /);
  expect(out).toMatch(problem);
  expect(out).toContain('nothing was written');
  expect(await hashTree(s.root)).toBe(before);
  expect(s.session.audit.entries).toHaveLength(0);
}

async function withFiles(): Promise<void> {
  t = await sampleSession(MEETINGS.functional);
  await writeFile(path.join(t.root, FOLDER, 'specs.md'), NOTE);
  await writeFile(path.join(t.root, FOLDER, 'board.canvas'), CANVAS);
  await writeFile(path.join(t.root, FOLDER, 'costs.json'), '{"cost": 12.5}\n');
  await writeFile(path.join(t.root, FOLDER, 'tasks.base'), 'views:\n  - type: table\n    name: Tasks\n');
}

describe('R68: a project write that breaks a file structure is refused', () => {
  it("R68: a note's frontmatter cannot be pushed down, unclosed, made invalid or dropped", async () => {
    await withFiles();
    const note = { path: 'specs.md' };
    await expectRefused({ ...note, insert: 1, content: '# Top' }, /would lose its frontmatter.*tags, owner/);
    await expectRefused(
      { ...note, insert: 2, content: 'x: [unclosed' },
      /broken frontmatter.*not valid YAML/,
    );
    await expectRefused({ ...note, from: 4, to: 4, content: 'body' }, /broken frontmatter.*not closed/);
    await expectRefused({ ...note, from: 1, to: 4, content: '# Specs' }, /would lose its frontmatter/);
    await expectRefused({ ...note, from: 2, to: 2, content: '- a list' }, /broken frontmatter/);
    await expectRefused(
      { ...note, replace_file: true, content: '# Specs\n- S2' },
      /lines 1–4; write below it/,
    );
  });

  it('R68: edits that keep the frontmatter land, also inside it; a new note may have none', async () => {
    await withFiles();
    const abs = path.join((t as TestSession).root, FOLDER, 'specs.md');
    expect(await write({ path: 'specs.md', content: '- S2 kinetic' })).toMatch(/^appended 1 line/);
    expect(await write({ path: 'specs.md', from: 2, to: 2, content: 'tags: [requirements, lcd]' })).toMatch(
      /^replaced line 2/,
    );
    expect(await write({ path: 'specs.md', insert: 5, content: 'Intro' })).toMatch(/^inserted 1 line/);
    expect(await readFile(abs, 'utf8')).toBe(
      '---\r\ntags: [requirements, lcd]\r\nowner: "[[Project Manager]]"\r\n---\r\nIntro\r\n# Specs\r\n- S1 LCD\r\n- S2 kinetic\r\n',
    );
    expect(await write({ path: 'new.md', content: '# New\n- plain' })).toMatch(/^created /);
    // A note whose frontmatter is broken already may be repaired.
    await writeFile(path.join((t as TestSession).root, FOLDER, 'broken.md'), '---\ntags: [x\n---\nbody\n');
    expect(await write({ path: 'broken.md', from: 2, to: 2, content: 'tags: [x]' })).toMatch(
      /^replaced line 2/,
    );
  });

  it('R68: a Canvas, JSON or base file must stay parsable; a new one must parse', async () => {
    await withFiles();
    await expectRefused(
      { path: 'board.canvas', content: 'hi' },
      /board\.canvas would not be valid JSON.*JSON Canvas/,
    );
    await expectRefused(
      { path: 'costs.json', from: 1, to: 1, content: '{"cost": 12.5' },
      /not be valid JSON/,
    );
    await expectRefused({ path: 'fresh.canvas', content: 'hi' }, /fresh\.canvas would not be valid JSON/);
    await expectRefused({ path: 'tasks.base', content: '  - bad: [' }, /tasks\.base would not be valid YAML/);
    const canvas = CANVAS.replace(
      ']',
      ',{"id":"b","type":"text","text":"S2","x":0,"y":90,"width":100,"height":50}]',
    );
    expect(await write({ path: 'board.canvas', replace_file: true, content: canvas })).toMatch(
      /^replaced the whole/,
    );
  });

  it('R70: a new file named as a picture, PDF, office document or media file cannot be made of text', async () => {
    await withFiles();
    for (const name of ['img.png', 'Scan.PDF', 'minutes.docx', 'sub/clip.mp4'])
      await expectRefused({ path: name, content: 'hi' }, /named as a \.(png|pdf|docx|mp4) file/i);
    expect(await write({ path: 'notes.csv', content: 'a,b' })).toMatch(/^created /);
  });

  it('V64: every binary format Obsidian opens (3gp audio, ogv video), e-books and archives; an empty such file too', async () => {
    await withFiles();
    for (const name of ['voice.3gp', 'clip.OGV', 'book.epub', 'backup.tar', 'photo.heif'])
      await expectRefused({ path: name, content: 'hi' }, /named as a \.(3gp|ogv|epub|tar|heif) file/i);
    const empty = path.join(t!.root, 'Projects/remote-control/placeholder.png');
    await writeFile(empty, '');
    await expectRefused({ path: 'placeholder.png', content: 'hi' }, /named as a \.png file/);
    expect(await readFile(empty, 'utf8')).toBe('');
  });

  it('R68: the compact apply_changes refuses the same writes, approved or not, without asking', async () => {
    await withFiles();
    const s = t as TestSession;
    const asked: unknown[] = [];
    const port: ApprovalPort = {
      request: async (req) => {
        asked.push(req);
        return 'approved';
      },
    };
    const tools = toolDefinitions(s.session, {
      profile: 'compact',
      approvalGated: createApprovalGatedTools(s.session, { prompt: port }),
    });
    const apply = tools.find((d) => d.name === 'apply_changes');
    const before = await hashTree(s.root);
    const op = { op: 'write_projectfile', project: 'remote-control' };
    for (const approved of [false, true]) {
      const out = await apply?.execute({
        approved,
        ops: [
          { ...op, path: 'specs.md', insert: 1, content: 'junk' },
          { ...op, path: 'specs.md', from: 1, to: 1, content: 'x' },
          { ...op, path: 'board.canvas', content: 'hi' },
        ],
      });
      const result = JSON.parse(out ?? '{}') as ApplyChangesResult;
      expect(result.applied).toBe(0);
      expect(result.rejected.map((r) => r.index)).toEqual([0, 1, 2]);
      for (const r of result.rejected)
        expect(r.reason).toMatch(/would (lose its|have a broken) frontmatter|valid JSON/);
    }
    expect(asked).toEqual([]);
    expect(await hashTree(s.root)).toBe(before);
  });

  it("R68: a big note's range write (streamed) is judged on the lines from its start", async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, FOLDER, 'big.md');
    const filler = Array.from(
      { length: Math.ceil(STREAMED_APPEND_MIN_BYTES / 20) },
      (_, i) => `line ${i}: aaaa bb`,
    );
    await writeFile(abs, `---\ntags: [big]\n---\n${filler.join('\n')}\n`);
    await expectRefused(
      { path: 'big.md', from: 3, to: 3, content: 'no longer closed' },
      /broken frontmatter/,
    );
    expect(await write({ path: 'big.md', from: 5, to: 5, content: 'changed' })).toMatch(/^replaced line 5/);
  });
});
