/**
 * R20: a name with a comma ("Doe, Jane", a project folder "Acme, Inc") is never added to a
 * comma-string list property as is (it would read back as two items): the property becomes a YAML
 * list of the same items plus the new one, for `add_attendee` (granular and compact `apply_changes`)
 * and for the project a user approves (`request_project_association` on `projects:`). A name
 * without a comma keeps the comma string. `remove_attendee` finds "Doe, Jane" afterwards and a
 * removal never rewrites the others into something that reads differently.
 * Real files in temp copies of the sample vault.
 * Spec: docs/contracts.md, Names and links (Lists: addPerson keeps the style, never changes the
 * meaning); docs/tools.md (`add_attendee`, `request_project_association`); review R20.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { frontmatterList, parseNote } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalGatedTools, toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const NOTE = MEETINGS.functional;

async function session(frontmatter: string): Promise<void> {
  t = await sampleSession(NOTE);
  await writeFile(
    path.join(t.root, NOTE),
    `---\ntitle: C\ndate: 2026-04-11\n${frontmatter}\nstatus: ended\n---\nBody.\n`,
  );
}

const read = () => readFile(path.join(t.root, NOTE), 'utf8');
const listed = async (key: string) => frontmatterList(parseNote(await read()).frontmatter?.data[key]);

describe('R20: a name with a comma never becomes two items', () => {
  it('add_attendee "Doe, Jane" on a comma string: a YAML list of the same people; remove finds her', async () => {
    await session('attendees: "Bob (QA, temp), Alice Moreau"');
    const out = await runTool(t.session, 'add_attendee', { name: 'Doe, Jane' });
    // A name the comma list would split is quoted in the result, so it reads as one person.
    expect(out).toBe(
      `added attendee "Doe, Jane" to ${NOTE} (attendees: Bob (QA, temp), Alice Moreau, "Doe, Jane")`,
    );
    expect(await listed('attendees')).toEqual(['Bob (QA, temp)', 'Alice Moreau', 'Doe, Jane']);
    expect(await read()).toContain(
      'attendees:\n  - Bob (QA, temp)\n  - Alice Moreau\n  - Doe, Jane\nstatus: ended\n',
    );
    expect(await runTool(t.session, 'add_attendee', { name: 'doe, jane' })).toBe(
      '"doe, jane" is already an attendee; nothing changed',
    );
    expect(await runTool(t.session, 'remove_attendee', { name: 'Doe, Jane' })).toMatch(
      /^removed attendee "Doe, Jane" from /,
    );
    expect(await listed('attendees')).toEqual(['Bob (QA, temp)', 'Alice Moreau']);
  });

  it('a name without a comma keeps the comma string; the compact op does the same as the tool', async () => {
    await session('attendees: Alice Moreau, Bob Sample');
    await runTool(t.session, 'add_attendee', { name: 'Carol' });
    expect(await read()).toContain('attendees: Alice Moreau, Bob Sample, Carol\n');
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
    const result = JSON.parse(
      (await apply?.execute({ ops: [{ op: 'add_attendee', name: 'Smith, John' }] })) ?? '{}',
    ) as { applied: number };
    expect(result.applied).toBe(1);
    expect(await listed('attendees')).toEqual(['Alice Moreau', 'Bob Sample', 'Carol', 'Smith, John']);
  });

  it('removing from a comma string keeps what the others mean', async () => {
    await session('attendees: "[[People/Smith, John|John]], Alice Moreau, Bob"');
    await runTool(t.session, 'remove_attendee', { name: 'Bob' });
    expect(await listed('attendees')).toEqual(['[[People/Smith, John|John]]', 'Alice Moreau']);
    expect(await runTool(t.session, 'remove_attendee', { name: 'Smith, John' })).toMatch(
      /^removed attendee /,
    );
    expect(await listed('attendees')).toEqual(['Alice Moreau']);
  });

  it('an approved project "Acme, Inc" on a comma-string projects: stays one project, the others stay bound', async () => {
    await session('projects: remote-control, website');
    const acme = path.join(t.root, 'Projects', 'Acme, Inc');
    await mkdir(acme, { recursive: true });
    await writeFile(path.join(acme, 'PROJECT.md'), '---\nname: Acme\ndescription: The Acme account.\n---\n');
    await mkdir(path.join(t.root, 'Projects', 'website'), { recursive: true });
    const defs = toolDefinitions(t.session, {
      approvalGated: createApprovalGatedTools(t.session, { prompt: { request: async () => 'approved' } }),
    });
    const ask = defs.find((d) => d.name === 'request_project_association');
    const out = await ask?.execute({
      project: 'Acme, Inc',
      reason: 'The meeting is about the Acme account.',
    });
    expect(out).toMatch(/^approved: project "Acme, Inc" is now associated with this meeting/);
    expect(await listed('projects')).toEqual(['remote-control', 'website', 'Acme, Inc']);
    expect([...(await t.session.boundProjects())].sort()).toEqual(['Acme, Inc', 'remote-control', 'website']);
  });
});
