import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.FrontmatterError');

/**
 * Why a frontmatter block was rejected.
 * Spec: docs/contracts.md (@ma/core, domain errors); docs/contributing.md (Rules: typed domain errors).
 */
export type FrontmatterReason =
  | 'unsupported-language'
  | 'not-a-mapping'
  | 'invalid-yaml'
  | 'too-large'
  | 'too-many-aliases'
  | 'too-deep'
  | 'unclosed'
  | 'displaced'
  | 'not-a-list'
  | 'ambiguous-key';

/**
 * Why a `not-a-list` key cannot be edited as a list, for the hint that fits it (L65): its list is
 * shared with other keys through a YAML anchor (`shared-anchor`), it is an alias of another key's
 * list (`alias`), it is given only through a YAML merge key (`merge-key`: `<<: *defaults`, L622), or it
 * holds no list at all (`no-list`: a mapping, a `!!set`, a text).
 */
export type ListProblem = 'shared-anchor' | 'alias' | 'merge-key' | 'no-list';

const describe: Record<FrontmatterReason, string> = {
  'unsupported-language': 'unsupported frontmatter language (only YAML is read; it is never evaluated)',
  'not-a-mapping': 'frontmatter is not a key/value mapping',
  'invalid-yaml': 'frontmatter is not valid YAML',
  'too-large': 'frontmatter rejected: larger than the 64 KiB limit',
  'too-many-aliases': 'frontmatter rejected: too many YAML aliases',
  'too-deep': 'frontmatter rejected: nested too deeply',
  unclosed: 'frontmatter is not closed (no "---" line ends the block that opens on line 1)',
  displaced:
    'frontmatter does not start the note (Obsidian reads properties only from a "---" block on the very first line)',
  'not-a-list': 'frontmatter value cannot be edited as a list',
  'ambiguous-key':
    'frontmatter has two properties whose names differ only by case (Obsidian reads them as one)',
};

/**
 * A note's frontmatter block could not be used: `---js`/`---javascript`/other
 * languages (never evaluated, B05), a block that is not a key/value mapping
 * (B08c), broken YAML (B04), a block that opens with `---` and key/value lines but is never
 * closed (`unclosed`: editing it would prepend a second block), a block that does not start the note
 * (`displaced`, V280: blank lines, spaces, a second BOM or a zero-width character before its `---`),
 * one of the resource limits (B13: size, alias count, nesting depth), or a list edit (an attendee, a project) on a key that holds no list: a mapping
 * (`attendees:\n  lead: Ann`, a `!!set`) or a YAML alias (`attendees: *team`, whose items live under
 * another key; `not-a-list`, `detail` names the key and its shape; review12 Y1). The file is never
 * rewritten when this is thrown.
 *
 * `line`/`column` are 1-based positions in the whole file (the opening `---`
 * is line 1): the error's position for `invalid-yaml`, the first YAML line of
 * the block for the limits and `not-a-mapping`; for `displaced`, the opening `---` itself (line and
 * column in the text without its first BOM, so not line 1). `path` is the vault-relative
 * path when the caller knows it (see {@link FrontmatterError.withPath}); the
 * message then starts with it, for every reason:
 * `Meetings/x.md: frontmatter rejected: too many YAML aliases (line 2)`.
 * Every core function that reads a note from disk sets it ({@link withNotePath}).
 * Spec: docs/contracts.md (@ma/core errors); hostile cases B04, B05, B08, B13.
 */
export class FrontmatterError extends MaError {
  readonly [marker] = true;
  /** Extra detail, e.g. the unsupported language or the YAML parser's message. */
  readonly detail: string | undefined;
  /** For `not-a-list`: why the key cannot be edited as a list (default `no-list`; L65). */
  readonly listProblem: ListProblem | undefined;

  constructor(
    readonly reason: FrontmatterReason,
    readonly path?: string,
    readonly line?: number,
    readonly column?: number,
    options: { detail?: string; cause?: unknown; listProblem?: ListProblem } = {},
  ) {
    const where = [
      line === undefined ? undefined : `line ${line}`,
      column === undefined ? undefined : `column ${column}`,
    ]
      .filter((part) => part !== undefined)
      .join(', ');
    const detail = options.detail ? `: ${options.detail}` : '';
    const file = path ? `${path}: ` : '';
    super(`${file}${describe[reason]}${where ? ` (${where})` : ''}${detail}`, { cause: options.cause });
    this.detail = options.detail;
    this.listProblem = reason === 'not-a-list' ? (options.listProblem ?? 'no-list') : undefined;
  }

  /** The same error, naming the vault-relative file it came from. */
  withPath(path: string): FrontmatterError {
    return new FrontmatterError(this.reason, path, this.line, this.column, {
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      ...(this.listProblem === undefined ? {} : { listProblem: this.listProblem }),
      cause: this.cause,
    });
  }

  static override isInstance = markerGuard<FrontmatterError>(marker);
}

/**
 * What the user does about a {@link FrontmatterError}, as one clause (no leading "; ", no "then run
 * again"): TOML (`+++` lines as Hugo writes them, or `---toml`) is converted to YAML, another language
 * (`---js`) rewritten as YAML, anything else fixed between the `---` lines. L338: every refusal said
 * "fix the YAML between the --- lines", wrong for a note with no YAML and no `---` line at all.
 * Spec: docs/frontmatter.md (TOML `+++` blocks, R170, L338).
 */
export function frontmatterFix(error: FrontmatterError): string {
  if (error.reason === 'displaced')
    return 'delete what stands before its opening --- line, so that the block starts the note';
  if (error.reason !== 'unsupported-language')
    return 'fix the YAML frontmatter at the top of that note (between the --- lines)';
  if (error.detail === '"toml"')
    return 'that block is TOML (the +++ lines Hugo writes): convert it to YAML between --- lines (title = "Weekly" becomes title: "Weekly"; a [ ] list stays as it is)';
  return 'rewrite that block as YAML between plain --- lines';
}

/**
 * Runs `fn` (a parse or edit of the note at vault-relative `path`) and rethrows a
 * `FrontmatterError` that does not name its file yet with `path` (`withPath`), so
 * every message says which note is broken. Other errors pass through unchanged.
 * Spec: docs/contracts.md (@ma/core, domain errors); docs/contributing.md (Rules: typed domain errors).
 */
export function withNotePath<T>(path: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (FrontmatterError.isInstance(error) && error.path === undefined) throw error.withPath(path);
    throw error;
  }
}
