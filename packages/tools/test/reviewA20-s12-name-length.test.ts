/**
 * reviewA S12 (session 20): a new name or word had no length bound: `add_attendee` wrote a 5,000-character "name" into
 * the meeting note, `override_speaker` onto every line of a speaker, `add_dictation_word` a 100,000-character "word".
 * A new attendee, speaker name or dictation word is now at most 200 characters (code points); a longer one is refused,
 * nothing written. Removing or relabelling an existing long name still works. Real tools on a sample-vault copy.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => t?.cleanup());

describe('S12 (reviewA, session 20): a new name or word is at most 200 characters', () => {
  it('S12 refuses a longer attendee, speaker name and dictation word, nothing written; 200 emoji are taken', async () => {
    t = await sampleSession();
    const long = 'a'.repeat(201);
    const before = await hashTree(t.root);
    const calls: [string, Record<string, unknown>, string][] = [
      ['add_attendee', { name: long }, 'name'],
      ['override_speaker', { speaker: 'Marketing', name: long }, 'name'],
      ['add_dictation_word', { word: `${long} phrase` }, 'word'],
    ];
    for (const [tool, args, field] of calls) {
      const out = await runTool(t.session, tool, args);
      expect(out, tool).toMatch(
        new RegExp(`^refused: ${field} is \\d+ characters; a ${field} is at most 200; nothing changed`),
      );
    }
    expect(await hashTree(t.root)).toBe(before);
    // Characters are code points: 200 emoji (400 UTF-16 units) are 200 characters.
    expect(await runTool(t.session, 'add_dictation_word', { word: '🚀'.repeat(200) })).toMatch(/^added /);
  });
});
