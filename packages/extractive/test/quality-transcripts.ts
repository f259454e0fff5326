import { readdirSync, readFileSync } from 'node:fs';
import { vi } from 'vitest';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';

/**
 * The transcripts of every quality set: each sample-vault meeting, then each bench meeting (`bench/<set>/*.md`, every
 * set, held-out ones included: for equality checks over their text, never for scoring). For tests that hold a faster
 * path to the plain one's answer on every real sentence (issue 13).
 *
 * @returns the transcripts' texts, sample vault first
 */
export function qualityTranscripts(): string[] {
  const bench = new URL('../bench/', import.meta.url);
  return [
    ...loadSampleMeetings().map((m) => m.transcript),
    ...readdirSync(bench, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(new URL(`${d.name}/`, bench))
          .filter((f) => f.endsWith('.md'))
          .map((f) => readFileSync(new URL(`${d.name}/${f}`, bench), 'utf8')),
      ),
  ];
}

/**
 * The quoted strings of this package's test files (six characters or more): the cue examples people wrote by hand
 * ("We'll go with the rubber case."), as written.
 *
 * @returns the strings, `\'` read as `'`
 */
export function writtenTestStrings(): string[] {
  const tests = new URL('./', import.meta.url);
  return readdirSync(tests)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [
      ...readFileSync(new URL(f, tests), 'utf8').matchAll(/'((?:[^'\\\n]|\\.){6,})'|"([^"\n]{6,})"/g),
    ])
    .map((m) => (m[1] ?? m[2] ?? '').replace(/\\'/g, "'"));
}

/**
 * The sentences of every sample-vault meeting, read as English one after another (a few thousand real sentences).
 *
 * @returns the sentences in order
 */
export function sampleVaultSentences(): TranscriptSentence[] {
  return splitSentences(
    parseTranscript(
      loadSampleMeetings()
        .map((m) => m.transcript)
        .join('\n'),
    ),
    'en',
  );
}

/** What {@link gateProof} found over a corpus. */
export interface GateProof {
  /** How many texts each pattern matched, by its index. */
  byPattern: number[];
  /** The texts a pattern matched without the gate (or without its own piece) matching them: `pattern on "text"`. */
  misses: string[];
  /** How many texts of the corpus the gate fails (they are skipped). */
  failing: number;
}

/**
 * Checks a cue gate against every text of a corpus (issue 13, P115, P117): each text a pattern matches must pass the
 * gate, and hold the pattern's own piece when one is given.
 *
 * @param patterns - the cue patterns, in their list's order
 * @param gate - the gate in front of them
 * @param corpus - texts as the engine reads them (`normal`)
 * @param pieces - per pattern, a pattern each of its matches must hold too (optional)
 * @returns the counts and the misses
 */
export function gateProof(
  patterns: readonly RegExp[],
  gate: RegExp,
  corpus: readonly string[],
  pieces?: readonly RegExp[],
): GateProof {
  const byPattern = new Array<number>(patterns.length).fill(0);
  const misses: string[] = [];
  let failing = 0;
  for (const text of corpus) {
    const passes = gate.test(text);
    if (!passes) failing++;
    patterns.forEach((pattern, k) => {
      if (!pattern.test(text)) return;
      byPattern[k]!++;
      if (!passes || (pieces && !pieces[k]!.test(text))) misses.push(`${pattern} on ${JSON.stringify(text)}`);
    });
  }
  return { byPattern, misses, failing };
}

/**
 * How many times `run` cleared a scratch array of `length` bytes: the cue scans of a list with that many literals
 * (`markLiterals` clears the list's `present` once a sentence).
 *
 * @param length - the list's literal count
 * @param run - the work to count
 * @returns the number of scans
 */
export function literalScans(length: number, run: () => void): number {
  const fills = vi.spyOn(Uint8Array.prototype, 'fill');
  try {
    run();
    return fills.mock.contexts.filter((c) => (c as Uint8Array).length === length).length;
  } finally {
    fills.mockRestore();
  }
}

/**
 * Runs `run` with a language's list in a table of cue lists replaced (the table is the engine's own, shared: put back
 * afterwards, also on a throw). For running a stage with a gate turned off by a list its proof table does not know.
 *
 * @param lists - a table such as `decisionCues`
 * @param language - the key replaced
 * @param list - the list used meanwhile
 * @param run - the work
 * @returns what `run` returns
 */
export function withCueList<T, R>(
  lists: Readonly<Record<string, T>>,
  language: string,
  list: T,
  run: () => R,
): R {
  const table = lists as Record<string, T>;
  const kept = table[language]!;
  table[language] = list;
  try {
    return run();
  } finally {
    table[language] = kept;
  }
}
