// (c) editFrontmatter adding one attendee vs. gray-matter parse + stringify
// (the price of a surgical, byte-preserving edit).
import { coreDist, importFromCore, median, runsOr, scaled, timePerCall, transcriptLine } from '../lib.mjs';

const body = Array.from({ length: 200 }, (_, i) => transcriptLine(i + 1)).join('\n');
const note = `---
# meeting note, edited by hand
date: 2026-11-20
title: "Supplier review: casing & colour"
status: recorded
attendees:
  - Anna Berg
  - Ben Okafor   # joined late
  - Chloé Martin
projects: [casing, pricing]
transcript: "[[Transcripts/2026-11-20 Supplier review]]"
usernotes: "[[Notes/2026-11-20 Supplier review]]"
tags:
  - meeting
  - supplier
---
# Supplier review

${body}
`;

export async function benchFrontmatter() {
  const { editFrontmatter } = await import(coreDist);
  const { default: matter } = await importFromCore('gray-matter');
  const ours = () => editFrontmatter(note, (doc) => doc.addToList('attendees', 'Dev Patel'));
  // Options object: bypasses gray-matter's content cache, so every call parses.
  const baseline = () => {
    const file = matter(note, {});
    file.data.attendees.push('Dev Patel');
    return matter.stringify(file.content, file.data);
  };
  if (!ours().includes('  - Dev Patel') || !baseline().includes('Dev Patel')) throw new Error('bad edit');
  const iterations = scaled(300, 20);
  await timePerCall(ours, iterations); // warm-up (JIT)
  await timePerCall(baseline, iterations);
  const runs = runsOr(9);
  const o = [];
  const b = [];
  for (let i = 0; i < runs; i++) {
    o.push(await timePerCall(ours, iterations));
    b.push(await timePerCall(baseline, iterations));
  }
  const keepsComments = ours().includes('# joined late');
  const baselineKeepsComments = baseline().includes('# joined late');
  return {
    noteChars: note.length,
    iterations,
    runs,
    ms: [median(o), median(b)],
    keepsComments,
    baselineKeepsComments,
  };
}
