import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

/**
 * Newcomer R173: a French meeting's decisions said in the impersonal or passive form ("Il est décidé que …",
 * "Il a été convenu de …") or as agreement on a clause ("On est d'accord que …", "On s'est mis d'accord sur …")
 * were not found: the summary said "Decisions: None recorded." for a meeting that took two. German's
 * "es wurde beschlossen" was already a cue; French now has its forms, and their negations block them.
 */
function transcript(turns: readonly (readonly [string, string])[]): string {
  return turns
    .map(([who, said], k) => `[00:00:${String(k).padStart(2, '0')}] **${who}:** ${said}`)
    .join('\n');
}

describe('R173: French impersonal and clause-agreement decisions', () => {
  it('finds "il est décidé que", "il a été convenu de", "on est d\'accord que", "on s\'est mis d\'accord", "c\'est acté"; not their negations or "décidé à"', () => {
    const r = summarizeExtractive({
      transcript: transcript([
        ['Élodie', "Bonjour à tous, aujourd'hui on parle du déménagement du bureau à Lyon."],
        ['Élodie', "On est d'accord que le lancement est reporté au 15 janvier."],
        ['François', "Il est décidé que Hélène coordonne l'équipe du déménagement."],
        ['Hélène', 'Il a été convenu de garder les anciens bureaux à Paris.'],
        ['François', "On s'est mis d'accord sur le prix des meubles."],
        ['Élodie', "C'est acté : la réunion de suivi aura lieu en février."],
        ['Hélène', "Rien n'a été décidé de plus pour le parking."],
        ['François', "Il n'a pas encore été convenu que les salariés travaillent à distance."],
        ['Élodie', 'Le directeur est décidé à partir en retraite en mars.'],
        ['Hélène', "On est d'accord que le budget est trop élevé ?"],
      ]),
    });
    expect(r.language).toBe('fr');
    expect(r.decisions.map((d) => d.line)).toEqual([2, 3, 4, 5, 6]);
  });
});
