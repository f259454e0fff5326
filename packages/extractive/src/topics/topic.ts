import type { WrittenLink } from '../transcript/wiki-links.js';
import type { BusinessKind } from './stated-business.js';

/**
 * A sentence that may stand as a key point of its topic.
 *
 * Spec: issue 15 (the whole meeting: key points from every substantial topic, in order).
 */
export interface TopicCandidate {
  /**
   * The sentence as cleaned, a short one preceded by the sentence before it on the same line (context). The key point's
   * text is worked out from it by `candidateText` for the few candidates shown only (issue 13: not for every one).
   */
  said: string;
  /** The wikilinks written on its line, put back into the key point's text (R6); absent when none. */
  links?: readonly WrittenLink[];
  /** 1-based transcript line (includes `lineOffset`). */
  line: number;
  /** Speaker of the line, `null` when none. */
  speaker: string | null;
  /** Centrality within its topic, 1 = the topic's average candidate. */
  score: number;
  /** 0-based position of the sentence in the whole transcript. */
  position: number;
  /** Index of its topic in the transcript's topic list. */
  topic: number;
  /** Set on a statement of the meeting's business (E116, `statedBusiness`): which kind it is. */
  business?: BusinessKind;
}

/**
 * One topic segment of the transcript (lexical cohesion), with its lead and best candidates.
 *
 * Spec: issue 15 (the whole meeting: topics, each with a short lead).
 */
export interface Topic {
  /** Short lead: the topic's most distinctive terms or phrases (at most two: "Corporate colour, teletext"). */
  lead: string;
  /** First and last 1-based transcript line of the topic. */
  firstLine: number;
  lastLine: number;
  /** 0-based positions of its first sentence and one past its last, in the whole transcript. */
  start: number;
  end: number;
  /** Content terms said in the topic (its size). */
  weight: number;
  /** Up to five diverse candidates, best first. */
  candidates: TopicCandidate[];
}
