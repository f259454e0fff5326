import { describe, expect, it } from 'vitest';
import { withoutFillers } from '../src/topics/without-fillers.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('session 16: key points without the fillers and hedges said inside them', () => {
  it('drops comma-bounded "like", "really", "I think", "to be fair" and the commas around them', () => {
    expect(withoutFillers('The glaze needs, like, another two days in the drying room.', 'en')).toBe(
      'The glaze needs another two days in the drying room.',
    );
    expect(withoutFillers('We need another four volunteers, really, to cover the late shift.', 'en')).toBe(
      'We need another four volunteers to cover the late shift.',
    );
    expect(withoutFillers('The east gate is, I think, the only way in for the lorries.', 'en')).toBe(
      'The east gate is the only way in for the lorries.',
    );
    expect(withoutFillers('The old boiler has done twenty winters, to be fair.', 'en')).toBe(
      'The old boiler has done twenty winters.',
    );
  });

  it('drops "honestly", "basically", "literally" anywhere, capitalising a new first word', () => {
    expect(withoutFillers('Honestly the printer queue jams every Monday morning.', 'en')).toBe(
      'The printer queue jams every Monday morning.',
    );
    expect(withoutFillers('We have basically no spare tyres left for the minibus.', 'en')).toBe(
      'We have no spare tyres left for the minibus.',
    );
  });

  it('keeps words that mean something when not set off by commas ("like a", "really low", "just before")', () => {
    for (const text of [
      'It looks like a proper turntable on the stage.',
      'The counts are really low on Saturday afternoons.',
      'The van arrives just before the market opens at eight.',
      'Actually the council pays half of the new kissing gate.',
    ])
      expect(withoutFillers(text, 'en')).toBe(text);
  });

  it('keeps a sentence whole when too little would be left, and other languages as they are', () => {
    expect(withoutFillers('Honestly, it works fine.', 'en')).toBe('Honestly, it works fine.');
    const german = 'Wir brauchen, like, noch zwei Tage für die Glasur im Trockenraum.';
    expect(withoutFillers(german, 'de')).toBe(german);
  });

  it('a meeting: its key points hold no comma-bounded filler, and every word quoted is on the cited line', () => {
    const turns = [
      'Nia: The kiln in the back studio failed its safety check, like, twice this month, so firing stops until the element is replaced.',
      'Oli: The supplier quotes three weeks for a new element, and the spring exhibition opens in four weeks, honestly.',
      'Nia: The students could fire their exhibition pieces at the college kiln across town, really, if we book it soon.',
      'Oli: The college kiln costs forty pounds a firing, which the exhibition budget can cover, I think.',
      'Nia: The glaze workshop on Saturday moves to the big room, because the back studio stays closed for the repair.',
      'Oli: The exhibition labels and the price list go to the printer on Friday, basically, with the final titles.',
    ];
    const summary = madeUpMeeting(turns, '2026-05-04');
    expect(summary.keyPoints.length).toBeGreaterThan(0);
    for (const point of summary.keyPoints) {
      expect(point.text).not.toMatch(/,\s*(?:like|really|honestly|basically|I think)\b/i);
      const line = turns[point.line - 1]!.toLowerCase();
      for (const word of point.text.toLowerCase().match(/[a-z']+/g) ?? []) expect(line).toContain(word);
    }
  });
});
