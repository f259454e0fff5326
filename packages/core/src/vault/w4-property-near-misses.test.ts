import { describe, expect, it } from 'vitest';
import { meetingPropertyNearMisses, propertyNearMissClause } from './meeting-property-near-misses.js';

describe('W4: meeting properties under another spelling', () => {
  it('finds another case, the singular or plural, blanks or _ inside, and one slip in a long key', () => {
    const data = {
      Project: 'a',
      attendee: ['Ann'],
      Transcripts: '[[T]]',
      user_notes: '[[N]]',
      'Start ': '10:00',
      contxt: '[[C]]',
      tag: 'meeting',
    };
    expect(meetingPropertyNearMisses(data)).toEqual([
      { written: 'Project', meant: 'projects' },
      { written: 'attendee', meant: 'attendees' },
      { written: 'Transcripts', meant: 'transcript' },
      { written: 'user_notes', meant: 'usernotes' },
      { written: 'Start ', meant: 'start' },
      { written: 'contxt', meant: 'context' },
      { written: 'tag', meant: 'tags' },
    ]);
  });

  it('says nothing for the exact keys, for a key the note also has exactly, and for unrelated keys', () => {
    expect(
      meetingPropertyNearMisses({
        title: 'x',
        date: '2026-01-01',
        projects: ['a'],
        Projects: ['b'],
        aliases: [],
        cssclasses: [],
        location: 'Room 1',
        type: 'meeting',
        created: '2026-01-01',
        author: '[[Ann]]',
        participants: ['Ann'],
        state: 'done',
        summaries: 'x',
        notes: 'x',
      }),
    ).toEqual([]);
  });

  it('gives the clause with the value on one line, cut at 80 characters', () => {
    expect(propertyNearMissClause({ project: ['remote-control', 'web'] }, 'projects')).toBe(
      'the note has "project: ["remote-control","web"]" instead (did you mean "projects"?)',
    );
    expect(propertyNearMissClause({ project: `a\n${'b'.repeat(200)}` }, 'projects')).toMatch(
      /: a b{77}…" instead/,
    );
    expect(propertyNearMissClause({ projects: [] }, 'projects')).toBeNull();
  });
});
