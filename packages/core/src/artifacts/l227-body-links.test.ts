/**
 * Leftovers L227 (newcomer session 33 N4): the body line that repeats the Markdown links of a product
 * note's properties (Obsidian follows links in the body, not Markdown links in properties): which keys
 * get one, how the line is kept up to date (replaced in place, removed when no Markdown link is left),
 * and that the note's other bytes (CRLF, the run records) stay as they are.
 * Spec: docs/contracts.md, Links written.
 */
import { describe, expect, it } from 'vitest';
import { formatLink } from '../names/index.js';
import { bodyLinksLine, CONTEXT_LINK_KEYS, noteWithBodyLinks, withBodyLinks } from './body-links.js';

const sprint = formatLink('Meetings/2026-04-02 Sprint #3 ^v2.md');
const notes = [formatLink('Notes/a [x].md'), formatLink('Notes/b.md')];

describe('L227: body links line', () => {
  it('names each Markdown-linked key (lists too), leaves wikilinks out, escapes # and ^ in the text', () => {
    const line = bodyLinksLine(
      { meeting: sprint, transcript: formatLink('Transcripts/plain.md'), usernotes: notes },
      ['meeting', 'transcript', 'usernotes'],
    );
    expect(line).toBe(
      'Links: Meeting note: [2026-04-02 Sprint \\#3 \\^v2](Meetings/2026-04-02%20Sprint%20%233%20%5Ev2.md) · Notes: [a x](Notes/a%20%5Bx%5D.md)',
    );
    expect(
      bodyLinksLine({ meeting: '[[Meetings/plain]]', transcript: 3 }, ['meeting', 'transcript']),
    ).toBeNull();
  });

  it('is replaced in place, removed with its blank line, and keeps CRLF', () => {
    const body = 'Links: Meeting note: [old](Meetings/old%20%231.md)\r\n\r\n## Run 1\r\n- x\r\n';
    expect(withBodyLinks(body, 'Links: Meeting note: [new](n.md)', 'start')).toBe(
      'Links: Meeting note: [new](n.md)\r\n\r\n## Run 1\r\n- x\r\n',
    );
    expect(withBodyLinks(body, null, 'start')).toBe('## Run 1\r\n- x\r\n');
    expect(withBodyLinks('## Summary\nx\n\n', 'Links: Summary: [s](s.md)', 'end')).toBe(
      '## Summary\nx\n\nLinks: Summary: [s](s.md)\n',
    );
    const same = 'Links: Summary: [s](s.md)\n';
    expect(withBodyLinks(same, 'Links: Summary: [s](s.md)', 'end')).toBe(same);
  });

  it('noteWithBodyLinks: a context note whose meeting was renamed gets the new link; an unchanged note is returned as is', () => {
    const text = `---\nmeeting: "${formatLink('Meetings/Sprint #4.md')}"\n---\nLinks: Meeting note: [Sprint \\#3](Meetings/Sprint%20%233.md)\n\n## Run\n`;
    const next = noteWithBodyLinks(text, CONTEXT_LINK_KEYS, 'start');
    expect(next).toContain('\nLinks: Meeting note: [Sprint \\#4](Meetings/Sprint%20%234.md)\n\n## Run\n');
    expect(noteWithBodyLinks(next, CONTEXT_LINK_KEYS, 'start')).toBe(next);
    const plain = '---\nmeeting: "[[Meetings/plain]]"\n---\n## Run\n';
    expect(noteWithBodyLinks(plain, CONTEXT_LINK_KEYS, 'start')).toBe(plain);
  });
});
