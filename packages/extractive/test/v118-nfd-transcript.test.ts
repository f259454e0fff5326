import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

/**
 * V118 (review, session 43): a transcript in NFD (a Mac's export, a note another tool wrote: `é` as `e` +
 * U+0301) gave the offline engine words its French and German cues never match: of R173's five French
 * decisions only the two whose cue has no accent were found ("Il est décidé que …", "Il a été convenu
 * de …", "C'est acté" lost). The engine reads each line in NFC; a quoted item's link stays as written.
 */
function transcript(turns: readonly (readonly [string, string])[]): string {
  return turns
    .map(([who, said], k) => `[00:00:${String(k).padStart(2, '0')}] **${who}:** ${said}`)
    .join('\n');
}

const TURNS = [
  ['Élodie', "Bonjour à tous, aujourd'hui on parle du déménagement du bureau à Lyon."],
  ['Élodie', "On est d'accord que le lancement est reporté au 15 janvier."],
  ['François', "Il est décidé que [[Hélène Brûlé|Hélène]] coordonne l'équipe du déménagement."],
  ['Hélène', 'Il a été convenu de garder les anciens bureaux à Paris.'],
  ['François', "On s'est mis d'accord sur le prix des meubles."],
  ['Élodie', "C'est acté : la réunion de suivi aura lieu en février."],
  ['Hélène', "Rien n'a été décidé de plus pour le parking."],
] as const;

describe('V118: a transcript in NFD reads as in NFC', () => {
  it('V118: the same decisions, lines and words (NFC) for the NFD text; the link kept as written', () => {
    const nfc = summarizeExtractive({ transcript: transcript(TURNS) });
    const nfd = summarizeExtractive({ transcript: transcript(TURNS).normalize('NFD') });
    expect(nfc.decisions.map((d) => d.line)).toEqual([2, 3, 4, 5, 6]);
    expect(nfd.language).toBe('fr');
    expect(nfd.decisions.map((d) => d.line)).toEqual([2, 3, 4, 5, 6]);
    const third = nfd.decisions.find((d) => d.line === 3)?.text ?? '';
    expect(third).toContain("coordonne l'\u00e9quipe");
    expect(third).toContain('[[H\u00e9l\u00e8ne Br\u00fbl\u00e9|H\u00e9l\u00e8ne]]'.normalize('NFD'));
  });
});
