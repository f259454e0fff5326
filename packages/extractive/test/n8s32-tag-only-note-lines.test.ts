/**
 * Newcomer session 32 N8. An Obsidian meeting note often has a line of tags (`#meeting #launch`)
 * under its frontmatter. The offline engine took it for a key point ("- From your notes:\n  - #meeting
 * #launch"), so the summary note carried the tags `#meeting` and `#launch`: Obsidian's `tag:#meeting`
 * search and Dataview `FROM #meeting` listed the summary as a meeting. A line (or list item) of tags
 * only is no point now; a note line that uses a tag inside its words is kept as the user wrote it.
 * Spec: newcomer session 32 N8; docs/vault-format.md (Meeting note).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';

const transcript = [
  '[00:00:03] **Anna:** We decided to book the Riverside venue for the launch party.',
  '[00:00:09] **Ben:** I will send the press kit to the agency by Friday.',
].join('\n');

describe('N8 (session 32): a line of tags only is no key point', () => {
  it('tag lines and tag-only list items are left out; a sentence with a tag stays', () => {
    const { body } = summarizeExtractive({
      transcript,
      userNotes:
        '#meeting #launch\n- #q3, #plan ^tags\n- Catering budget is tight this quarter, see #finance notes\n',
      language: 'en',
      meetingDate: '2026-03-09',
    });
    expect(body).not.toMatch(/^\s*- #meeting #launch$/m);
    expect(body).not.toMatch(/#q3/);
    expect(body).toContain('Catering budget is tight this quarter, see #finance notes');
  });
});
