/**
 * Leftovers s35 (after L231): a person note whose `aliases:` core cannot read (a mapping) was named
 * only by `ma doctor`; the attendee tools that read the note said nothing, so the alias silently did
 * not count. Now the first attendee edit of a session that reads such a note says so in a `note:`,
 * once a session. Real files on a temp copy of the sample vault.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('a person note property that cannot be read is said once by the attendee tools', () => {
  it('names the note and its shape on the first edit, not on the next', async () => {
    t = await sampleSession(MEETINGS.conceptual);
    await writeFile(
      path.join(t.root, 'Identities/Project Manager.md'),
      '---\nname: Project Manager\naliases:\n  Laura: host\n---\n',
    );
    const first = await runTool(t.session, 'add_attendee', { name: 'Lauren' });
    expect(first).toMatch(/^added attendee "Lauren"/);
    expect(first).toContain('; note: Identities/Project Manager.md: `aliases:` is a mapping');
    const second = await runTool(t.session, 'add_attendee', { name: 'Carla' });
    expect(second).toMatch(/^added attendee "Carla"/);
    expect(second).not.toContain('note: Identities/Project Manager.md');
  });
});
