/**
 * L55: a speaker written as a wikilink (`**[[People/Ann Lee|Ann]]:**`, Obsidian practice for people:
 * docs/vault-format.md) was repeated as a link on every line of the offline summary that quoted
 * them, key points and next-step owners alike. Now a person is linked once, at the first mention,
 * as written; later mentions show what Obsidian shows of the link (`Ann`), plain. `[[Ann Lee]]` and
 * `[[People/Ann Lee|Ann]]` are one person; no link is ever nested in another. Real engine on text.
 * Spec: L55; docs/vault-format.md (Transcript note: speaker labels as wikilinks).
 */
import { describe, expect, it } from 'vitest';
import { renderBody } from '../src/render/render-body.js';
import { summarizeExtractive } from '../src/summarize-extractive.js';

const TRANSCRIPT = [
  '[00:00:01] **[[People/Ann Lee|Ann]]:** We decided to ship the new remote on Friday.',
  '[00:00:10] **Bob Stone:** I will write the release notes by Thursday.',
  '[00:00:20] **[[People/Ann Lee|Ann]]:** Ann will book the launch room tomorrow.',
  '[00:00:30] **[[People/Ann Lee|Ann]]:** We agreed the price stays at 25 EUR.',
  '[00:00:40] **Bob Stone:** The main risk is the supplier delay.',
].join('\n');

describe('L55: one link per person in the offline summary', () => {
  it('L55: the first mention is the link, later ones the name; no nested link', () => {
    const { body } = summarizeExtractive({ transcript: TRANSCRIPT, meetingDate: '2026-05-04' });
    expect(body.match(/\[\[People\/Ann Lee\|Ann\]\]/g)).toHaveLength(1);
    expect(body).not.toMatch(/\[\[[^\]]*\[\[/);
    expect(body).toMatch(/^- \[ \] Ann: Book the launch room tomorrow\./m);
  });

  it('L55: speakers, owners and attendees share one link per person, in the order the sections are written', () => {
    const body = renderBody(
      {
        keyPoints: [
          { speaker: '[[Ann Lee]]', text: 'We ship Friday.', line: 4 },
          { speaker: 'Dr. [[People/Ann Lee|Ann]]', text: 'Price stays.', line: 7 },
        ],
        decisions: [],
        nextSteps: [{ owner: '[[Carl]]', text: 'Write notes.', line: 9, due: null }],
        attendees: ['[[People/Ann Lee|Ann]]', '[[Carl]]', 'Bob Stone'],
        emptyTranscript: false,
      } as unknown as Parameters<typeof renderBody>[0],
      '## Summary\n## Next steps\n## Attendees\n',
    );
    expect(body).toBe(
      [
        '## Summary',
        '- [[Ann Lee]]: We ship Friday. (L4)',
        '- Dr. Ann: Price stays. (L7)',
        '',
        '## Next steps',
        '- [ ] [[Carl]]: Write notes. (L9)',
        '',
        '## Attendees',
        '- Ann',
        '- Carl',
        '- Bob Stone',
        '',
      ].join('\n'),
    );
  });
});
