import { describe, expect, it } from 'vitest';
import { matchesEveryWord } from './query-words.js';

const names = [
  '2026-03-10 Remote control functional design',
  '2026-03-09 Remote control kickoff',
  'Café #3 ^notes',
];
const kept = (query: string) => names.filter(matchesEveryWord(query));

describe('matchesEveryWord: the list tools query filter', () => {
  it('keeps names holding every word, any case, full width or not; blank keeps all', () => {
    expect(kept('REMOTE kickoff')).toEqual(['2026-03-09 Remote control kickoff']);
    expect(kept('ｒｅｍｏｔｅ ｆｕｎｃｔｉｏｎａｌ')).toEqual([
      '2026-03-10 Remote control functional design',
    ]);
    expect(kept('   ')).toEqual(names);
    expect(kept('zzz')).toEqual([]);
  });

  it('review14: a query that is one whole link is read as the name of the note it links to', () => {
    const kickoff = ['2026-03-09 Remote control kickoff'];
    expect(kept('[[2026-03-09 Remote control kickoff]]')).toEqual(kickoff);
    expect(kept('[[Meetings/2026-03-09 Remote control kickoff|the kick-off]]')).toEqual(kickoff);
    expect(kept('[[2026-03-09 Remote control kickoff#Decisions]]')).toEqual(kickoff);
    expect(kept('![[2026-03-09 Remote control kickoff]]')).toEqual(kickoff);
    expect(kept('"[[2026-03-09 Remote control kickoff]]"')).toEqual(kickoff);
    expect(kept('[kick-off](Meetings/2026-03-09%20Remote%20control%20kickoff.md)')).toEqual(kickoff);
    // As in Obsidian, `#` in a link starts a heading: the link names the note `Café`.
    expect(kept('[[Café #3 ^notes]]')).toEqual(['Café #3 ^notes']);
    // Text around a link is a plain query: its words (brackets included) must all occur.
    expect(kept('see [[2026-03-09 Remote control kickoff]]')).toEqual([]);
    // An empty link target ([[#heading]]) stays a plain query.
    expect(kept('[[#Decisions]]')).toEqual([]);
  });

  it('L442: an unaccented letter finds its accented forms, NFC or NFD; regex characters are plain', () => {
    const nfd = ['Cafe\u0301 meeting', 'Cafe meeting', 'a.b (x) [y]*'];
    const keep = (query: string) => nfd.filter(matchesEveryWord(query));
    expect(keep('cafe')).toEqual(['Cafe\u0301 meeting', 'Cafe meeting']);
    expect(keep('caf\u00e9')).toEqual(['Cafe\u0301 meeting']);
    expect(kept('cafe')).toEqual(['Café #3 ^notes']);
    expect(keep('(x) [y]* a.b')).toEqual(['a.b (x) [y]*']);
    expect(keep('a?b')).toEqual([]);
  });
});
