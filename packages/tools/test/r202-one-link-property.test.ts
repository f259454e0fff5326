/**
 * Obsidian newcomer R202: an Obsidian user writes one attendee as a text property holding one link,
 * `attendees: "[[Ann Lee]]"` (Obsidian's documented form). `add_attendee` grew it into the one string
 * `"[[Ann Lee]], [[Bob Stone]]"`: to Obsidian a text property, to Dataview a string, not a link, so
 * `contains(attendees, [[Ann Lee]])` no longer found the meeting and Bob was no link at all. A string
 * holding one link is no comma list: it now becomes a YAML list (each link its own quoted item), the
 * rest of the note (CRLF, byte-order mark, comments, other keys) byte for byte as it was; a comma
 * string, and a lone plain name, keep their style (R20, H5).
 * Real files in a temp copy of the sample vault.
 * Spec: docs/contracts.md, Names and links (Lists); docs/tools.md (`add_attendee`).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { frontmatterList, parseNote } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const NOTE = MEETINGS.functional;
const BOM = '\uFEFF';

/** The meeting note with `attendees` as given, in CRLF with a byte-order mark (a Windows note). */
function note(attendees: string): string {
  return `${BOM}---\r\ntitle: C\r\ndate: 2026-04-11\r\n${attendees}\r\n# kept comment\r\nstatus: ended\r\n---\r\nOwner:: [[Ann Lee]]\r\n> [!note] Agenda\r\n`;
}

async function withAttendees(attendees: string): Promise<void> {
  t = await sampleSession(NOTE);
  await mkdir(path.join(t.root, 'People'), { recursive: true });
  for (const who of ['Ann Lee', 'Bob Stone'])
    await writeFile(path.join(t.root, 'People', `${who}.md`), `---\naliases: []\n---\n`);
  await writeFile(path.join(t.root, NOTE), note(attendees));
}

const read = () => readFile(path.join(t.root, NOTE), 'utf8');

describe('R202: a property holding one item becomes a list when a person is added', () => {
  it('attendees: "[[Ann Lee]]" + Bob Stone → a list of two quoted links; every other byte kept', async () => {
    await withAttendees('attendees: "[[Ann Lee]]"');
    expect(await runTool(t.session, 'add_attendee', { name: 'Bob Stone' })).toMatch(
      /^added attendee "Bob Stone" as \[\[Bob Stone\]\]/,
    );
    expect(await read()).toBe(note('attendees:\r\n  - "[[Ann Lee]]"\r\n  - "[[Bob Stone]]"'));
    expect(frontmatterList(parseNote(await read()).frontmatter?.data.attendees)).toEqual([
      '[[Ann Lee]]',
      '[[Bob Stone]]',
    ]);
  });

  it('a lone markdown link becomes a list too; a lone plain name keeps the comma style (H5)', async () => {
    await withAttendees('attendees: Ann Lee');
    await runTool(t.session, 'add_attendee', { name: 'Carol' });
    expect(await read()).toBe(note('attendees: Ann Lee, Carol'));
    await t.cleanup();
    await withAttendees('attendees: "[Ann Lee](People/Ann%20Lee.md)"');
    await runTool(t.session, 'add_attendee', { name: 'Dan' });
    expect(await read()).toBe(note('attendees:\r\n  - "[Ann Lee](People/Ann%20Lee.md)"\r\n  - Dan'));
  });

  it('review V132: an empty text property (`attendees: ""`, a template\'s) becomes a list of the one person, as before R202', async () => {
    // R202 sent an empty string to the comma-string path: `attendees: "Bob Stone"`, a text property,
    // where a missing or empty key has always become a YAML list (addListItem's own contract).
    for (const empty of ['attendees: ""', "attendees: '  '"]) {
      await withAttendees(empty);
      await runTool(t.session, 'add_attendee', { name: 'Bob Stone' });
      expect(await read()).toBe(note('attendees:\r\n  - Bob Stone'));
      await t.cleanup();
    }
  });
});
