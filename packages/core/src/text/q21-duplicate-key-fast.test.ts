/**
 * Q21 (issue 13, agent-loop overhead): every tool call a model makes is checked for a key given twice
 * (L7), and `duplicateJsonKey` built the `yaml` package's syntax tree for it: more CPU than the rest
 * of a `read_meetingnote` call. Arguments whose member names are all written differently, none with
 * an escape, cannot give a key twice: they are now answered without the tree. Every other text (a
 * name twice anywhere, a name with an escape, text that is not JSON) is walked as before, with the
 * same answers and positions. The `yaml` parser is the real one, only counted.
 * Spec: issue 13 (agent-loop overhead ≤ 3 ms per step); docs/agent-loop-speed.md; review L7, reviewA T8.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseJsonKeepingNumberText } from '../config/json-number-sources.js';
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
    ['the same name in two objects (P186)', '[{"a":1},{"a":2}]'],
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
    ['an escaped name without a copy', '{"\\u0061":1,"b":2}'],
    ['text that is not JSON', '{"a":1,'],
  ])('Q21: %s: walked as before, no key twice', (_label, text) => {
    expect(duplicateJsonKey(text)).toBeNull();
    expect(built.trees).toBe(1);
  });
});

const sampleConfig = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../examples/sample-vault/meeting-assistant.json',
);

/** A JSON text from [name, value] members (names may repeat: JSON.stringify could not write that). */
type Node = number | string | Node[] | { members: [string, Node][] };
function write(node: Node): string {
  if (typeof node === 'number' || typeof node === 'string') return JSON.stringify(node);
  if (Array.isArray(node)) return `[${node.map(write).join(',')}]`;
  return `{${node.members.map(([k, v]) => `${JSON.stringify(k)}: ${write(v)}`).join(', ')}}`;
}
function hasTwice(node: Node): boolean {
  if (typeof node === 'number' || typeof node === 'string') return false;
  if (Array.isArray(node)) return node.some(hasTwice);
  const names = node.members.map(([k]) => k);
  return new Set(names).size !== names.length || node.members.some(([, v]) => hasTwice(v));
}
/** A seeded random JSON value whose names and string values come from a few that hold brackets and quotes. */
function randomNode(next: () => number, depth: number): Node {
  const words = ['a', 'b', 'prompt', '{', '}[', 'x"y', ']'];
  const r = next();
  if (depth > 3 || r < 0.3)
    return r < 0.15 ? Math.floor(r * 100) : (words[Math.floor(next() * words.length)] as string);
  const count = Math.floor(next() * 4);
  if (r < 0.5) return Array.from({ length: count }, () => randomNode(next, depth + 1));
  return {
    members: Array.from({ length: count }, () => [
      words[Math.floor(next() * 4)] as string,
      randomNode(next, depth + 1),
    ]),
  };
}

// P186 (issue 13, start-up): every `ma` start checks `meeting-assistant.json` for a key given twice, and the
// quick proof above took one set of names for the whole text, so a configuration that repeats a name in two
// sections (the sample vault's `"prompt"` section and `approvals.prompt`) built the syntax tree on every start.
// The proof now keeps each object's names apart.
describe('P186: a key given twice, checked per object', () => {
  it('P186: the sample vault configuration (a name in two sections) is read without the syntax tree', () => {
    const text = readFileSync(sampleConfig, 'utf8');
    expect(text).toMatch(/"prompt": \{[\s\S]*"prompt": "/); // the repeated name this test is about
    expect(parseJsonKeepingNumberText(text)).toEqual(JSON.parse(text));
    expect(built.trees).toBe(0);
  });

  it.each([
    ['a name in a child and its parent', '{"a":{"a":1}}'],
    ['sibling objects', '{"x":{"mode":1},"y":{"mode":2},"z":[{"mode":3}]}'],
    ['after an array closes', '{"a":[{"b":1}],"b":2}'],
    ['brackets inside strings', '{"x":"{[","w":"]}","y":{"x":"}"}}'],
  ])('P186: %s: no key twice, and no syntax tree built', (_label, text) => {
    expect(duplicateJsonKey(text)).toBeNull();
    expect(built.trees).toBe(0);
  });

  it.each([
    [
      'twice after a child object closes',
      '{"a":{"x":1},"b":{"x":2},"a":3}',
      { key: 'a', line: 1, column: 26 },
    ],
    ['twice after an array of objects', '{"a":[1,{"c":1}],"a":2}', { key: 'a', line: 1, column: 18 }],
    ['twice inside the second of two objects', '[{"a":1},{"a":2,"a":3}]', { key: 'a', line: 1, column: 17 }],
  ])('P186: %s: found by the tree walk, at the same place', (_label, text, twice) => {
    expect(duplicateJsonKey(text)).toEqual(twice);
    expect(built.trees).toBe(1);
  });

  it('P186: on 2,000 seeded random texts, a key is found twice exactly when one object gives it twice', () => {
    let seed = 186;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let twice = 0;
    for (let n = 0; n < 2000; n++) {
      const node: Node = {
        members: [
          ['root', randomNode(next, 0)],
          ['more', randomNode(next, 0)],
        ],
      };
      const text = write(node);
      const expected = hasTwice(node);
      if (expected) twice++;
      expect(duplicateJsonKey(text) !== null, text).toBe(expected);
    }
    expect(twice).toBeGreaterThan(100);
    expect(twice).toBeLessThan(1900);
  });
});
