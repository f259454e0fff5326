import { readdirSync, readFileSync } from 'node:fs';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';

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
