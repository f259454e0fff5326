import { parseDocument } from 'yaml';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { BOM } from '../lines/eol.js';
import { isBlankText } from '../text/blank-text.js';
import { mediaFile } from '../vault/media-kind.js';
import { parseNote } from './parse-note.js';

/**
 * What a write would break in a file that other programs read by its structure: the problem (a
 * phrase that follows "<file> would …") and what to do instead.
 * Spec: newcomer R68 (session 37); docs/tools.md (write_projectfile); docs/structured-writes.md.
 */
export interface StructureDamage {
  problem: string;
  hint: string;
}

/** How a Markdown note's frontmatter reads: none, a closed YAML mapping (its keys), or broken (why). */
type FrontmatterState =
  | { kind: 'none' }
  | { kind: 'valid'; keys: string[]; lines: number }
  | { kind: 'broken'; why: string };

function frontmatterState(text: string): FrontmatterState {
  try {
    const note = parseNote(text);
    if (note.frontmatter === null) return { kind: 'none' };
    return { kind: 'valid', keys: Object.keys(note.frontmatter.data), lines: note.bodyStartLine - 1 };
  } catch (error) {
    if (error instanceof FrontmatterError) return { kind: 'broken', why: error.message };
    throw error;
  }
}

/** Keys as a message lists them: at most 5, then how many more. */
function shownKeys(keys: string[]): string {
  const shown = keys.slice(0, 5).join(', ');
  return keys.length > 5 ? `${shown} and ${keys.length - 5} more` : shown;
}

function markdownDamage(before: string | null, after: string): StructureDamage | null {
  const was = before === null ? ({ kind: 'none' } as const) : frontmatterState(before);
  // A note whose frontmatter was already broken may be repaired or left as it is: nothing to lose.
  if (was.kind === 'broken') return null;
  const now = frontmatterState(after);
  const where =
    was.kind === 'valid'
      ? `the frontmatter (the note's properties: ${shownKeys(was.keys)}) is lines 1\u2013${was.lines}`
      : 'a frontmatter block is `---`, `key: value` lines, `---` as lines 1, 2, …';
  if (now.kind === 'broken')
    return {
      problem: `have a broken frontmatter, which Obsidian would no longer show as its properties: ${now.why}`,
      hint: `${where}; write below it, or keep its --- lines and valid YAML`,
    };
  if (was.kind === 'valid' && was.keys.length > 0 && now.kind === 'none')
    return {
      problem: `lose its frontmatter (the note's properties: ${shownKeys(was.keys)}): it would no longer be the block at the top of the note`,
      hint: `${where}; write below it (insert at line ${was.lines + 1} or later), or with replace_file start content with that block`,
    };
  return null;
}

/**
 * Extensions of binary files core's media table (`mediaFile`: recordings, videos, pictures, PDFs,
 * office documents, archives) does not hold: fonts, databases, programs, disk images, more archives
 * and pictures. With that table, every binary format Obsidian opens and the ones people keep beside
 * notes (R70; review s38 V64: its own list of 36 missed Obsidian's `3gp` and `ogv`, `epub`, `tar`, `heif`).
 */
const OTHER_BINARY_EXTENSIONS = new Set(
  'jfif ico psd odg bz2 xz tgz iso dmg ttf otf woff woff2 sqlite db exe dll so dylib msi apk jar class wasm'.split(
    ' ',
  ),
);

/** True when a file named `path` (extension `ext`) is binary: never made of text. SVG and RTF are text. */
function binaryFile(path: string, ext: string): boolean {
  return OTHER_BINARY_EXTENSIONS.has(ext) || (ext !== 'svg' && ext !== 'rtf' && mediaFile(path) !== null);
}

function jsonProblem(text: string): string | null {
  try {
    JSON.parse(text.startsWith(BOM) ? text.slice(1) : text);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

function yamlProblem(text: string): string | null {
  const doc = parseDocument(text.startsWith(BOM) ? text.slice(1) : text, {
    schema: 'core',
    // V190: `!!timestamp`, `!!binary`, `!!omap`, `!!set` stay tags YAML 1.2's core schema does not
    // resolve (a `Date` would shift the day, B01; a `Buffer` could not be written back).
    resolveKnownTags: false,
    uniqueKeys: true,
    logLevel: 'error',
  });
  const first = doc.errors[0];
  return first === undefined ? null : first.message.split('\n', 1)[0] || 'invalid YAML';
}

/**
 * What a write to a project file would break in its structure, judged on the whole text before
 * (null: a new file) and after the write: a Markdown note (`.md`, `.markdown`) whose frontmatter
 * would stop parsing (unclosed, invalid YAML, not a mapping) or, when it held properties, would no
 * longer stand at the top (a line inserted above it, its `---` lines replaced, `replace_file`
 * without it); an Obsidian Canvas or JSON file (`.canvas`, `.json`) that would not be valid JSON; a
 * Bases or YAML file (`.base`, `.yaml`, `.yml`) that would not be valid YAML. Obsidian shows such a
 * note without its properties (and rewrites them on the next property edit) and cannot open such a
 * canvas or base, so the user's content is lost from view. A file that was already broken before
 * the write, a write leaving the file blank (a deletion, trashed by the caller) and other file
 * types are not judged: null. A new (or empty) file named as a binary file (`.png`, `.pdf`, `.docx`, `.mp3`,
 * `.ogv`, …) is refused too: the text written into it could never be shown (R70, V64).
 * @param path - the file's path (its extension decides the kind)
 * @returns the damage, or null when the write keeps the file's structure
 * Spec: newcomer R68 (session 37: `write_projectfile` broke project notes' frontmatter and appended
 *   text to a .canvas); docs/tools.md (write_projectfile); brief: "user frontmatter survives".
 */
export function structureDamage(path: string, before: string | null, after: string): StructureDamage | null {
  if (isBlankText(after)) return null;
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  // R70: text in a new file named as a picture, PDF, office document, archive or media file is no such file.
  // An empty file of such a name (a placeholder, a failed download) is no text file either (V64).
  if ((before === null || isBlankText(before)) && binaryFile(path, ext))
    return {
      problem: `be a text file named as a .${ext} file, which Obsidian and other programs open as a binary file and cannot show`,
      hint: 'write notes and lists in a Markdown file (.md); link a picture or document the user adds',
    };
  if (ext === 'md' || ext === 'markdown') return markdownDamage(before, after);
  const check =
    ext === 'json' || ext === 'canvas'
      ? jsonProblem
      : ext === 'base' || ext === 'yaml' || ext === 'yml'
        ? yamlProblem
        : null;
  if (check === null || (before !== null && !isBlankText(before) && check(before) !== null)) return null;
  const problem = check(after);
  if (problem === null) return null;
  const what = check === jsonProblem ? 'JSON' : 'YAML';
  const hint =
    ext === 'canvas'
      ? 'an Obsidian Canvas is JSON (JSON Canvas): read it, then write the whole JSON with replace_file, one more node in its "nodes" list; or write the notes in a Markdown file'
      : `read it, then write the whole ${what} with replace_file (or replace whole lines so it stays valid ${what}); or write the notes in a Markdown file`;
  return { problem: `not be valid ${what} (${problem})`, hint };
}
