/**
 * C19 (spec audit, session 24): in the compact profile "granular tool names in messages become the
 * compact call" (docs/tools.md, Compact profile; seed 002). Only refusals and one-line statuses were
 * reworded; the product's own lines of a successful result were not: `search`'s `note: dependency
 * folders were not searched: … (list_projectfiles with path lists one, read_projectfile reads a file
 * in it)` and its `… or pass projects)` (the compact filter is `project`), the `usernotes` view's
 * `also read: note: "…"` (the compact filter is `path`), and `apply_changes`' result lines
 * (`note: you cite L10 without having read that line in this session; check with read_transcript`).
 * File content (matches, numbered lines, paths) is never reworded. Real sample-vault copy.
 * Spec: docs/tools.md (Compact profile); seed 002.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions, toolNames } from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const NAME = '2026-03-10 Remote control functional design';
/** Granular tool names with an underscore, as words (a compact session offers none of them). */
const GRANULAR = new RegExp(
  `(?<![\\w/.-])(${toolNames.filter((n) => n.includes('_')).join('|')})(?![\\w/-]|\\.\\w)`,
);

describe('C19: compact results name compact calls and filters in their own lines', () => {
  it('C19: search notes and hints, the usernotes view, apply_changes notes; content untouched', async () => {
    t = await sampleSession(MEETINGS.functional);
    const dep = path.join(t.root, 'Projects/remote-control/node_modules/pkg');
    await mkdir(dep, { recursive: true });
    await writeFile(path.join(dep, 'notes.md'), 'EUR inside a dependency\n');
    // A file whose name and text hold granular names: content, never reworded.
    await writeFile(
      path.join(t.root, 'Projects/remote-control/read_transcript.md'),
      'EUR: call read_transcript first\n',
    );
    await writeFile(path.join(t.root, 'Notes/Whiteboard.md'), '- Whiteboard: yellow casing\n');
    const file = path.join(t.root, MEETINGS.functional);
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace(
        /^usernotes:.*$/m,
        `usernotes:\n  - "[[Notes/${NAME}]]"\n  - "[[Notes/Whiteboard]]"`,
      ),
    );
    const defs = toolDefinitions(t.session, { profile: 'compact' });
    const query = defs.find((d) => d.name === 'query_meeting')!;
    const apply = defs.find((d) => d.name === 'apply_changes')!;
    const view = async (v: string, filters: Record<string, unknown> = {}) =>
      (JSON.parse(await query.execute({ view: v, filters })) as { text: string }).text;

    const search = await view('search', { query: 'EUR', limit: 1 });
    expect(search).toContain(
      'note: dependency folders were not searched: Projects/remote-control/node_modules/ (query_meeting view "projectfiles" with path lists one, query_meeting view "projectfile" reads a file in it)',
    );
    expect(search).toMatch(/or narrow the query or pass filters\.project\); call query_meeting with \{/);
    const content = await view('search', { query: 'call read_transcript' });
    expect(content.split('\n')[0]).toBe(
      'Projects/remote-control/read_transcript.md:1 EUR: call read_transcript first',
    );

    const notes = await view('usernotes');
    expect(notes).toContain('also read: path: "Notes/Whiteboard.md"');
    expect(await view('usernotes', { path: 'Notes/Whiteboard.md' })).toContain(
      `also read: path: "Notes/${NAME}.md"`,
    );

    const written = JSON.parse(
      await apply.execute({
        ops: [
          { op: 'write_summary', content: '## Summary\nThe casing is yellow (L10).' },
          { op: 'write_projectfile', project: 'remote-control', path: 'read_transcript.md', content: 'more' },
        ],
      }),
    ) as { applied: number; consequence: string };
    expect(written.applied).toBe(2);
    expect(written.consequence).toContain('check with query_meeting view "transcript"');
    expect(written.consequence).toContain('to Projects/remote-control/read_transcript.md');

    for (const text of [search, notes, written.consequence]) expect(text).not.toMatch(GRANULAR);
  });
});
