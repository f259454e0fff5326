/**
 * N21 (review 2): the context tools (agent, `ma tool`, `ma mcp`) never overwrite a user's own
 * `context:` value that is not the product's link (a web address, a list): write_context writes the
 * default context note, the meeting note keeps the value byte for byte, and every result says what
 * was not used and why. Real files on a temp copy of the sample vault.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const DEFAULT = 'Assistant/2026-03-10 Remote control functional design.md';

describe('N21: a context: value the product cannot use is left as written by the context tools', () => {
  for (const [what, yaml, why] of [
    ['a web address', 'context: "https://notion.so/page"\n', /is a web address/],
    ['a list', 'context:\n  - "[[Notes/Prep]]"\n  - "https://notion.so/page"\n', /a list of 2 items/],
    ['a heading link', 'context: "[[Assistant/Elsewhere#Top]]"\n', /heading or block \("Top"\)/],
  ] as const) {
    it(`N21: ${what}`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const file = path.join(t.root, MEETINGS.functional);
      await writeFile(
        file,
        (await readFile(file, 'utf8')).replace('tags: [meeting]', `${yaml}tags: [meeting]`),
      );
      const out = await runTool(t.session, 'write_context', { content: 'working notes', replace_file: true });
      expect(out.split('\n')[0]).toContain(`in ${DEFAULT} body`);
      const note = out.split('\n').find((l) => l.startsWith('note: '));
      expect(note, out).toMatch(why);
      expect(note).toContain(`using ${DEFAULT} instead; the value was left as written`);
      expect(await runTool(t.session, 'read_context', {})).toContain(note as string);
      expect(await readFile(file, 'utf8')).toContain(`${yaml}tags: [meeting]`);
      expect(await readFile(path.join(t.root, DEFAULT), 'utf8')).toContain('working notes');
    });
  }
});
