import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

/**
 * Review3 M5 (the notice): when no decision or task cue matched, the run record's notice quotes the cue words of
 * the language the engine used — German ones for `de`, French ones for `fr` — never English ones for another
 * language, and says when that language was detected rather than set, with the fix (`language:`).
 */
describe('M5: the "no cue words matched" notices speak the language they name', () => {
  const de = [
    '**Anna:** Guten Morgen zusammen, die Gehäuse sind heute vom Lieferanten gekommen und sehen gut aus.',
    '**Jonas:** Die matte Oberfläche ist etwas teurer als die glänzende, aber sie fühlt sich besser an.',
    '**Anna:** Die Fokusgruppe hat die matte Oberfläche deutlich bevorzugt, das war sehr eindeutig.',
  ].join('\n');
  const fr = [
    '**Claire:** Bonjour à tous, les boîtiers sont arrivés du fournisseur ce matin et ils sont très bien.',
    '**Hugo:** La finition mate coûte un peu plus cher que la brillante, mais elle est plus agréable.',
    "**Claire:** Le groupe de discussion a nettement préféré la finition mate, c'était très clair.",
  ].join('\n');
  const en = [
    '**Ann:** Good morning everyone, the casings came back from the supplier today and they look fine.',
    '**Bob:** The matte finish costs a little more than the glossy one, but it feels much better.',
  ].join('\n');

  it('M5: a German transcript (detected) is told German cue words and that the language was detected', () => {
    const result = summarizeExtractive({ transcript: de, language: null });
    expect(result.language).toBe('de');
    const text = result.notices.join('\n');
    expect(text).toContain('No decision cue words (language `de`, e.g. "wir haben beschlossen"');
    expect(text).toContain('No task cue words (language `de`, e.g. "ich werde"');
    expect(text).not.toMatch(/we decided|let's go with|I'll send|can you check/);
    expect(text).toContain('detected');
    expect(text).toContain('`language:`');
  });

  it('M5: a French transcript set as `fr` is told French cue words, without a detection hint', () => {
    const result = summarizeExtractive({ transcript: fr, language: 'fr' });
    const text = result.notices.join('\n');
    expect(text).toContain('No decision cue words (language `fr`, e.g. "on a décidé"');
    expect(text).toContain('No task cue words (language `fr`, e.g. "je vais"');
    expect(text).not.toMatch(/we decided|let's go with|I'll send|can you check|detected/);
  });

  it('M5: an English transcript keeps its English examples', () => {
    const text = summarizeExtractive({ transcript: en, language: 'en' }).notices.join('\n');
    expect(text).toContain('No decision cue words (language `en`, e.g. "we decided", "let\'s go with")');
    expect(text).toContain('No task cue words (language `en`, e.g. "I\'ll send", "can you check")');
  });
});
