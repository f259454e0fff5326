/**
 * Q21 (issue 13, agent-loop overhead): every tool call a model makes is checked for a key given twice
 * (L7), and `duplicateJsonKey` built the `yaml` package's syntax tree for it: more CPU than the rest
 * of a `read_meetingnote` call. Arguments whose member names are all written differently, none with
 * an escape, cannot give a key twice: they are now answered without the tree. Every other text (a
 * name twice anywhere, a name with an escape, text that is not JSON) is walked as before, with the
 * same answers and positions. The `yaml` parser is the real one, only counted.
 * Spec: issue 13 (agent-loop overhead ≤ 3 ms per step); docs/agent-loop-speed.md; review L7, reviewA T8.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { duplicateJsonKey } from './json-duplicate-key.js';

const built = vi.hoisted(() => ({ trees: 0 }));
vi.mock('yaml', async (importOriginal) => {
  const actual = await importOriginal<typeof import('yaml')>();
  class CountedParser extends actual.Parser {
    constructor(...args: ConstructorParameters<typeof actual.Parser>) {
      super(...args);
      built.trees++;
    }
  }
  return { ...actual, Parser: CountedParser };
});

beforeEach(() => {
  built.trees = 0;
});

describe('Q21: a key given twice, found without the syntax tree when none can be', () => {
  it.each([
    ['a read call', '{"from":1,"to":3}'],
    ['nested, distinct names', '{"path":"a.md","range":{"from":1,"to":2},"tags":["x","y"]}'],
    [
      'a long summary with quotes, colons and backslashes in it',
      JSON.stringify({ content: `## Summary\n"a": b \\ c\n${'x'.repeat(20_000)}`, replace_file: true }),
    ],
    ['blanks around the colons', '{ "a" : 1 ,\n  "b"\t:\r\n2 }'],
    ['a value spelled like a name', '{"a":"b","b":"a:"}'],
    ['no object at all', '[1,"a",null]'],
  ])('Q21: %s: no key twice, and no syntax tree built', (_label, text) => {
    expect(duplicateJsonKey(text)).toBeNull();
    expect(built.trees).toBe(0);
  });

  it.each([
    ['the same key twice', '{"path":"a.md","path":"b.md"}', { key: 'path', line: 1, column: 16 }],
    ['twice deep inside', '{"a":{"b":1,"c":[{"d":1,"d":2}]}}', { key: 'd', line: 1, column: 25 }],
    ['once as an escape', '{"a":1,"\\u0061":2}', { key: 'a', line: 1, column: 8 }],
    ['on another line', '{\n  "x": 1,\n  "x": 2\n}', { key: 'x', line: 3, column: 3 }],
  ])('Q21: %s: found by the tree walk, at the same place', (_label, text, twice) => {
    expect(duplicateJsonKey(text)).toEqual(twice);
    expect(built.trees).toBe(1);
  });

  it.each([
    ['the same name in two objects', '[{"a":1},{"a":2}]'],
    ['an escaped name without a copy', '{"\\u0061":1,"b":2}'],
    ['text that is not JSON', '{"a":1,'],
  ])('Q21: %s: walked as before, no key twice', (_label, text) => {
    expect(duplicateJsonKey(text)).toBeNull();
    expect(built.trees).toBe(1);
  });
});
