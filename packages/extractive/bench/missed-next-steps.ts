/**
 * Dev only (session 43, E286): every labelled next-step group of the dev sets that no next step cites, with its
 * lines as said, so the forms a finder would need can be read and counted; then (session 47, E383) the count of
 * missed groups per kind of sentence shape (bench/next-step-kinds.ts). Never reads validation or held-out sets.
 *
 *     pnpm exec tsx bench/missed-next-steps.ts
 */
import { DEV_SETS, labelledCases } from './labelled-cases.js';
import { citedNextSteps, nextStepKind, type SaidLine, saidLine } from './next-step-kinds.js';

const kinds = new Map<string, number>();
for (const c of labelledCases(DEV_SETS)) {
  const { found } = citedNextSteps(c);
  const lines = c.transcript.split('\n');
  c.labels.nextSteps.forEach((g, k) => {
    if (found[k]) return;
    console.log(`## ${c.set}/${c.name} ${g.join(',')}`);
    for (const l of g) console.log(`  ${l}: ${lines[l - 1 - c.offset]?.slice(0, 300)}`);
    const said = g.flatMap((l) => saidLine(lines[l - 1 - c.offset] ?? '') ?? ([] as SaidLine[]));
    const kind = nextStepKind(said);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  });
}
console.log('\n| kind (first that any line of the group shows) | missed groups |\n| --- | ---: |');
for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`| ${kind} | ${n} |`);
