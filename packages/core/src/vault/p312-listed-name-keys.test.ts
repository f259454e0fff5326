/**
 * P312 (issue 13 (f)): the numbered-copy check of `pastSummaries` looks notes up by name key through
 * `ListedNameKeys` (every path keyed in one `nameKey` call, on first use) instead of a `Map` of each
 * note's `nameKey`. Its answers are the Map's for every kind of name: NFD beside NFC, case, the Greek
 * final sigma (lower-casing depends on the next letter), Turkish dotted I, ß, a mark at a name's
 * start, composition exclusions, keys two notes share (the last one given), and seeded random names.
 */
import { describe, expect, it } from 'vitest';
import { nameKey } from '../names/index.js';
import { ListedNameKeys } from './listed-name-keys.js';

/** What `pastSummaries` used before: a note's key to the note (the last note of a key wins). */
const asMap = (notes: readonly string[]) => new Map(notes.map((n) => [nameKey(n), n]));

function expectSame(notes: readonly string[], probes: readonly string[]): void {
  const map = asMap(notes);
  const keys = new ListedNameKeys(notes);
  for (const probe of [...notes.map(nameKey), ...probes.map(nameKey), ...probes]) {
    expect(keys.has(probe), JSON.stringify(probe)).toBe(map.has(probe));
    expect(keys.get(probe), JSON.stringify(probe)).toBe(map.get(probe));
  }
}

const HOSTILE = [
  'Summaries/Café.md',
  'Summaries/Cafe\u0301 2.md',
  'Summaries/STANDUP.md',
  'Summaries/standup.md',
  'Summaries/ΟΔΟΣ.md',
  'Summaries/ΟΔΟΣ 2.md',
  'Summaries/Σ.md',
  'Summaries/aΣ.md',
  'Summaries/Σa.md',
  'Summaries/İstanbul.md',
  'Summaries/Straße.md',
  'Summaries/STRASSE.md',
  'Summaries/\u212Bngström.md',
  'Summaries/\u0958 note.md',
  '\u0301 mark first.md',
  'Summaries/sub/\u0301x.md',
  'Summaries/Plan #3 [x] | y ^z.md',
  'Summaries/ﬁle.md',
  'Summaries/\u1E9E.md',
];

describe('P312: ListedNameKeys answers as a Map of name keys', () => {
  it('for hostile names, shared keys and names that are no note', () => {
    expectSame(HOSTILE, [
      'Summaries/café.md',
      'Summaries/οδος.md',
      'Summaries/οδοσ.md',
      'Summaries/σ.md',
      'Summaries/ς.md',
      'Summaries/straße.md',
      'Summaries/nothing.md',
      'Summaries',
      '',
      'a\0b.md',
      'Summaries/Café.md\0Summaries/Cafe\u0301 2.md',
    ]);
  });

  it('for no notes', () => {
    expectSame([], ['Summaries/x.md', '']);
    expectSame(['', 'a.md'], ['', 'A.md']);
  });

  it('for 2,000 seeded random listings', () => {
    const alphabet = [
      'a',
      'A',
      'Σ',
      'σ',
      'ς',
      'e\u0301',
      'é',
      'É',
      'İ',
      'ı',
      'ß',
      '\u0301',
      ' ',
      '2',
      '/',
      'ﬁ',
      '\u212B',
      'Å',
      'ǅ',
      '.',
    ];
    let seed = 49;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const name = () =>
      `Summaries/${Array.from({ length: 1 + next(6) }, () => alphabet[next(alphabet.length)]).join('')}.md`;
    for (let round = 0; round < 2000; round++) {
      const notes = Array.from({ length: next(8) }, name);
      expectSame(notes, Array.from({ length: 4 }, name));
    }
  });
});
