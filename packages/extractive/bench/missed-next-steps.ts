/**
 * Dev only (session 43, E286): every labelled next-step group of the dev sets that no next step cites, with its
 * lines as said, so the forms a finder would need can be read and counted. Never reads validation or held-out sets.
 *
 *     pnpm exec tsx bench/missed-next-steps.ts
 */
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { DEV_SETS, labelledCases } from './labelled-cases.js';

for (const c of labelledCases(DEV_SETS)) {
  const result = summarizeExtractive({ transcript: c.transcript, meetingDate: c.date, lineOffset: c.offset });
  const cited = new Set(result.nextSteps.map((x) => x.line));
  const lines = c.transcript.split('\n');
  for (const g of c.labels.nextSteps) {
    if (g.some((l) => cited.has(l))) continue;
    console.log(`## ${c.set}/${c.name} ${g.join(',')}`);
    for (const l of g) console.log(`  ${l}: ${lines[l - 1 - c.offset]?.slice(0, 300)}`);
  }
}
