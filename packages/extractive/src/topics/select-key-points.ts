import type { Topic, TopicCandidate } from './topic.js';

/** Topics smaller than this (content terms) are not substantial enough to be reported on their own. */
const MIN_TOPIC_WEIGHT = 40;

/**
 * Default number of key points for a transcript with `candidates` eligible sentences: grows with the
 * square root of the length, between 5 and 9.
 *
 * Spec: issue 15 (the whole meeting: key points from every substantial segment).
 *
 * @param candidates - number of eligible sentences
 * @returns how many key points to emit
 */
export function defaultKeyPointCount(candidates: number): number {
  return Math.min(9, Math.max(5, Math.round(Math.sqrt(candidates) / 3)));
}

/**
 * A topic as shown in the Summary: its lead and the key points drawn from it, in transcript order.
 *
 * Spec: issue 15 (the whole meeting: each topic with a short lead).
 */
export interface ShownTopic {
  topic: Topic;
  points: TopicCandidate[];
}

/**
 * Chooses the key points of the whole meeting. Every substantial topic (≥ 40 content terms, with a
 * candidate) gives its best candidate; when there are more such topics than `k`, one per quarter of the
 * meeting comes first (the biggest topic of that quarter), then the biggest others. Left-over slots go to
 * the next candidates of the biggest topics. Finally every quarter of the meeting that has
 * candidates but no key point gets its best reserve candidate. No position prior: the opening counts like
 * any other stretch. The meeting's stated business (E116: its item, purpose or name, read from the words wherever it is
 * said) is shown on top, in the topic it is said in; it does not count for the quarters.
 *
 * Spec: issue 15 (the whole meeting: key points from every substantial segment, in order; each quarter
 * contributes a key point when it has candidates; no boost for the opening); E116 (what the meeting was).
 *
 * @param topics - all topics in transcript order
 * @param reserves - best candidates of short stretches, in order
 * @param total - number of sentences in the transcript
 * @param k - how many key points (before the quarter rule adds any missing quarter and E116 its statements)
 * @param business - the meeting's stated business (`statedBusiness`, at most `MAX_BUSINESS`), in order; default none
 * @returns the shown topics in transcript order, each with its points in transcript order
 */
export function selectKeyPoints(
  topics: readonly Topic[],
  reserves: readonly TopicCandidate[],
  total: number,
  k: number,
  business: readonly TopicCandidate[] = [],
): ShownTopic[] {
  // E116: the meeting's stated business comes on top of the k points (none when no point is asked for).
  const stated = k > 0 ? business : [];
  const quarterOf = (position: number) => Math.min(3, Math.floor((4 * position) / Math.max(1, total)));
  const substantial = topics.filter((t) => t.candidates.length > 0 && t.weight >= MIN_TOPIC_WEIGHT);
  const pool = substantial.length > 0 ? substantial : topics.filter((t) => t.candidates.length > 0);
  const bySize = [...pool].sort((a, b) => b.weight - a.weight || a.start - b.start);
  const picked = new Set<Topic>();
  if (pool.length > k) {
    for (let q = 0; q < 4 && picked.size < k; q++) {
      const inQuarter = bySize.find((t) => quarterOf((t.start + t.end) / 2) === q);
      if (inQuarter) picked.add(inQuarter);
    }
  }
  for (const t of bySize) {
    if (picked.size >= k) break;
    picked.add(t);
  }
  const chosen: TopicCandidate[] = [...picked].map((t) => t.candidates[0]!);
  for (let round = 1; round < 5 && chosen.length < k; round++) {
    for (const t of bySize) {
      if (chosen.length >= k) break;
      const extra = t.candidates[round];
      if (picked.has(t) && extra) chosen.push(extra);
    }
  }
  // The stated business is no point of its quarter (E116): every quarter with candidates gets one of its own.
  for (let q = 0; q < 4; q++) {
    if (chosen.some((c) => quarterOf(c.position) === q)) continue;
    let best: TopicCandidate | undefined;
    for (const r of reserves) if (quarterOf(r.position) === q && (!best || r.score > best.score)) best = r;
    if (best) chosen.push(best);
  }
  const byTopic = new Map<number, TopicCandidate[]>();
  for (const c of [...stated, ...chosen]) {
    const list = byTopic.get(c.topic) ?? [];
    if (!list.some((x) => x.position === c.position)) list.push(c);
    byTopic.set(c.topic, list);
  }
  return topics
    .map((topic, index) => ({
      topic,
      points: (byTopic.get(index) ?? []).sort((a, b) => a.position - b.position),
    }))
    .filter((shown) => shown.points.length > 0);
}
