/**
 * Review 11 X15 / X17: a period after an ordinal date ("bis zum 15. Mai"), an abbreviation ("approx. 5 p.m.",
 * "re. the casing", "by Fri. next week"), a title ("Mr. Smith", "Mme. Martin") or an initial does not end a
 * sentence: decisions and next steps are quoted whole and none is dropped. A period before a sentence opener
 * still ends one ("etc. Then …", "am 3. Okay?").
 * Spec: review11 X15, X17; issue 15 (readable units: whole sentences).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';
import { joinFalseBreaks } from '../src/transcript/false-breaks.js';
import { segmentSentences } from '../src/transcript/split-sentences.js';

/** The sentences of one line of text in `language`. */
function sentences(text: string, language: string): string[] {
  return segmentSentences({ speaker: 'A', timestamp: null, text, line: 1 }, language, 0, true).map(
    (s) => s.raw,
  );
}

describe('X15: ordinal dates do not end a sentence', () => {
  it('X15: a German meeting keeps every dated decision and next step whole', () => {
    const transcript = [
      '**Anna:** Wir haben beschlossen, das Gehäuse in Gelb zu bauen.',
      '**Bernd:** Ich kümmere mich bis zum 15. Mai um die Lieferanten.',
      '**Clara:** Ich schicke die Liste bis zum 3. Juni an alle.',
      '**Dieter:** Ich schreibe den Bericht bis Ende Mai.',
      '**Eva:** Wir haben am 1. April beschlossen, den Preis zu senken.',
    ].join('\n');
    const r = summarizeExtractive({ transcript, language: 'de', meetingDate: '2026-04-09' });
    expect(r.decisions.map((d) => [d.line, d.text])).toEqual([
      [1, 'Wir haben beschlossen, das Gehäuse in Gelb zu bauen.'],
      [5, 'Wir haben am 1. April beschlossen, den Preis zu senken.'],
    ]);
    expect(r.nextSteps.map((s) => [s.owner, s.line, s.text])).toEqual([
      ['Bernd', 2, 'Ich kümmere mich bis zum 15. Mai um die Lieferanten.'],
      ['Clara', 3, 'Ich schicke die Liste bis zum 3. Juni an alle.'],
      ['Dieter', 4, 'Ich schreibe den Bericht bis Ende Mai.'],
    ]);
  });

  it('X15: ordinals before a month in every language the engine reads, German ordinals before any word but an opener', () => {
    const whole: [string, string][] = [
      ['de', 'Ich kümmere mich bis zum 15. Mai um die Lieferanten.'],
      ['de', 'Das ist der 3. Punkt auf der Liste.'],
      ['de', 'Am 2. und 3. Juni sind wir weg.'],
      ['de', 'Wir treffen uns um 14.30 Uhr im Raum 2.'],
      ['de', 'Das kostet ca. 5 Euro, z. B. morgen.'],
      ['de', 'Herr Dr. Müller kommt am 1. Oktober.'],
      ['de', 'Bitte vgl. die Nr. 4 der Liste.'],
      ['nl', 'We leveren op 15. mei de eerste versie.'],
      ['fr', 'On livre le 15. mai la première version.'],
    ];
    for (const [language, text] of whole) expect(sentences(text, language), text).toEqual([text]);
    expect(sentences('Ich mache das am 3. Okay? Gut.', 'de')).toEqual([
      'Ich mache das am 3.',
      'Okay?',
      'Gut.',
    ]);
    expect(
      joinFalseBreaks('Das kostet 15. Danach reden wir.', ['Das kostet 15.', 'Danach reden wir.'], 'de'),
    ).toEqual(['Das kostet 15.', 'Danach reden wir.']);
    expect(
      joinFalseBreaks('We counted 12. May I ask why?', ['We counted 12.', 'May I ask why?'], 'en'),
    ).toEqual(['We counted 12.', 'May I ask why?']);
  });
});

describe('X17: abbreviations, titles and initials do not end a sentence', () => {
  it('X17: an English meeting keeps the decision whole and lists the task after "re." and "Fri."', () => {
    const transcript = [
      '**Anna:** We decided to ship v2.0 on Apr. 30 at approx. 5 p.m. Berlin time.',
      '**Bob:** I will send the sheet to Mr. Smith by 3 p.m. tomorrow.',
      "**Cara:** I'll email the vendor re. the casing by Fri. next week.",
      '**Dan:** We agreed to use the St. Louis plant.',
    ].join('\n');
    const r = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-04-10' });
    expect(r.decisions.map((d) => [d.line, d.text])).toEqual([
      [1, 'We decided to ship v2.0 on Apr. 30 at approx. 5 p.m. Berlin time.'],
      [4, 'We agreed to use the St. Louis plant.'],
    ]);
    expect(r.nextSteps.map((s) => [s.owner, s.line, s.text])).toEqual([
      ['Bob', 2, 'I will send the sheet to Mr. Smith by 3 p.m. tomorrow.'],
      ['Cara', 3, "I'll email the vendor re. the casing by Fri. next week."],
    ]);
  });

  it('X17: a French title does not cut the task in two', () => {
    const transcript = '**Bruno:** Je vais envoyer le devis à Mme. Martin avant vendredi.';
    const r = summarizeExtractive({ transcript, language: 'fr' });
    expect(r.nextSteps.map((s) => [s.owner, s.text])).toEqual([
      ['Bruno', 'Je vais envoyer le devis à Mme. Martin avant vendredi.'],
    ]);
  });

  it('X17: titles, weekdays, months, approx./e.g./i.e./etc./vs./no./re., initials, decimals and times', () => {
    const whole: [string, string][] = [
      ['en', 'I will call Dr. Jones and Mrs. Lee on Wed. after lunch.'],
      ['en', 'We pay approx. 12.50 dollars per unit, i.e. less than before.'],
      ['en', 'Compare the casing vs. the buttons, e.g. the red one.'],
      ['en', 'Item no. 5 is done, see fig. 3 for the rest.'],
      ['en', 'J. R. R. Tolkien wrote it in Sept. 1937.'],
      ['en', 'See you at 5 p.m. tomorrow in room 4.'],
      ['fr', 'M. Dupont arrive à 10 h, env. 20 minutes avant nous.'],
      ['fr', 'Je vois Mme. Martin le ven. 3 mai.'],
      ['es', 'La Sra. García llega aprox. 10 minutos tarde.'],
      ['it', 'Il dott. Rossi arriva lun. mattina.'],
      ['nl', 'Dhr. Jansen komt bijv. morgen.'],
      ['pt', 'O Sr. Silva chega aprox. às 10 horas.'],
    ];
    for (const [language, text] of whole) expect(sentences(text, language), text).toEqual([text]);
    expect(
      joinFalseBreaks(
        'We need apples, pears etc. Then we go.',
        ['We need apples, pears etc.', 'Then we go.'],
        'en',
      ),
    ).toEqual(['We need apples, pears etc.', 'Then we go.']);
    expect(sentences('See you at 5 p.m. Then we go.', 'en')).toEqual(['See you at 5 p.m.', 'Then we go.']);
    expect(joinFalseBreaks('It took 2 hr. Then we left.', ['It took 2 hr.', 'Then we left.'], 'en')).toEqual([
      'It took 2 hr.',
      'Then we left.',
    ]);
    expect(joinFalseBreaks('We take plan B. Then we go.', ['We take plan B.', 'Then we go.'], 'en')).toEqual([
      'We take plan B.',
      'Then we go.',
    ]);
  });
});
