/**
 * L81: `add_attendee "Carol"` on a meeting whose attendees are links to people notes
 * (`[[People/Alice Moreau]]`) writes `[[People/Carol]]` (the list keeps its style, docs/tools.md
 * `add_attendee`), but the result only said `added attendee "Carol"`: the user never learned that a
 * link was written, nor that no `People/Carol.md` exists, so the link leads nowhere. The result now
 * says what it linked and whether that note exists. Temp copy of the sample vault.
 * Spec: docs/tools.md (`add_attendee`); docs/contracts.md, Names and links.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('L81: add_attendee says what a bare name was linked as', () => {
  it('L81: "Carol" with no People note: linked as [[People/Carol]], and the result says no such note exists', async () => {
    t = await sampleSession(MEETINGS.functional);
    const meeting = path.join(t.root, MEETINGS.functional);
    const text = await readFile(meeting, 'utf8');
    await writeFile(
      meeting,
      text.replace(
        /attendees:\n(?: {2}- .*\n)+/,
        'attendees:\n  - "[[People/Alice Moreau]]"\n  - "[[People/Bob Stone]]"\n',
      ),
    );
    await mkdir(path.join(t.root, 'People'), { recursive: true });
    await writeFile(path.join(t.root, 'People/Dan Ruiz.md'), '# Dan Ruiz\n');
    const carol = await runTool(t.session, 'add_attendee', { name: 'Carol' });
    expect(carol).toMatch(
      /^added attendee "Carol" as \[\[People\/Carol\]\] \(the list links its people; no note People\/Carol\.md exists yet, so the link leads nowhere until that note is made\) to Meetings\//,
    );
    const dan = await runTool(t.session, 'add_attendee', { name: 'Dan Ruiz' });
    expect(dan).toMatch(
      /^added attendee "Dan Ruiz" as \[\[People\/Dan Ruiz\]\] \(People\/Dan Ruiz\.md\) to Meetings\//,
    );
    expect(await readFile(meeting, 'utf8')).toMatch(
      / {2}- "\[\[People\/Carol\]\]"\n {2}- "\[\[People\/Dan Ruiz\]\]"\n/,
    );
  });

  it('L81: a plain list gets the plain name and the result is as before', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(await runTool(t.session, 'add_attendee', { name: 'Carol' })).toMatch(
      /^added attendee "Carol" to Meetings\//,
    );
  });
});
