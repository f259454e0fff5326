/**
 * Obsidian newcomer R204 (N8's kind). An Obsidian meeting note holds Dataview inline fields
 * (`Owner:: [[Ann Lee]]`) and block ids (`budget ^agenda1`). The offline engine copied both into
 * "From your notes": the summary note got the field too (a Dataview `WHERE Owner = [[Ann Lee]]`
 * listed the summary beside the meeting) and a second block `^agenda1`. A whole-line inline field is
 * no point now, and a copied line loses the block id that ends it; the words around stay.
 * Spec: newcomer session 32 N8; docs/vault-format.md (Meeting note).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';

const transcript = [
  '[00:00:03] **Anna:** We decided to book the Riverside venue for the launch party.',
  '[00:00:09] **Ben:** I will send the press kit to the agency by Friday.',
].join('\n');

describe('R204: Dataview inline fields and block ids stay in the meeting note', () => {
  it('inline-field lines and items are left out; a block id is dropped from a copied line', async () => {
    const { body } = summarizeExtractive({
      transcript,
      userNotes: [
        'Owner:: [[Ann Lee]]',
        '- Project:: [[Projects/alpha/PROJECT|Alpha]]',
        '> [!note] Agenda',
        '> - catering budget is tight this quarter ^agenda1',
        'The venue has room for two hundred guests ^venue-note',
        '- Check the parking at Riverside [due:: 2026-03-12]',
        '',
      ].join('\n'),
      language: 'en',
      meetingDate: '2026-03-09',
    });
    expect(body).not.toMatch(/Owner::|Project::/);
    expect(body).not.toMatch(/\^agenda1|\^venue-note/);
    expect(body).toContain('catering budget is tight this quarter');
    expect(body).toContain('The venue has room for two hundred guests');
    // An inline field inside a sentence (bracketed) is the user's text, kept.
    expect(body).toContain('[due:: 2026-03-12]');
  });
});
