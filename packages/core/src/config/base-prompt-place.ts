import { nameKey } from '../names/name-key.js';

/** The configured folders and files {@link basePromptPlaceProblem} compares with. */
export interface BasePromptPlaces {
  folders: {
    meetings: string;
    transcripts: string;
    notes: string;
    summaries: string;
    context: string;
    projects: string;
    identities: string;
  };
  files: { glossary: string; dictation: string };
}

/** Segments of a `/`- or `\`-separated vault path, without empty and `.` ones. */
function segmentsOf(path: string): string[] {
  return path.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
}

/** True when `inner` lies inside `folder` (names compared as the vault compares them). */
function inside(inner: readonly string[], folder: string): boolean {
  const f = segmentsOf(folder);
  return f.length > 0 && inner.length > f.length && f.every((s, i) => nameKey(s) === nameKey(inner[i] ?? ''));
}

/** The rule's wording, the start of every problem: `expected <rule>, not …`. */
export const BASE_PROMPT_RULE = 'a Markdown note of its own inside the vault';

/**
 * What is wrong with `rel` as `prompt.basePromptFile`, or `null` when it may be one. The base
 * prompt is sent to the model as its instructions on every run, and `ma settings` shows and
 * rewrites it, so it must be a Markdown note of its own: never the configuration file (it holds
 * API keys), a file that is not Markdown (`.json`, `.env`, `.txt`, …), or a note the product reads
 * or writes — a meeting note, a transcript, a meeting's user notes, a summary or assistant-context
 * note, a project file (AGENTS.md and PROJECT.md have their own doors), a speaker identity, the
 * glossary or the dictation list (the places docs/contracts.md keeps `transcript:`/`usernotes:`
 * links out of). Names are compared as the vault compares them (NFC, any case); the caller checks
 * both the configured path (the config check) and the path it resolves to (a symlink).
 * @param config the configured folders and files (`MaConfig` or the raw, defaulted values).
 * @param rel the vault-relative path, `/` or `\` separated.
 * @returns the problem as the part after "expected": `a Markdown note of its own inside the vault,
 *   not the configuration file (it holds API keys)`.
 * Spec: docs/vault-format.md, Configuration (`prompt.basePromptFile`); docs/contracts.md, Where a
 *   meeting note's links may lead; review4 P6.
 */
export function basePromptPlaceProblem(config: BasePromptPlaces, rel: string): string | null {
  const segments = segmentsOf(rel);
  const last = segments.at(-1) ?? '';
  const not = (what: string) => `${BASE_PROMPT_RULE}, not ${what}`;
  if (segments.length === 1 && nameKey(last) === 'meeting-assistant.json')
    return not('the configuration file (it holds API keys)');
  if (!/\.md$/i.test(last)) return not('a Markdown (.md) file');
  const { folders, files } = config;
  const places: [string, string][] = [
    [folders.meetings, 'a meeting note (the meetings folder)'],
    [folders.transcripts, 'a transcript (the transcripts folder)'],
    [folders.notes, "a meeting's user notes (the notes folder)"],
    [folders.summaries, 'a note Meeting Assistant writes (the summaries folder)'],
    [folders.context, 'a note Meeting Assistant writes (the assistant context folder)'],
    [folders.projects, 'a project file (the projects folder): AGENTS.md is for project instructions'],
    [folders.identities, 'a speaker identity note (the identities folder)'],
  ];
  for (const [folder, what] of places) if (inside(segments, folder)) return not(what);
  const key = nameKey(segments.join('/'));
  if (key === nameKey(segmentsOf(files.glossary).join('/'))) return not('the glossary');
  if (key === nameKey(segmentsOf(files.dictation).join('/'))) return not('the dictation word list');
  return null;
}
