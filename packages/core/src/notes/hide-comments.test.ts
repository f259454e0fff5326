/**
 * Review 4 P27: Obsidian and HTML comments are the user's private remarks; `hideComments` removes
 * them (inline, over several lines, left open) and keeps every line in its place; code is text.
 */
import { describe, expect, it } from 'vitest';
import { hideComments } from './hide-comments.js';

describe('P27 hideComments', () => {
  it('P27: inline, multi-line and HTML comments are removed, the line count kept', () => {
    const notes = [
      '- Target group 15-35',
      '%% private: Bob seems overwhelmed, talk to HR %%',
      '<!-- private: salary of the contractor is 95k -->',
      '- Standard batteries %%ask Carol%% and chargers',
      '%%',
      'Private block:',
      '- candidate list for layoffs: Bob, Carol',
      '%%',
      '- Next: order samples',
    ].join('\n');
    const hidden = hideComments(notes);
    expect(hidden.text.split('\n')).toEqual([
      '- Target group 15-35',
      '',
      '',
      '- Standard batteries  and chargers',
      '',
      '',
      '',
      '',
      '- Next: order samples',
    ]);
    expect(hidden.lines).toBe(7);
    expect(hidden.text).not.toMatch(/private|layoffs|Carol|95k/);
  });

  it('P27: a comment left open hides the rest; code blocks and code spans are text; CRLF stays', () => {
    expect(hideComments('a\r\n%% open\r\nb\r\n').text).toBe('a\r\n\r\n\r\n');
    const code = '```\n%% not a comment %%\n```\nuse `%%` to comment';
    expect(hideComments(code)).toEqual({ text: code, lines: 0 });
    expect(hideComments('no comments here')).toEqual({ text: 'no comments here', lines: 0 });
  });
});
