import { nameKey } from '../names/name-key.js';

/** The configured folders and files {@link ownFilePlaceProblem} compares with. */
export interface BasePromptPlaces {
  folders: {
    meetings: string;
    transcripts: string;
    notes: string;
    summaries: string;
    context: string;
    projects: string;
    identities: string;
    trash: string;
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
 * The configured files that are vault notes of their own: the base prompt (sent to the model as its instructions),
 * the glossary (read by `read_glossary`) and the dictation list (written by `add_dictation_word`).
 */
export type OwnFileSetting = 'prompt.basePromptFile' | 'files.glossary' | 'files.dictation';

/**
 * What is wrong with `rel` as the configured file `setting`, or `null` when it may be one. Each of these files is
 * handed to the model (the base prompt as instructions, the glossary by `read_glossary`) or written on the model's
 * word (the dictation list, by `add_dictation_word`, without an approval), so each must be a Markdown note of its
 * own: never the configuration file (it holds API keys), a file that is not Markdown (`.json`, `.env`, `.txt`, …),
 * or a note the product reads or writes — a meeting note, a transcript, a meeting's user notes, a summary or
 * assistant-context note, a project file (a project's files are reached only through the meeting's bound projects,
 * and AGENTS.md never), a speaker identity, a note in the trash folder (no tool reads or writes there; reviewA S1,
 * session 20); and the base prompt is neither the glossary nor the dictation list.
 * The glossary and the dictation list may be one note. Names are compared as the vault compares them (NFC, any
 * case); the caller checks both the configured path (the config check) and the path it resolves to (a symlink).
 *
 * @param config the configured folders and files (`MaConfig` or the raw, defaulted values).
 * @param rel the vault-relative path, `/` or `\` separated.
 * @param setting which configured file `rel` is for
 * @returns the problem as the part after "expected": `a Markdown note of its own inside the vault,
 *   not the configuration file (it holds API keys)`; for a name not ending in `.md`, `a Markdown note of its own
 *   inside the vault (a .md file)`, and `… (a .md file), not a folder` for a folder path (`Projects/`, `.`).
 * Spec: docs/vault-format.md, Configuration (`prompt.basePromptFile`, `files`); docs/contracts.md, Where a
 *   meeting note's links may lead; review4 P6; review5 Q1; review11 X13.
 */
export function ownFilePlaceProblem(
  config: BasePromptPlaces,
  rel: string,
  setting: OwnFileSetting,
): string | null {
  const segments = segmentsOf(rel);
  const last = segments.at(-1) ?? '';
  const not = (what: string) => `${BASE_PROMPT_RULE}, not ${what}`;
  if (segments.length === 1 && nameKey(last) === 'meeting-assistant.json')
    return not('the configuration file (it holds API keys)');
  // The rule itself says what is missing: "…, not a Markdown (.md) file" read as its opposite (review11 X13).
  if (segments.length === 0 || /[\\/]$/.test(rel) || last === '..')
    return `${BASE_PROMPT_RULE} (a .md file), not a folder`;
  if (!/\.md$/i.test(last)) return `${BASE_PROMPT_RULE} (a .md file)`;
  const { folders, files } = config;
  const places: [string, string][] = [
    [folders.meetings, 'a meeting note (the meetings folder)'],
    [folders.transcripts, 'a transcript (the transcripts folder)'],
    [folders.notes, "a meeting's user notes (the notes folder)"],
    [folders.summaries, 'a note Meeting Assistant writes (the summaries folder)'],
    [folders.context, 'a note Meeting Assistant writes (the assistant context folder)'],
    [folders.projects, 'a project file (the projects folder): AGENTS.md is for project instructions'],
    [folders.identities, 'a speaker identity note (the identities folder)'],
    // reviewA S1 (session 20): every tool refuses the trash folder, so a list there could never be read or written.
    [folders.trash, 'a deleted note (the trash folder, which no tool reads or writes)'],
  ];
  for (const [folder, what] of places) if (inside(segments, folder)) return not(what);
  if (setting !== 'prompt.basePromptFile') return null;
  const key = nameKey(segments.join('/'));
  if (key === nameKey(segmentsOf(files.glossary).join('/'))) return not('the glossary');
  if (key === nameKey(segmentsOf(files.dictation).join('/'))) return not('the dictation word list');
  return null;
}

/**
 * What is wrong with `rel` as `prompt.basePromptFile`, or `null` when it may be one: {@link ownFilePlaceProblem}
 * for the base prompt.
 *
 * Spec: docs/vault-format.md, Configuration (`prompt.basePromptFile`); review4 P6.
 */
export function basePromptPlaceProblem(config: BasePromptPlaces, rel: string): string | null {
  return ownFilePlaceProblem(config, rel, 'prompt.basePromptFile');
}
