import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

/** A transcript in the vault's timestamped form: `[00:00:0k] **Speaker:** text`, one turn a line. */
function transcript(turns: readonly (readonly [string, string])[]): string {
  return turns
    .map(([who, said], k) => `[00:00:${String(k).padStart(2, '0')}] **${who}:** ${said}`)
    .join('\n');
}

const french = transcript([
  ['Marie', "Bonjour à tous, nous parlons aujourd'hui du budget de la nouvelle télécommande."],
  ['Marie', 'Il faut que Sophie prépare le budget pour la semaine prochaine.'],
  ['Sophie', "Bon. Je vais envoyer le rapport vendredi à toute l'équipe."],
  ['Pierre', 'On doit vérifier les coûts du boîtier avant jeudi.'],
  ['Pierre', 'Sophie doit contacter le fournisseur avant vendredi.'],
  ['Marie', 'Pierre va réserver la salle pour la réunion de lundi.'],
  ['Sophie', "On est d'accord pour garder le prix à 49 euros."],
  ['Pierre', 'On doit dire que le boîtier en caoutchouc coûte trop cher.'],
  ['Marie', 'Ça va être difficile pour le boîtier en plastique.'],
]);

const german = transcript([
  ['Anna', 'Guten Morgen, wir besprechen heute das Budget für die neue Fernbedienung.'],
  ['Anna', 'Claudia soll bis nächste Woche die Kosten prüfen.'],
  ['Bernd', 'Wir einigen uns darauf, dass der Preis bei 49 Euro bleibt.'],
  ['Anna', 'Gut. Ich schicke das Protokoll bis Freitag an alle.'],
  ['Claudia', 'Bernd muss den Vertrag bis Montag prüfen.'],
  ['Bernd', 'Dann machen wir das so mit dem Gehäuse aus Kunststoff.'],
  ['Claudia', 'Das muss nicht sein, der Preis ist in Ordnung für die Kunden.'],
  ['Anna', 'Über das Gehäuse aus Gummi einigen wir uns heute nicht.'],
]);

describe('E173-E175: common French and German task and agreement forms', () => {
  it('French: "il faut que X", "X doit", "X va" are tasks owned by X; "on doit" is the team\'s; remarks are none', () => {
    const r = summarizeExtractive({ transcript: french });
    expect(r.language).toBe('fr');
    const steps = r.nextSteps.map((s) => [s.line, s.owner, s.text]);
    expect(steps).toContainEqual([
      2,
      'Sophie',
      'Il faut que Sophie prépare le budget pour la semaine prochaine.',
    ]);
    expect(steps).toContainEqual([4, null, 'On doit vérifier les coûts du boîtier avant jeudi.']);
    expect(steps).toContainEqual([5, 'Sophie', 'Sophie doit contacter le fournisseur avant vendredi.']);
    expect(steps).toContainEqual([6, 'Pierre', 'Pierre va réserver la salle pour la réunion de lundi.']);
    // E175: the acknowledgement before the commitment is not part of it.
    expect(steps).toContainEqual([3, 'Sophie', "Je vais envoyer le rapport vendredi à toute l'équipe."]);
    expect(r.nextSteps.map((s) => s.line)).not.toContain(8);
    expect(r.nextSteps.map((s) => s.line)).not.toContain(9);
    expect(r.decisions.map((d) => d.line)).toEqual([7]);
  });

  it('German: "X soll", "X muss" are tasks owned by X; "wir einigen uns", "machen wir das so" are decisions', () => {
    const r = summarizeExtractive({ transcript: german });
    expect(r.language).toBe('de');
    const steps = r.nextSteps.map((s) => [s.line, s.owner, s.text]);
    expect(steps).toContainEqual([2, 'Claudia', 'Claudia soll bis nächste Woche die Kosten prüfen.']);
    expect(steps).toContainEqual([5, 'Bernd', 'Bernd muss den Vertrag bis Montag prüfen.']);
    expect(steps).toContainEqual([4, 'Anna', 'Ich schicke das Protokoll bis Freitag an alle.']);
    expect(r.nextSteps.map((s) => s.line)).not.toContain(7);
    expect(r.decisions.map((d) => d.line)).toEqual([3, 6]);
  });

  it('E175: an English task loses the "Great." said before it', () => {
    const r = summarizeExtractive({
      transcript: transcript([
        ['Ian', 'We talked about the new signs for the penguin enclosure this morning.'],
        ['Ian', "Great. I'll, um, I'll change the signs and the website by Friday."],
      ]),
    });
    expect(r.nextSteps.map((s) => [s.owner, s.text])).toContainEqual([
      'Ian',
      "I'll change the signs and the website by Friday.",
    ]);
  });
});

describe('E176: a transcript in a script that names its language is named, not "not recognised"', () => {
  it('Japanese, Korean, Chinese and Greek transcripts get their code and the no-cue-words notice names it', () => {
    const cases: readonly (readonly [string, string])[] = [
      ['ja', '会議を始めましょう。今日は予算について話します。'],
      ['ko', '회의를 시작하겠습니다. 오늘은 예산에 대해 이야기합니다.'],
      ['zh', '我们开始开会。今天讨论新遥控器的预算。'],
      ['el', 'Ξεκινάμε τη συνάντηση. Σήμερα μιλάμε για τον προϋπολογισμό.'],
    ];
    for (const [code, said] of cases) {
      const r = summarizeExtractive({ transcript: transcript([['Alice', said]]) });
      expect(r.language).toBe(code);
      expect(r.body).toContain(`no task cue words for language \`${code}\``);
      expect(r.body).not.toContain('not recognised');
    }
    // Latin-script text no stopword list covers, and Cyrillic (several languages), stay undetermined.
    expect(
      summarizeExtractive({ transcript: transcript([['Alice', 'Qwrt zxcv plmk jhgf.']]) }).language,
    ).toBe('und');
    expect(
      summarizeExtractive({ transcript: transcript([['Alice', 'Начинаем совещание по бюджету.']]) }).language,
    ).toBe('und');
  });
});
