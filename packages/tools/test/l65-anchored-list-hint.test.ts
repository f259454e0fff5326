/**
 * L65: a `not-a-list` refusal's hint fits why the key cannot be edited as a list. An attendees list
 * that another key reuses through a YAML anchor (M3) is a list: its hint says the list is shared and
 * how the user gives this key its own, not "a list property is written key: then - item"; a key that
 * is an alias of another's list says where to edit it; a mapping keeps the generic hint. The note is
 * left as it was every time.
 * Spec: docs/vault-format.md (attendees edits; M3); review12 Y1.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
let note: string;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
  note = path.join(t.root, t.session.meetingPath);
});
afterEach(async () => t?.cleanup());

async function withAttendees(lines: string): Promise<string> {
  const text = await readFile(note, 'utf8');
  const edited = text.replace(/attendees:\n(?: {2}- .*\n)+/, lines);
  expect(edited).not.toBe(text);
  await writeFile(note, edited);
  return edited;
}

const GENERIC = 'a list property is written "key:" then one "- item" line per item';

describe('L65: the not-a-list hint fits the case', () => {
  it('L65: an anchored attendees list another key reuses: a shared-list hint, for add and remove', async () => {
    const before = await withAttendees(
      'attendees: &team\n  - Marketing\n  - Project Manager\nteam_copy: *team\n',
    );
    for (const [tool, name] of [
      ['add_attendee', 'Alice'],
      ['remove_attendee', 'Marketing'],
    ] as const) {
      const out = await runTool(t.session, tool, { name });
      expect(isRefusal(out), out).toBe(true);
      expect(out).toContain('holds the YAML anchor &team');
      expect(out).toContain('other keys reuse this list through its YAML anchor');
      expect(out).not.toContain(GENERIC);
      expect(await readFile(note, 'utf8')).toBe(before);
    }
  });

  it('L65: attendees that alias another key: where to edit; a mapping keeps the generic hint', async () => {
    const aliased = await withAttendees('team: &team\n  - Marketing\nattendees: *team\n');
    const out = await runTool(t.session, 'add_attendee', { name: 'Alice' });
    expect(out).toContain("this key reuses another key's list (a YAML alias)");
    expect(out).not.toContain(GENERIC);
    expect(await readFile(note, 'utf8')).toBe(aliased);

    const text = aliased.replace(
      'team: &team\n  - Marketing\nattendees: *team\n',
      'attendees:\n  lead: Marketing\n',
    );
    await writeFile(note, text);
    const mapping = await runTool(t.session, 'add_attendee', { name: 'Alice' });
    expect(mapping).toContain(GENERIC);
    expect(await readFile(note, 'utf8')).toBe(text);
  });
});
