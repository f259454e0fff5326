import type { Topic, TopicCandidate } from './topic.js';

/**
 * Halves a list of candidates by keeping the better-scored of each neighbouring pair (earlier on ties),
 * so a very long transcript keeps a bounded, evenly spread set.
 *
 * Spec: issue 13 (offline engine: bounded memory at any length); issue 15 (each quarter contributes).
 *
 * @param candidates - in transcript order
 * @returns about half of them, in transcript order
 */
export function compactCandidates(candidates: readonly TopicCandidate[]): TopicCandidate[] {
  const out: TopicCandidate[] = [];
  for (let i = 0; i < candidates.length; i += 2) {
    const a = candidates[i]!;
    const b = candidates[i + 1];
    out.push(b && b.score > a.score ? b : a);
  }
  return out;
}

/**
 * Halves the topic list of a very long transcript by merging neighbouring pairs: the merged topic spans
 * both, weighs their sum, takes the lead of the heavier one and keeps the five best candidates of the two.
 * Candidates (and reserves) are renumbered to the merged topics.
 *
 * Spec: issue 13 (offline engine: bounded memory at any length); issue 15 (the whole meeting: topics).
 *
 * @param topics - all topics so far, in order
 * @param reserves - reserve candidates, in order
 * @returns the merged topics and the renumbered reserves
 */
export function compactTopics(
  topics: readonly Topic[],
  reserves: readonly TopicCandidate[],
): { topics: Topic[]; reserves: TopicCandidate[] } {
  const merged: Topic[] = [];
  for (let i = 0; i < topics.length; i += 2) {
    const a = topics[i]!;
    const b = topics[i + 1];
    const index = merged.length;
    const renumber = (c: TopicCandidate) => ({ ...c, topic: index });
    if (!b) {
      merged.push({ ...a, candidates: a.candidates.map(renumber) });
      continue;
    }
    merged.push({
      lead: b.weight > a.weight ? b.lead : a.lead,
      firstLine: a.firstLine,
      lastLine: b.lastLine,
      start: a.start,
      end: b.end,
      weight: a.weight + b.weight,
      candidates: [...a.candidates, ...b.candidates]
        .sort((x, y) => y.score - x.score || x.position - y.position)
        .slice(0, 5)
        .map(renumber),
    });
  }
  return { topics: merged, reserves: reserves.map((r) => ({ ...r, topic: Math.floor(r.topic / 2) })) };
}
