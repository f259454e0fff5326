// (d) WriteAudit.record (+ the lazy diff in .entries) on a 100 MB file with 1,000 lines changed
// here and there, and with every line changed (the worst case), vs `diff -u` on the same two
// files as a whole process. Ours runs in a fresh child with both texts already in memory (as the
// audit has them), timing only the diff.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runChild, runsOr, scaled, transcriptLine } from '../lib.mjs';
import { pairedMedians, timeProcess } from '../process.mjs';

async function measure(before, after, runs) {
  const args = JSON.stringify({ before, after });
  let summary = '';
  let patchLines = 0;
  const ours = async () => {
    const r = await runChild(['audit', 'ours', args]);
    summary = r.summary;
    patchLines = r.patchLines;
    return r.ms;
  };
  const diffU = async () => (await timeProcess('diff', ['-u', before, after], { okCodes: [0, 1] })).ms;
  const [oursMs, diffMs] = await pairedMedians([ours, diffU], runs);
  return { ms: [oursMs, diffMs], summary, patchLines };
}

export async function benchAudit(tmp) {
  const total = scaled(1_400_000, 2_000); // ~100 MB of ~70-byte lines
  const changed = Math.min(1000, Math.max(1, Math.round(total / 100)));
  const lines = Array.from({ length: total }, (_, i) => transcriptLine(i + 1));
  const before = path.join(tmp, 'before.md');
  const some = path.join(tmp, 'some-changed.md');
  const all = path.join(tmp, 'all-changed.md');
  await writeFile(before, `${lines.join('\n')}\n`);
  const edited = [...lines];
  for (let k = 0; k < changed; k++) {
    const i = Math.floor(((k + 0.5) * total) / changed);
    edited[i] = `${edited[i]} (corrected)`;
  }
  await writeFile(some, `${edited.join('\n')}\n`);
  await writeFile(all, `${lines.map((l) => l.replace('item', 'point')).join('\n')}\n`);
  const bytes = Buffer.byteLength(lines[0] ?? '') * total;
  const runs = runsOr(5);
  return {
    total,
    bytes,
    changed,
    runs,
    some: await measure(before, some, runs),
    all: await measure(before, all, runs),
  };
}
