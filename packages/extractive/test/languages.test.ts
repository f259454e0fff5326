import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

const german = [
  '[00:00:01] **Anna:** Guten Morgen, wir besprechen heute das Budget für die neue Fernbedienung.',
  '[00:00:06] **Jonas:** Das Gehäuse aus Gummi kostet zu viel, wir brauchen eine günstigere Lösung für das Gehäuse.',
  '[00:00:12] **Anna:** Wir haben beschlossen, das Gehäuse aus Kunststoff zu bauen und die Farbe Gelb zu nehmen.',
  '[00:00:18] **Jonas:** Ich werde bis Freitag die Kosten für das neue Gehäuse berechnen und verschicken.',
].join('\n');

const welsh = [
  "[00:00:01] **Lynne Neagle AM:** Bore da, a chroeso i'r pwyllgor plant, pobl ifanc ac addysg y bore yma.",
  "[00:00:07] **Sian Gwenllian AM:** Diolch, Cadeirydd. Mae'r adroddiad blynyddol yn dangos bod ysgolion uwchradd yn wynebu heriau mawr gyda'r cwricwlwm newydd.",
  '[00:00:15] **Meilyr Rowlands:** Mae angen mwy o gefnogaeth ar ysgolion uwchradd i baratoi ar gyfer y cwricwlwm newydd yng Nghymru.',
].join('\n');

const french = [
  "[00:00:01] **Claire:** Bonjour à tous, nous allons parler du budget de la nouvelle télécommande aujourd'hui.",
  '[00:00:06] **Marc:** Le boîtier en caoutchouc coûte trop cher, il faut trouver une solution moins chère pour le boîtier.',
  '[00:00:12] **Claire:** On a décidé de garder le boîtier en plastique avec une couleur jaune très vive.',
].join('\n');

describe('other languages degrade gracefully', () => {
  it('German: detects the language, finds key points and the few German cues', () => {
    const r = summarizeExtractive({ transcript: german });
    expect(r.language).toBe('de');
    expect(r.keyPoints.length).toBeGreaterThan(0);
    expect(r.decisions.map((d) => d.line)).toEqual([3]);
    expect(r.nextSteps).toContainEqual(expect.objectContaining({ owner: 'Jonas', line: 4 }));
    expect(r.attendees).toEqual(['Anna', 'Jonas']);
  });

  it('Welsh: key points from letters-only tokens, no cue list, no crash; P20 the summary says decisions and next steps were not looked for, never "None recorded"', () => {
    const r = summarizeExtractive({ transcript: welsh });
    expect(r.language).toBe('cy');
    expect(r.keyPoints.length).toBeGreaterThan(0);
    expect(r.body).toMatch(
      /^## Summary\n(?:- .+\(L\d+\)\n)+\n## Decisions\n- Not extracted: no decision cue words for language `cy`: the offline engine has cue words for English \(`en`\), German \(`de`\), French \(`fr`\) only; a model can find them\.\n\n## Next steps\n- Not extracted: no task cue words for language `cy`: .+ only; a model can find them\.\n$/,
    );
    expect(r.body).not.toContain('None recorded');
  });

  it('French: detected, a French decision cue works', () => {
    const r = summarizeExtractive({ transcript: french });
    expect(r.language).toBe('fr');
    expect(r.decisions.map((d) => [d.line, d.speaker])).toEqual([[3, 'Claire']]);
  });

  it('a language given by the caller wins over detection, region subtags dropped', () => {
    expect(summarizeExtractive({ transcript: german, language: 'de-AT' }).language).toBe('de');
  });

  it('empty transcript: a clear, non-crashing result', () => {
    for (const transcript of ['', '   \n\n', '---\n']) {
      const r = summarizeExtractive({ transcript });
      expect(r.body).toBe(
        '## Summary\n- No transcript content.\n\n## Decisions\n- None recorded.\n\n## Next steps\n- None recorded.\n',
      );
      expect(r.keyPoints).toEqual([]);
      expect(r.attendees).toEqual([]);
    }
  });

  it('odd inputs do not crash', () => {
    expect(() =>
      summarizeExtractive({ transcript: '[00:00:01] **A:** ?!?!\n**B:** 12 34 56\n\u{1F600}\u{1F600}' }),
    ).not.toThrow();
    expect(() =>
      summarizeExtractive({ transcript: '中文会议记录。我们决定了。', maxKeyPoints: 0 }),
    ).not.toThrow();
  });
});
