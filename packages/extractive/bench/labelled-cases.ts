/**
 * The hand-labelled meetings the dev benches read (session 39, E152): the sample vault's meetings (transcript only,
 * labels from bench/labels.json's `sample`) and each bench/<set>/ folder (`<meeting>.md` beside `labels.json`), one
 * `Case` per labelled meeting. Shared by bench/pool-dump.ts and bench/learned-train.ts so both read the same cases.
 * Reads src/, not dist/.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';

/** A meeting's hand labels: groups of 1-based transcript line numbers, one group per decision / next step. */
export interface Labels {
  decisions: number[][];
  nextSteps: number[][];
  /**
   * Per group of `decisions`, in the same order, the one line of the group that states its outcome most plainly
   * (`outcomes[i]` is one of `decisions[i]`'s lines; the dev sets since session 47, bench/blind33). Optional.
   */
  outcomes?: number[];
  /** Set on a meeting no one labelled: it is never scored. */
  unlabelled?: boolean;
}

/** One labelled meeting: its transcript, the line offset of its first transcript line, its date and labels. */
export interface Case {
  set: string;
  name: string;
  transcript: string;
  /** Lines before the transcript body in its file (the sample vault's notes have frontmatter); 0 for bench sets. */
  offset: number;
  /** The meeting's date (YYYY-MM-DD) for due dates; bench sets use 2026-04-01. */
  date: string | null;
  labels: Labels;
}

/** The dev sets (read and run freely, PROTOCOL); validation and held-out sets are never named here. */
export const DEV_SETS = [
  'sample',
  'blind8',
  'blind9',
  'blind10',
  'blind11',
  'blind12',
  'blind13',
  'blind14',
  'blind15',
] as const;

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

/**
 * The labelled meetings of `sets` ('sample' or a bench folder name), in the order given, meetings marked
 * `unlabelled` left out. A set named in `BENCH_EXCLUDE` (comma-separated set names) is not read at all.
 * Throws when a named folder or its labels.json is missing.
 */
export function labelledCases(sets: readonly string[]): Case[] {
  const excluded = new Set((process.env.BENCH_EXCLUDE ?? '').split(',').filter(Boolean));
  const cases: Case[] = [];
  for (const set of sets) {
    if (excluded.has(set)) continue;
    if (set === 'sample') {
      const labels = (
        JSON.parse(readFileSync(here('./labels.json'), 'utf8')) as { sample: Record<string, Labels> }
      ).sample;
      for (const m of loadSampleMeetings())
        cases.push({
          set,
          name: m.name,
          transcript: m.transcript,
          offset: m.transcriptBodyStartLine - 1,
          date: m.date,
          labels: labels[m.name] ?? { decisions: [], nextSteps: [] },
        });
      continue;
    }
    const labels = JSON.parse(readFileSync(here(`./${set}/labels.json`), 'utf8')) as Record<string, Labels>;
    for (const [name, l] of Object.entries(labels))
      cases.push({
        set,
        name,
        transcript: readFileSync(here(`./${set}/${name}.md`), 'utf8'),
        offset: 0,
        date: '2026-04-01',
        labels: l,
      });
  }
  return cases.filter((c) => !c.labels.unlabelled);
}
