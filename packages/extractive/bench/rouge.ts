/**
 * ROUGE benchmark of the offline engine on the sample vault (QMSum reference summaries).
 * Run: `pnpm --filter @ma/extractive bench`. Prints Markdown tables (F1, no stemming): the Summary as shown
 * (key points + "From your notes:" lines), the Summary without user notes (transcript key points only), and
 * the lead baseline at the shown Summary's length.
 */
import { evaluateSampleVault } from '../src/evaluate/evaluate.js';

const pct = (x: number) => x.toFixed(3);
const { meetings, mean } = evaluateSampleVault();
console.log(
  '| meeting | words | R-1 F1 | R-2 F1 | R-L F1 | no-notes R-1 | no-notes R-2 | no-notes R-L | lead R-1 | lead R-2 | lead R-L |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const m of meetings) {
  console.log(
    `| ${m.name} | ${m.words} | ${pct(m.engine.rouge1.f)} | ${pct(m.engine.rouge2.f)} | ${pct(m.engine.rougeL.f)} | ${pct(m.transcriptOnly.rouge1.f)} | ${pct(m.transcriptOnly.rouge2.f)} | ${pct(m.transcriptOnly.rougeL.f)} | ${pct(m.lead.rouge1.f)} | ${pct(m.lead.rouge2.f)} | ${pct(m.lead.rougeL.f)} |`,
  );
}
console.log(
  `| **mean** | | **${pct(mean.engine.r1)}** | **${pct(mean.engine.r2)}** | **${pct(mean.engine.rL)}** | ${pct(mean.transcriptOnly.r1)} | ${pct(mean.transcriptOnly.r2)} | ${pct(mean.transcriptOnly.rL)} | ${pct(mean.lead.r1)} | ${pct(mean.lead.r2)} | ${pct(mean.lead.rL)} |`,
);
console.log(
  `\nengine / lead ratio: R-1 ${(mean.engine.r1 / mean.lead.r1).toFixed(2)}, R-2 ${(mean.engine.r2 / mean.lead.r2).toFixed(2)}, R-L ${(mean.engine.rL / mean.lead.rL).toFixed(2)}`,
);
