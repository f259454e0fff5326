/**
 * Y1 (review12): a list edit on a frontmatter key that holds no list threw a bare TypeError
 * (`frontmatter key "attendees" is not a list`: `ma tool` exit 1 "failed", the model saw
 * `TypeError: …`) for a mapping or a `!!set`, and for a YAML alias (`attendees: *team`)
 * remove_attendee answered "removed" while nothing changed; for a mapping it said the person was
 * "not an attendee; attendees: (none)". Each is now a refusal naming the note, the key and what it
 * holds, with the file unchanged — for add_attendee, remove_attendee, apply_changes' ops and an
 * approved request_project_association (`projects`).
 * Spec: docs/tools.md, "Errors are results, not crashes"; docs/vault-format.md (attendee and
 * project edits touch one field only); review12 Y1.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalGatedTools, toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const HEAD = [
  '---',
  'title: Remote control functional design',
  'date: 2026-03-10',
  'status: ended',
  'transcript: "[[Transcripts/2026-03-10 Remote control functional design]]"',
];

/** Writes the functional-design meeting note with these frontmatter lines added; returns its path. */
async function meetingWith(lines: string[]): Promise<string> {
  const file = path.join(t.root, MEETINGS.functional);
  await writeFile(file, [...HEAD, ...lines, '---', 'Body.', ''].join('\n'));
  return file;
}

const SHAPES: [string, string[], RegExp][] = [
  [
    'a mapping',
    ['attendees:', '  lead: Project Manager', 'projects: [remote-control]'],
    /holds key: value pairs/,
  ],
  [
    'a !!set',
    ['attendees: !!set {Project Manager, Marketing}', 'projects: [remote-control]'],
    /holds key: value pairs/,
  ],
  [
    'an alias',
    ['team: &team [Project Manager, Marketing]', 'attendees: *team', 'projects: [remote-control]'],
    /is a YAML alias \(\*team\)/,
  ],
];

describe('Y1: list edits on a key that holds no list are refused, nothing changed', () => {
  for (const [shape, lines, holds] of SHAPES) {
    it(`Y1: add_attendee and remove_attendee on attendees holding ${shape}`, async () => {
      t = await sampleSession();
      const file = await meetingWith(lines);
      const before = await readFile(file, 'utf8');
      for (const [tool, name] of [
        ['add_attendee', 'Ben Okafor'],
        ['remove_attendee', 'Marketing'],
      ] as const) {
        const out = await runTool(t.session, tool, { name });
        expect(out, `${tool} (${shape})`).toMatch(
          /^refused: Meetings\/2026-03-10 Remote control functional design\.md: frontmatter value cannot be edited as a list: "attendees" /,
        );
        expect(out).toMatch(holds);
        expect(out).toContain('nothing changed');
        expect(await readFile(file, 'utf8')).toBe(before);
      }
      const apply = toolDefinitions(t.session, { profile: 'compact' }).find(
        (d) => d.name === 'apply_changes',
      )!;
      const batch = JSON.parse(
        String(await apply.execute({ ops: [{ op: 'add_attendee', name: 'Ben Okafor' }] })),
      ) as { applied: number; rejected: { reason: string }[] };
      expect(batch.applied).toBe(0);
      expect(batch.rejected[0]?.reason).toMatch(/^refused: .*frontmatter value cannot be edited as a list/);
      expect(await readFile(file, 'utf8')).toBe(before);
      expect(t.session.audit.entries).toEqual([]);
    });
  }

  it('Y1: an approved request_project_association on projects holding a mapping is refused, nothing changed', async () => {
    t = await sampleSession();
    const file = await meetingWith(['attendees: [Marketing]', 'projects:', '  main: remote-control']);
    const before = await readFile(file, 'utf8');
    const defs = toolDefinitions(t.session, {
      approvalGated: createApprovalGatedTools(t.session, { prompt: { request: async () => 'approved' } }),
    });
    const tool = defs.find((d) => d.name === 'request_project_association')!;
    const out = String(await tool.execute({ project: 'website-redesign', reason: 'The website came up.' }));
    expect(out).toMatch(/frontmatter value cannot be edited as a list: "projects" holds key: value pairs/);
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});
