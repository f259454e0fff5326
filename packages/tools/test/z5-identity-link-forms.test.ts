/**
 * Review13 Z5: `delete_identity` refused `[[Project Manager]]` ("unknown identity") although people
 * are written as wikilinks in attendees and transcripts and every other name argument reads link
 * forms (review V2). A link to the identity note, with alias or heading, a Markdown link, and its
 * vault path (`Identities/Project Manager`) now name that identity; a link or path into another
 * folder is still refused and nothing moves.
 * Spec: docs/tools.md (delete_identity: move `Identities/<name>.md` to `.trash/`); review V2.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

const exists = (rel: string) =>
  access(path.join(t.root, rel)).then(
    () => true,
    () => false,
  );

describe('Z5: delete_identity reads the link forms of a person', () => {
  for (const name of [
    '[[Project Manager]]',
    '[[Identities/Project Manager|PM]]',
    '[[Project Manager#Voice]]',
    '[PM](Identities/Project%20Manager.md)',
    'Identities/Project Manager',
    '"[[Project Manager]]"',
  ]) {
    it(`${name} moves Identities/Project Manager.md to the trash`, async () => {
      const out = await runTool(t.session, 'delete_identity', { name });
      expect(out).toBe('moved Identities/Project Manager.md to .trash/Identities/Project Manager.md');
      expect(await exists('Identities/Project Manager.md')).toBe(false);
      expect(await exists('.trash/Identities/Project Manager.md')).toBe(true);
    });
  }

  for (const name of [
    '[[Meetings/2026-03-10 Remote control functional design]]',
    'Notes/Project Manager',
    '[[../Identities/Project Manager]]',
  ]) {
    it(`${name} (another folder) is refused and nothing moves`, async () => {
      const before = await hashTree(t.root);
      const out = await runTool(t.session, 'delete_identity', { name });
      expect(isRefusal(out), out).toBe(true);
      expect(await hashTree(t.root)).toBe(before);
    });
  }
});
