/**
 * reviewA S3 (session 20): a string argument holding half a character — JSON's `"\ud800"`, a lone UTF-16 surrogate
 * (an emoji a tokenizer cut in two) — was written into the vault as U+FFFD (`add_dictation_word`,
 * `write_projectfile`) or as a `"A\ud83d"` YAML escape (`add_attendee`), and reported as done. Every tool now
 * refuses it as invalid arguments naming the field, nothing written; compact `apply_changes` ops too.
 * Real tools on a temp copy of the sample vault; the tree hash proves nothing changed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => t?.cleanup());

describe('S3 (reviewA, session 20): half a character in a tool argument is refused, never written as U+FFFD', () => {
  it('S3 refuses a lone surrogate in every granular write tool and in search, naming the field; nothing changes', async () => {
    t = await sampleSession();
    const before = await hashTree(t.root);
    const calls: [string, Record<string, unknown>, string][] = [
      ['add_dictation_word', { word: 'Z\ud800' }, 'word'],
      ['add_attendee', { name: 'Ann \ud83d' }, 'name'],
      ['write_projectfile', { project: 'remote-control', path: 'n.md', content: 'x\udc00y' }, 'content'],
      ['write_projectfile', { project: 'remote-control', path: 'n\ud800.md', content: 'x' }, 'path'],
      ['write_context', { content: 'note \udfff' }, 'content'],
      ['override_speaker', { speaker: 'Marketing', name: 'M\ud800' }, 'name'],
      ['search', { query: 'budget\ud800' }, 'query'],
    ];
    for (const [tool, args, field] of calls) {
      const out = await runTool(t.session, tool, args);
      expect(out, tool).toMatch(/^refused: invalid arguments \(/);
      expect(out, tool).toContain(
        `${field}: expected text without half a character (a lone UTF-16 surrogate`,
      );
      expect(out, tool).toContain('nothing was run');
      // The refusal itself is well-formed text: what was given is shown escaped.
      expect(out, tool).not.toMatch(/[\ud800-\udfff]/);
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('S3 refuses it inside a compact apply_changes op (ops[0].word), nothing applied', async () => {
    t = await sampleSession();
    const before = await hashTree(t.root);
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
    const out = await apply!.execute({ ops: [{ op: 'add_dictation_word', word: 'Q\ud800' }] });
    expect(out).toContain('ops[0].word: expected text without half a character');
    expect(await hashTree(t.root)).toBe(before);
  });

  it('S3 keeps whole surrogate pairs (an emoji) and writes them as they are', async () => {
    t = await sampleSession();
    const out = await runTool(t.session, 'add_dictation_word', { word: 'Rocket 🚀' });
    expect(out).toMatch(/^added "Rocket 🚀" to Dictation\.md/);
  });
});
