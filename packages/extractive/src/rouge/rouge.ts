import { rougeTokens } from './rouge-tokens.js';

/**
 * Precision, recall and F1 of one ROUGE variant, each in [0, 1].
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure); docs/contracts.md, @ma/extractive (`rouge`).
 */
export interface RougeScore {
  /** Matched units / candidate units (0 when the candidate is empty). */
  p: number;
  /** Matched units / reference units (0 when the reference is empty). */
  r: number;
  /** Harmonic mean 2pr/(p+r) (0 when p + r = 0). */
  f: number;
}

/**
 * ROUGE-1, ROUGE-2 and ROUGE-L of one candidate against one reference.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure); docs/contracts.md, @ma/extractive (`rouge`).
 */
export interface RougeResult {
  rouge1: RougeScore;
  rouge2: RougeScore;
  rougeL: RougeScore;
}

/**
 * Options of {@link rouge}.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure); docs/contracts.md, @ma/extractive (`rouge`).
 */
export interface RougeOptions {
  /** Porter-stem tokens before matching (like ROUGE-1.5.5 `-m`), default false. */
  stem?: boolean;
}

function score(matches: number, candidateTotal: number, referenceTotal: number): RougeScore {
  const p = candidateTotal === 0 ? 0 : matches / candidateTotal;
  const r = referenceTotal === 0 ? 0 : matches / referenceTotal;
  return { p, r, f: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
}

function ngrams(tokens: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const gram = tokens.slice(i, i + n).join(' ');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function rougeN(candidate: readonly string[], reference: readonly string[], n: number): RougeScore {
  const c = ngrams(candidate, n);
  const r = ngrams(reference, n);
  let matches = 0;
  for (const [gram, count] of c) matches += Math.min(count, r.get(gram) ?? 0);
  return score(matches, Math.max(0, candidate.length - n + 1), Math.max(0, reference.length - n + 1));
}

function lcsLength(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * ROUGE-1, ROUGE-2 (clipped n-gram overlap) and ROUGE-L (longest common subsequence over the whole
 * token sequences) of a candidate summary against a reference, as precision/recall/F1.
 * Tokens: lower-case `\p{L}+|\p{N}+` ({@link rougeTokens}); Porter stemming when `options.stem`.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure); docs/contracts.md, @ma/extractive (`rouge`).
 *
 * @param candidate - the system summary (plain text; strip Markdown and citations first)
 * @param reference - the reference summary
 * @returns scores in [0, 1]; all 0 when either side has no tokens
 */
export function rouge(candidate: string, reference: string, options: RougeOptions = {}): RougeResult {
  const c = rougeTokens(candidate, options.stem);
  const r = rougeTokens(reference, options.stem);
  return {
    rouge1: rougeN(c, r, 1),
    rouge2: rougeN(c, r, 2),
    rougeL: score(lcsLength(c, r), c.length, r.length),
  };
}
