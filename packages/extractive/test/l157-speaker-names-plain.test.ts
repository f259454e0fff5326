/**
 * Leftovers C L157 (reviewA F5): speaker names from a foreign transcript (a WebVTT voice
 * `<v Carol #lead ^x>`, `#general`, `Anna ^2`, `Q|A`, `a]b`) were copied as written into the offline
 * summary: `#lead` became a vault tag, `^x` / `^2` block ids, `a]b` a stray link bracket. Now every
 * person label the engine writes (key-point speakers, next-step owners, attendees) is plain text
 * (core `markdownName`: each character Obsidian reads as syntax escaped with a backslash), and a
 * person written as a wikilink (`[[Bob]]`) stays a link. Real engine on the transcript lines
 * `ma import` writes for such voices.
 * Spec: reviewA F5; docs/vault-format.md (Summary note).
 */
import { markdownName } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';

const TRANSCRIPT = [
  '[00:00:01] **#general:** We decided to use rubber for the case.',
  '[00:00:05] **Anna ^2:** I will send the quote by Friday.',
  '[00:00:09] **[[Bob]]:** Agreed, we decided to ship in March.',
  '[00:00:13] **Q|A:** I will write the test plan by Monday.',
  '[00:00:17] **a]b:** I will check the *budget* by Tuesday.',
  '[00:00:21] **Carol #lead ^x:** I will book the room tomorrow.',
].join('\n');

/** What Obsidian would read as a tag, a block id at a line's end, or a lone bracket, outside links. */
function syntaxOutsideLinks(line: string): string[] {
  const bare = line
    .replace(/^- \[[ x]\] /, '')
    .replace(/\[\[[^[\]]*\]\]/g, '')
    .replace(/\\./g, '');
  return [
    ...(bare.match(/(^|\s)#[^\s#]+/g) ?? []),
    ...(bare.match(/\s\^[A-Za-z0-9-]+\s*(\(|$)/g) ?? []),
    ...(bare.match(/[[\]|]/g) ?? []),
  ];
}

describe('L157: speaker names are plain text in the offline summary', () => {
  it('L157: no tag, block id, table bar or stray bracket from a name; a wikilinked person stays a link', () => {
    const { body } = summarizeExtractive({
      transcript: TRANSCRIPT,
      meetingDate: '2026-12-04',
      template: '## Summary\n## Decisions\n## Next steps\n## Attendees\n',
    });
    for (const line of body.split('\n')) expect(syntaxOutsideLinks(line), line).toEqual([]);
    expect(body).toContain('- [ ] Anna \\^2: I will send the quote by Friday.');
    expect(body).toContain('- [ ] Carol \\#lead \\^x: I will book the room tomorrow.');
    expect(body).toContain('- [ ] a\\]b: I will check the *budget* by Tuesday.');
    expect(body).toContain('- [ ] Q\\|A: I will write the test plan by Monday.');
    expect(body).toContain('- \\#general');
    expect(body).toContain('[[Bob]]');
  });

  it('L157: markdownName escapes every syntax character, keeps wikilinks (an embed as a link), and escapes other links', () => {
    expect(markdownName('Carol #lead ^x')).toBe('Carol \\#lead \\^x');
    expect(markdownName('a]b [c')).toBe('a\\]b \\[c');
    expect(markdownName('x_y *z* `q` ~~s~~ ==h== $m$ <b> %%c%% \\')).toBe(
      'x\\_y \\*z\\* \\`q\\` \\~\\~s\\~\\~ \\=\\=h\\=\\= \\$m\\$ \\<b> \\%\\%c\\%\\% \\\\',
    );
    expect(markdownName('Dr. [[People/Ann Lee|Ann]] #1')).toBe('Dr. [[People/Ann Lee|Ann]] \\#1');
    expect(markdownName('![[Bob]]')).toBe('[[Bob]]');
    expect(markdownName('[Ann](https://x.test)')).toBe('\\[Ann\\](https://x.test)');
    expect(markdownName('Ann Lee')).toBe('Ann Lee');
  });
});
