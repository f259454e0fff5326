/**
 * review9 V1: `list_projectfiles` cut its listing with "pass path to list a subfolder", a dead end
 * when the files lie directly in the folder: files past the cut could never be listed. A listing
 * now pages by `offset` (files skipped in path order, as `list_meetings` does), every cut names the
 * call that reads on, at least one file is shown however small the budget, and the compact
 * `query_meeting` view `projectfiles` reads on the same way. Real files in a temp copy of the
 * sample vault.
 * Spec: docs/tools.md (`list_projectfiles`; Compact profile); review9 V1.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());
const P = 'remote-control';
const READ_ON =
  /^… cut at \d+ characters; ([\d,]+) more files? not shown; call list_projectfiles with (.*) to read on$/;

/** `name (N lines)` lines of a listing (not the header, dependency folders or the cut line). */
const fileLines = (out: string) => out.split('\n').filter((l) => / \(\d+ lines?\)$/.test(l));

/** Parses `project=x, path=y, offset=n` of a read-on hint into arguments. */
function readOnArgs(out: string): Record<string, unknown> | null {
  const m = READ_ON.exec(out.split('\n').at(-1) ?? '');
  if (!m) return null;
  const args: Record<string, unknown> = {};
  for (const part of (m[2] as string).split(', ')) {
    const [k, v] = part.split('=') as [string, string];
    args[k] = k === 'offset' ? Number(v) : v;
  }
  return args;
}

/** Lists by following every read-on hint from `args`; every file name shown, in order. */
async function listAll(args: Record<string, unknown>): Promise<{ names: string[]; pages: string[] }> {
  const names: string[] = [];
  const pages: string[] = [];
  let next: Record<string, unknown> | null = args;
  while (next) {
    const out = await runTool(t.session, 'list_projectfiles', next);
    pages.push(out);
    names.push(...fileLines(out).map((l) => l.replace(/ \(\d+ lines?\)$/, '')));
    next = readOnArgs(out);
    expect(pages.length).toBeLessThan(100);
  }
  return { names, pages };
}

describe('review9 V1: list_projectfiles reads on past its cut', () => {
  it('review9 V1: 300 files directly in the project folder (several pages) are all reachable by offset; every cut names the call', async () => {
    t = await sampleSession(undefined, { limits: { readChars: 2000 } });
    const dir = path.join(t.root, 'Projects', P);
    // Enough for several cuts (about 90 files a page at 2,000 characters), few enough that the pages,
    // each a walk of the folder, stay light on a loaded machine (1,500 files: 20 walks of 1,500).
    for (let i = 1; i <= 300; i++)
      await writeFile(path.join(dir, `note-${String(i).padStart(4, '0')}.md`), 'x\n');
    await writeFile(path.join(dir, 'zz-decisions.md'), 'a\nb\n');
    const first = await runTool(t.session, 'list_projectfiles', { project: P });
    expect(first).not.toContain('pass path to list a subfolder');
    const hint = readOnArgs(first);
    expect(hint, first.split('\n').at(-1)).not.toBeNull();
    expect(hint).toEqual({ project: P, offset: fileLines(first).length });
    // `path: "."` is the whole project: the same first page.
    expect(await runTool(t.session, 'list_projectfiles', { project: P, path: '.' })).toBe(first);
    const { names, pages } = await listAll({ project: P });
    expect(pages.length).toBeGreaterThan(2);
    expect(names).toContain('note-0300.md');
    expect(names).toContain('zz-decisions.md');
    expect(new Set(names).size).toBe(names.length); // no file twice
    expect(names).toEqual([...names].sort());
    expect(names.length).toBeGreaterThan(301); // the project's own files plus the 301 written
    // A later page says where it starts; the last one has no read-on line.
    expect(pages[1]?.split('\n')[0]).toMatch(
      new RegExp(`^Projects/${P} · \\d+ files; from file ${(hint?.offset as number) + 1}$`),
    );
    expect(pages.at(-1)).not.toContain('to read on');
    // The count in the cut line is what is left.
    const left = Number(READ_ON.exec(first.split('\n').at(-1) ?? '')?.[1]?.replace(/,/g, ''));
    expect(left).toBe(names.length - (hint?.offset as number));
  });

  it('review9 V1: a subfolder pages with its path in the hint; an offset past the end says so; a negative one is refused', async () => {
    t = await sampleSession(undefined, { limits: { readChars: 300 } });
    const dir = path.join(t.root, 'Projects', P, 'minutes');
    await mkdir(dir);
    for (let i = 1; i <= 60; i++)
      await writeFile(path.join(dir, `m-${String(i).padStart(2, '0')}.md`), 'x\n');
    const first = await runTool(t.session, 'list_projectfiles', { project: P, path: 'minutes' });
    expect(readOnArgs(first)).toEqual({ project: P, path: 'minutes', offset: fileLines(first).length });
    const { names } = await listAll({ project: P, path: 'minutes' });
    expect(names).toEqual(
      Array.from({ length: 60 }, (_, i) => `minutes/m-${String(i + 1).padStart(2, '0')}.md`),
    );
    expect(await runTool(t.session, 'list_projectfiles', { project: P, path: 'minutes', offset: 60 })).toBe(
      `Projects/${P}/minutes · 60 files; none past offset 60 (offset 0 lists from the first)`,
    );
    expect(await runTool(t.session, 'list_projectfiles', { project: P, offset: -1 })).toBe(
      'refused: offset must be a whole number >= 0, got -1; omit offset or pass 0 or more',
    );
  });

  it('review9 V1: a budget too small for one file still shows one file a page, and reads on', async () => {
    t = await sampleSession(undefined, { limits: { readChars: 10 } });
    const out = await runTool(t.session, 'list_projectfiles', { project: P });
    const total = Number(/ · (\d+) files$/.exec(out.split('\n')[0] ?? '')?.[1]);
    expect(fileLines(out)).toHaveLength(1);
    expect(readOnArgs(out)).toEqual({ project: P, offset: 1 });
    const { names } = await listAll({ project: P });
    expect(names).toHaveLength(total);
  });

  it('review9 V1: the compact view projectfiles takes offset and its cut names the query_meeting call', async () => {
    t = await sampleSession(undefined, { limits: { readChars: 400 } });
    const dir = path.join(t.root, 'Projects', P);
    for (let i = 1; i <= 40; i++)
      await writeFile(path.join(dir, `note-${String(i).padStart(2, '0')}.md`), 'x\n');
    const query = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting');
    const names: string[] = [];
    let filters: Record<string, unknown> | null = { project: P };
    let pages = 0;
    while (filters) {
      const result = JSON.parse((await query?.execute({ view: 'projectfiles', filters })) ?? '{}');
      expect(result.view, JSON.stringify(result)).toBe('projectfiles');
      names.push(...fileLines(result.text));
      const last = (result.text as string).split('\n').at(-1) ?? '';
      const m =
        /^… cut at \d+ characters; \d+ more files? not shown; call query_meeting with (\{.*\}) to read on$/.exec(
          last,
        );
      expect(last).not.toContain('list_projectfiles');
      filters = m ? JSON.parse(m[1] as string).filters : null;
      if (m) expect(JSON.parse(m[1] as string).view).toBe('projectfiles');
      expect(++pages).toBeLessThan(50);
    }
    expect(pages).toBeGreaterThan(1);
    expect(names.filter((n) => n.startsWith('note-'))).toHaveLength(40);
  });
});
