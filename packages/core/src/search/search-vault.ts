import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
} from 'node:fs';
import { lstat, open, readdir } from 'node:fs/promises';
import { basename } from 'node:path';
import { MaError, NotTextError, SearchError } from '../errors/index.js';
import { access, blockingFs } from '../fs/blocking-fs.js';
import { decodeText, startsWithUtf16Bom } from '../fs/decode-text.js';
import { findNotTextInFile, findNotTextInFileSync } from '../fs/not-text-in-file.js';
import { nameKey } from '../names/name-key.js';
import { isInside } from '../paths/index.js';
import { codePointOffset, pairSafeIndex } from '../text/code-points.js';
import { undecodableName } from '../vault/list-files.js';
import { linksAnotherMeeting, meetingLinkOf } from '../vault/numbered-own-meeting.js';
import { conflictCopyOriginal, syncConflictOriginal } from '../vault/sync-conflict-copies.js';
import type { Vault } from '../vault/vault.js';
import { buildRgArgs, MAX_SEARCH_FILE_BYTES } from './build-rg-args.js';
import { bundledRipgrepPath } from './bundled-ripgrep.js';
import { readLineWindow } from './read-line-window.js';
import type { RgRecord } from './rg-output-parser.js';
import { blockingRipgrep, type RgRun, runRipgrep, runRipgrepBlocking } from './run-ripgrep.js';
import { trimLine } from './trim-line.js';

/**
 * One matching line. `path` is vault-relative with `/`; `line` is 1-based; `text` may be a trimmed preview.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export interface SearchMatch {
  path: string;
  line: number;
  text: string;
}

/** How many files not searched a result names; the rest are one `… and N more` line (L471). */
const NOT_SEARCHED_NAMED = 20;

/**
 * Result of {@link searchVault}: matches sorted by path then line; `truncated`
 * is true when matches were dropped (result or character budget: `dropped`) or a long
 * line was cut to a preview (`linesCut`); `warnings` are ripgrep's messages about files it
 * could not read (a partial result, B21), then the files with a match that were not searched (L480)
 * and the files ripgrep's walk skipped for being over 50 MiB (`Notes/log.md: not searched: larger than
 * 50 MiB (62,914,560 bytes; …)`: V254; text files only, those the walk passed before the first match
 * left out), in ripgrep's order, the first 20 named and the rest one `… and N more files not
 * searched` line, N exact (L471).
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export interface SearchResult {
  matches: SearchMatch[];
  truncated: boolean;
  /** True when matches were left out (the result count or the character budget was reached). */
  dropped: boolean;
  /** True when a long line was cut to a preview around its match. */
  linesCut: boolean;
  warnings: string[];
  /**
   * The `offset` to pass for the next page when matches were left out (`dropped`): the options'
   * `offset` plus the matches this page shows, so pages never overlap; null when nothing was left out.
   * L480: matches in files not searched (`warnings`) are never counted, for the offset, the page or
   * `dropped`: a page with `dropped` shows at least one match and the next page starts at the next
   * match shown.
   */
  nextOffset: number | null;
  /**
   * Sync tools' conflict copies (`Name (conflicted copy 2026-12-01).md`, `Name.sync-conflict-….md`:
   * core `syncConflictOriginal`) found under a searched folder whose matching lines were left out
   * (a copy repeats its original's lines; newcomer review F4), as `{ copy, original }` vault paths,
   * sorted, each once. Absent when none matched. A copy given itself in `paths` is searched.
   * L252: also a numbered copy (`Plan 2.md`, `Plan (1).md`: the names Obsidian's "Duplicate", Finder
   * and iCloud give) beside its original `Plan.md` in the same folder (names in any case), `numbered`.
   */
  conflictCopies?: { copy: string; original: string; numbered?: true }[];
}

/**
 * Options of {@link searchVault}.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export interface SearchOptions {
  /** ripgrep regex (Rust syntax); taken literally as a pattern, never as a flag. */
  pattern: string;
  /** Vault-relative files or folders to search (each checked with `vault.resolve`); `.` = the whole vault. */
  paths: string[];
  /** Result cap (default `config.limits.searchResults`); rg is killed once it is reached. */
  maxResults?: number;
  /**
   * Matches to skip first (a whole number >= 0, default 0), in ripgrep's order (each path in the
   * order given, files in path order, lines in order): the paging of a cut result, with
   * `nextOffset` of the previous page. Values below 0 are taken as 0.
   */
  offset?: number;
  /** Characters per line before it is cut to a preview around the match (default `config.limits.searchLineChars`). */
  maxLineChars?: number;
  /** Total characters of match text (default `config.limits.searchChars`). */
  maxChars?: number;
  /** Cancels the search (rg is killed, the promise rejects with the reason). */
  signal?: AbortSignal;
  /**
   * Folder names not searched at any depth under the given folders (e.g. core's
   * `DEPENDENCY_FOLDERS`: `node_modules`…; review4 P17). Default: none.
   */
  excludeFolders?: readonly string[];
  /** ripgrep binary (default: the one from `@vscode/ripgrep`); a seam for the "binary missing" case. */
  rgPath?: string;
}

const MAX_WARNINGS = 20;

/** A file's matches as ripgrep gave them, held until the file is known to be searched (L480). */
interface HeldFile {
  path: string;
  records: RgRecord[];
  /** A match line held a `\r` or a U+FFFD or was cut: the file is read whole to check it. */
  suspect: boolean;
}
/** Largest `offset` honoured (a later page is as empty as this one). */
const MAX_OFFSET = 1_000_000_000;
/** Largest original (characters) whose lines a numbered copy's hits are compared with (V65); past it, as before. */
const MAX_ORIGINAL_CHARS = 4_000_000;
/** Most rg output a one-shot (blocking) search keeps before it runs streamed instead. */
const MAX_BLOCKING_BYTES = 256 * 1024 * 1024;
/**
 * Longest pattern we pass to rg, in UTF-16 code units (argv limits; a longer one is not a search, it
 * is a payload). Spec: docs/tools.md (search).
 */
export const MAX_PATTERN_CHARS = 2000;

function warningLines(stderr: string, root: string): string[] {
  return stderr
    .split(/\r?\n/)
    .map((l) =>
      l
        .replace(/^rg: /, '')
        .split(`${root}/`)
        .join('')
        .replace(/(^|\s)\.\//g, '$1')
        .trim(),
    )
    .filter((l) => l !== '')
    .slice(0, MAX_WARNINGS);
}

/** Converts a UTF-8 byte offset inside `text` to a UTF-16 offset. */
function byteToCharOffset(text: string, byteOffset: number): number {
  if (byteOffset <= 0) return 0;
  return Buffer.from(text, 'utf8').subarray(0, byteOffset).toString('utf8').length;
}

/**
 * At most `max` characters of a line around UTF-16 offset `at` (`trimLine`), with `…` on each
 * side where the line goes on (`cutLeft`/`cutRight`: the text is itself a window of a longer line).
 */
function preview(text: string, at: number, cutLeft: boolean, cutRight: boolean, max: number): string {
  let out = text.length > max ? trimLine(text, at, at, max).text : text;
  // Room for a mark is made by dropping one whole character, never half a surrogate pair (R22).
  if (cutLeft && !out.startsWith(ELLIPSIS))
    out = `${ELLIPSIS}${out.length >= max ? out.slice(codePointOffset(out, 1)) : out}`;
  if (cutRight && !out.endsWith(ELLIPSIS))
    out = `${out.length >= max ? out.slice(0, pairSafeIndex(out, out.length - 1)) : out}${ELLIPSIS}`;
  return out;
}

const ELLIPSIS = '…';

/**
 * rg's message for a pattern it refused, without its advice to use flags the model cannot pass
 * (`Consider enabling PCRE2 with the --pcre2 flag…`, `--multiline`, `--text`): paragraphs that
 * recommend a `-x`/`--flag` are dropped, rg's own error is kept.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export function patternError(stderr: string): string {
  const paragraphs = stderr
    .replace(/^rg: /, '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trimEnd())
    .filter((p) => p.trim() !== '');
  const advice = /(?:^|[\s(])--?[a-zA-Z][\w-]*\b|\bflag\b/;
  const kept = paragraphs.filter((p, i) => i === 0 || !advice.test(p));
  return kept.join('\n\n').trim() || 'ripgrep rejected the pattern';
}

function cleanPath(p: string): string {
  return p.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}

/**
 * Searches vault files with the real ripgrep binary. Every path goes through
 * `vault.resolve` first (B14–B19); the argv is `[…ourFlags, '-e', pattern, '--',
 * …paths]` with no shell (B20); symlinks are not followed and results under the
 * trash folder or outside the vault are dropped, and so are those of a sync tool's conflict copy
 * under a searched folder (named in `conflictCopies`; newcomer review F4). Exit 1 is an empty result,
 * exit 2 with matches is a partial result with warnings (B21). Long lines are
 * cut around the match and the output stays within the result and character
 * budgets (B22).
 * @throws SearchError('bad-pattern', rg's message) for an invalid regex; also for an empty pattern or a NUL
 *   character.
 * @throws SearchError('too-long', 'the search pattern is too long: N characters, at most 2000') past
 *   {@link MAX_PATTERN_CHARS} (L99).
 * @throws SearchError('unavailable', 'search unavailable: ripgrep binary not found at …') (B23).
 * @throws PathSafetyError when a path is refused.
 * Spec: seed 000 (search tool); docs/contracts.md, Search; docs/hostile-cases.md B20–B23.
 */
export async function searchVault(vault: Vault, opts: SearchOptions): Promise<SearchResult> {
  const { limits } = vault.config;
  const maxResults = Math.max(1, opts.maxResults ?? limits.searchResults);
  const maxLineChars = Math.max(16, opts.maxLineChars ?? limits.searchLineChars);
  const maxChars = Math.max(1, opts.maxChars ?? limits.searchChars);
  // Past a billion matches nothing is left to page (and rg's --max-count stays a plain integer).
  const offset = Math.min(MAX_OFFSET, Math.max(0, Math.floor(opts.offset ?? 0)));
  if (typeof opts.pattern !== 'string' || opts.pattern === '') {
    throw new SearchError('bad-pattern', 'the search pattern is empty');
  }
  if (opts.pattern.includes('\u0000'))
    throw new SearchError('bad-pattern', 'the search pattern contains a NUL character');
  // ripgrep wraps the pattern in a group, so a lone trailing `\` would escape ITS `)` and be reported as an
  // "unclosed group" the caller never wrote (review5 Q2).
  if (/(?:^|[^\\])(?:\\\\)*\\$/.test(opts.pattern))
    throw new SearchError(
      'bad-pattern',
      'the search pattern ends with a lone "\\" (it escapes nothing): drop it, or write "\\\\" for a backslash',
    );
  // L99: too long is not a regex mistake: said with the limit, as its own reason.
  if (opts.pattern.length > MAX_PATTERN_CHARS) {
    throw new SearchError(
      'too-long',
      `the search pattern is too long: ${opts.pattern.length} characters, at most ${MAX_PATTERN_CHARS}`,
    );
  }
  const rels: string[] = [];
  for (const p of opts.paths) {
    const { rel } = await vault.resolve(p, { argument: 'paths' });
    rels.push(rel === '' ? '.' : rel);
  }
  if (rels.length === 0)
    return { matches: [], truncated: false, dropped: false, linesCut: false, warnings: [], nextOffset: null };

  // The binary is looked up here, not as this module loads: finding it cost every command start a
  // few ms, also the commands that never search; and without loading @vscode/ripgrep, an ES module
  // (docs/startup.md).
  let rg = opts.rgPath;
  if (rg === undefined) {
    try {
      rg = await bundledRipgrepPath();
    } catch (error) {
      throw new SearchError('unavailable', `search unavailable: ${(error as Error).message}`);
    }
  }
  try {
    await access(rg, constants.X_OK);
  } catch {
    throw new SearchError('unavailable', `search unavailable: ripgrep binary not found at ${rg}`);
  }

  const trash = `${vault.root}/${vault.config.folders.trash}`;
  const matches: SearchMatch[] = [];
  /** Matches past the preview rg printed for an over-long line: filled in from the file afterwards. */
  const reread: { match: SearchMatch; column: number }[] = [];
  const seen = new Set<string>();
  /**
   * L480: why each file with a match is not searched ({@link notSearched}; null: it is searched),
   * checked once, when its last match came and before any of them is counted. A file whose match
   * lines hold a `\r`, a U+FFFD or were cut is read whole (review9 V11 lone CRs; reviewA R1: ripgrep
   * shows Latin-1 bytes as U+FFFD), any other only for a UTF-16 byte-order mark (its first bytes).
   */
  const verdicts = new Map<string, string | null>();
  /**
   * L480: the matches of the file ripgrep is printing (its matches come together, `--sort=path`),
   * held until the next file's first match (or rg's end) and then counted — for the offset, the page
   * and the "more matches" — only when the file is searched ({@link verdicts}).
   */
  let held: HeldFile | null = null;
  /** `held`'s file, when its verdict is still to be read before the file of `path` may go on. */
  const unjudged = (path: string): string | null =>
    held !== null && held.path !== path && !verdicts.has(held.path) ? held.path : null;
  let chars = 0;
  let dropped = false;
  /** The page's character budget is spent (by a first match cut to it): the next match is left out. */
  let full = false;
  let linesCut = false;
  /** V254: the file of the first match this page left out (rg's walk went no further for this page), or null. */
  let stopAt: string | null = null;
  // rg prints at most this many bytes of a line (B22); >= maxLineChars characters in any encoding.
  const maxColumns = Math.max(1024, maxLineChars * 4);
  const roots = [...new Set(rels)];
  const args = buildRgArgs(opts.pattern, roots, offset + maxResults + 1, maxColumns, opts.excludeFolders);
  /** Matches skipped for `offset` so far. */
  let skippedForOffset = 0;
  /** The paths given (a copy named itself is searched), and the copies left out (copy → original). */
  const givenFiles = new Set(rels);
  const copies = new Map<string, string>();
  /** L252: numbered copies by their original's path (null: no copy), from one listing per folder. */
  const numbered = new Map<string, string | null>();
  const folderStems = new Map<string, Map<string, string>>();
  // Stem's nameKey → the original's own name (`Plan 3.md` is a copy of `plan.md`; s38 V52: an NFD
  // `Café 2.md` of an NFC `Café.md`, as macOS names it).
  const stemsOf = (names: readonly string[]) =>
    new Map(names.filter((n) => /\.md$/i.test(n)).map((n) => [nameKey(n.slice(0, -3)), n]));
  /** `rel`'s folder: `''` at the vault root, else ending in `/`. */
  const folderOf = (rel: string) => rel.slice(0, rel.lastIndexOf('/') + 1);
  const numberedOriginal = (rel: string): string | null => {
    let original = numbered.get(rel);
    if (original !== undefined) return original;
    const folder = folderOf(rel);
    let stems = folderStems.get(folder);
    const stem = conflictCopyOriginal(rel.slice(folder.length), (s) => {
      if (stems === undefined) {
        // Only in a one-shot process (blocking ripgrep, no thread pool): a streamed run listed it in `prepare`.
        let names: string[] = [];
        try {
          names = readdirSync(`${vault.root}/${folder}`);
        } catch {}
        stems = stemsOf(names);
        folderStems.set(folder, stems);
      }
      return stems.has(nameKey(s));
    });
    original = stem === null ? null : `${folder}${stems?.get(nameKey(stem)) ?? `${stem}.md`}`;
    numbered.set(rel, original);
    return original;
  };
  /** Each numbered copy's original's lines (null: too big, the copy's lines count as repeats; 'none': no file to compare). */
  const originalLines = new Map<string, Set<string> | null | 'none'>();
  const originalHasLine = (original: string, record: RgRecord): boolean => {
    let lines = originalLines.get(original);
    if (lines === undefined) {
      lines = originalLinesOf(`${vault.root}/${original}`);
      originalLines.set(original, lines);
    }
    if (lines === 'none') return false;
    return lines === null || record.cut || lines.has(record.text.replace(/^\uFEFF/, '').replace(/\r$/, ''));
  };
  /**
   * L419 in search (V241): whether a numbered note (`Sync (2).md`) links (`meeting:`) another meeting
   * than its original (`Sync.md`) — then it is a note of its own and its lines shared with the
   * original (`## Decisions`, a repeated next step) are its own hits ({@link linksAnotherMeeting},
   * the rule of the past meetings and `ma doctor`). Asked only for a numbered note with a line its
   * original also holds; read in `prepare` (a streamed run) before the record is decided.
   */
  const ownMeeting = new Map<string, boolean>();
  /**
   * True while the blocking run (a one-shot process) is being read: it cannot await the `meeting:`
   * links, so a record that needs them stops it and the streamed run (with `prepare`) takes over,
   * given the same records again (those already taken are passed over by `seen`).
   */
  let inBlockingRun = false;
  /** The blocking run stopped at a record whose `meeting:` links are not read yet. */
  let needsLinks = false;
  /** A numbered-looking note searched through a folder (not named itself), or null. */
  const copyCandidate = (path: string): string | null =>
    givenFiles.has(path) || !/\.md$/i.test(path) || syncConflictOriginal(path) !== null ? null : path;
  /**
   * L298: what {@link numberedOriginal} and {@link originalHasLine} need for `record` — its folder's
   * listing, its original's lines — read through the thread pool before the record is decided, so a
   * streamed search (a long-lived host: MCP, the daemon, the search server) never blocks the event
   * loop on a file in ripgrep's output callback. Undefined when everything is known already.
   */
  const prepare = (record: RgRecord): Promise<void> | undefined => {
    // L480: the held file's verdict, read through the thread pool before the next file's match is taken.
    const file = unjudged(cleanPath(record.path));
    if (file !== null && held !== null) {
      const { suspect } = held;
      return notSearched(`${vault.root}/${file}`, suspect).then((why) => {
        if (!verdicts.has(file)) verdicts.set(file, why);
      });
    }
    const path = copyCandidate(cleanPath(record.path));
    if (path === null) return undefined;
    const folder = folderOf(path);
    let listing = false;
    if (!folderStems.has(folder))
      conflictCopyOriginal(path.slice(folder.length), () => {
        listing = true;
        return false;
      });
    if (listing)
      return readdir(`${vault.root}/${folder}`)
        .catch(() => [] as string[])
        .then((names) => {
          if (!folderStems.has(folder)) folderStems.set(folder, stemsOf(names));
          return prepare(record);
        });
    const original = numberedOriginal(path);
    if (original === null) return undefined;
    if (!originalLines.has(original))
      return originalLinesOfAsync(`${vault.root}/${original}`).then((lines) => {
        if (!originalLines.has(original)) originalLines.set(original, lines);
        return prepare(record);
      });
    if (ownMeeting.has(path) || !originalHasLine(original, record)) return undefined;
    return linksAnotherMeeting(vault, path, original).then((own) => {
      if (!ownMeeting.has(path)) ownMeeting.set(path, own);
    });
  };
  const onRecord = (record: RgRecord): 'stop' | undefined => {
    const path = cleanPath(record.path);
    const abs = `${vault.root}/${path}`;
    if (!isInside(vault.root, abs) || isInside(trash, abs)) return undefined;
    // F4: a conflict copy under a searched folder repeats its original's lines: left out, named.
    const original =
      givenFiles.has(path) || !/\.md$/i.test(path)
        ? null
        : (syncConflictOriginal(path) ?? numberedOriginal(path));
    // Review s38 V65: a numbered name may be a note of its own (Obsidian names new notes `Untitled`,
    // `Untitled 1`, …): only the lines its original also holds are a copy's repeats.
    if (original !== null && (syncConflictOriginal(path) !== null || originalHasLine(original, record))) {
      let own = syncConflictOriginal(path) === null ? ownMeeting.get(path) : false;
      // V243: a numbered note without a `meeting:` link (a duplicated project file) is told without
      // the hand-over: read as the originals are here, blocking and safely (no link, no pipe).
      if (own === undefined && inBlockingRun && !linksAMeeting(abs)) {
        own = false;
        ownMeeting.set(path, false);
      }
      if (own === undefined && inBlockingRun) {
        needsLinks = true;
        return 'stop';
      }
      // L419: a numbered note linking another meeting is a note of its own (unknown: a copy, as before).
      if (own !== true) {
        copies.set(path, original);
        return undefined;
      }
    }
    // Overlapping paths (a folder and a file inside it) must not repeat a line.
    const key = `${path}\n${record.line}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    if (held !== null && held.path !== path && takeHeld() === 'stop') return 'stop';
    held ??= { path, records: [], suspect: false };
    held.records.push(record);
    if (record.cut || record.text.includes('\r') || record.text.includes('\uFFFD')) held.suspect = true;
    return undefined;
  };
  /**
   * L480: counts the held file's matches when it is searched (its verdict read here, blocking, if a
   * one-shot search's blocking run did not have it yet), else leaves them out uncounted.
   */
  const takeHeld = (): 'stop' | undefined => {
    const file = held;
    held = null;
    if (file === null) return undefined;
    let why = verdicts.get(file.path);
    if (why === undefined) {
      why = notSearchedSync(`${vault.root}/${file.path}`, file.suspect);
      verdicts.set(file.path, why);
    }
    if (why !== null) return undefined;
    for (const record of file.records) if (take(file.path, record) === 'stop') return 'stop';
    return undefined;
  };
  /** One match of a searched file: passed over for the offset, shown, or the first one past the page. */
  const take = (path: string, record: RgRecord): 'stop' | undefined => {
    // A later page: the matches earlier pages took are passed over (counted as they were there).
    if (skippedForOffset < offset) {
      skippedForOffset++;
      return undefined;
    }
    if (matches.length >= maxResults || full) {
      dropped = true;
      stopAt = path;
      return 'stop';
    }
    const matchByte = Math.max(0, record.column - 1);
    const previewBytes = Buffer.byteLength(record.text, 'utf8');
    let text: string;
    let later = false;
    if (!record.cut || matchByte + 16 <= previewBytes) {
      const at = byteToCharOffset(record.text, matchByte);
      text = preview(record.text, at, false, record.cut, maxLineChars);
    } else {
      // The match lies past rg's preview: show the line's start for now, the window around the match later.
      text = preview(record.text, 0, false, true, maxLineChars);
      later = true;
    }
    if (record.cut || record.text.length > maxLineChars) linesCut = true;
    const budget = later ? maxLineChars : text.length;
    if (chars + budget > maxChars) {
      dropped = true;
      stopAt = path;
      if (matches.length > 0) return 'stop';
      stopAt = null;
      // The first match is always shown, cut to the budget: "no matches" would be false (review5 Q3).
      // Whether more are left out is known at the next match (none: the page is the last one).
      dropped = false;
      full = true;
      linesCut = true;
      matches.push({ path, line: record.line, text: cutToChars(text, maxChars) });
      return undefined;
    }
    chars += budget;
    const match = { path, line: record.line, text };
    matches.push(match);
    if (later) reread.push({ match, column: record.column });
    return undefined;
  };
  const unavailable = (error: unknown): never => {
    if ((error as NodeJS.ErrnoException)?.code === 'ENOENT') {
      throw new SearchError('unavailable', `search unavailable: ripgrep binary not found at ${rg}`);
    }
    throw error;
  };
  let run: RgRun | null = null;
  if (blockingRipgrep() && !opts.signal?.aborted) {
    // A one-shot process (docs/startup.md, sixth pass): kept output bounded by what the records up
    // to the stop can take (a path, the line's preview, rg's suffix); beyond it, the streamed run.
    // A far page is bounded too: past it, the streamed run reads on (it keeps no output).
    const maxBytes = Math.min(
      MAX_BLOCKING_BYTES,
      (offset + maxResults + 1) * (maxColumns + 16 * 1024) + 64 * 1024,
    );
    inBlockingRun = true;
    try {
      run = runRipgrepBlocking(rg, args, vault.root, onRecord, maxBytes);
    } catch (error) {
      unavailable(error);
    } finally {
      inBlockingRun = false;
    }
    // L419 (V241): a numbered note's `meeting:` links are read through `prepare`, in the streamed run.
    if (needsLinks) run = null;
    // The streamed run gives the held file's matches again: held anew, counted once.
    const pending = held as HeldFile | null;
    if (run === null && pending !== null) {
      for (const record of pending.records) seen.delete(`${pending.path}\n${record.line}`);
      held = null;
    }
  }
  run ??= await runRipgrep(rg, args, vault.root, onRecord, opts.signal, prepare).catch(unavailable);
  // The last file's matches: counted once its verdict is read (no later match needed it).
  const last = held as HeldFile | null;
  if (last !== null && !verdicts.has(last.path)) {
    opts.signal?.throwIfAborted();
    verdicts.set(last.path, await notSearched(`${vault.root}/${last.path}`, last.suspect));
  }
  takeHeld();

  for (const { match, column } of reread) {
    opts.signal?.throwIfAborted();
    try {
      const { abs } = await vault.resolve(match.path, { argument: 'paths', mustExist: true, kind: 'file' });
      const window = await readLineWindow(abs, match.line, column, maxLineChars * 4);
      if (window !== null)
        match.text = preview(window.text, window.at, window.cutLeft, window.cutRight, maxLineChars);
    } catch (error) {
      // The file changed or went away since the search: keep the preview of the line's start.
      if (!MaError.isMaError(error) && !(error as NodeJS.ErrnoException)?.code) throw error;
    }
  }

  if (run.code === 2 && !run.ranSearch && matches.length === 0) {
    const message = patternError(run.stderr);
    throw new SearchError('bad-pattern', message);
  }
  if (run.code !== null && run.code > 2) {
    throw new Error(`ripgrep failed with exit code ${run.code}: ${run.stderr.trim()}`);
  }
  // review9 V11: to ripgrep a file with lone CR line breaks (classic Mac) is one line, so every match
  // in it would say "line 1"; reviewA R1: ripgrep shows a file that is not UTF-8 anyway (Latin-1 bytes as
  // U+FFFD, a UTF-16 file transcoded), a file every read tool refuses. Such a file's matches were left
  // out before they were counted (L480: `verdicts`) and a warning says why and how to fix it, in the
  // words of the read tools' refusal; a name that is not UTF-8 (ripgrep prints its bytes, decoded here
  // with U+FFFD) names no file any tool opens.
  const notSearchedFiles: { rel: string; why: string }[] = [];
  for (const [rel, why] of verdicts) if (why !== null) notSearchedFiles.push({ rel, why });
  // V254: a file over 50 MB ripgrep's walk skipped (`--max-filesize`; its `--debug` log names it) is
  // named too, in the same list: "no matches" alone would say it was searched. Only those this
  // page's walk passed (before the file of the first match left out: a later page names the rest),
  // in the search's scope (not in the trash, not a sync-conflict copy whose lines are left out
  // anyway; an ignored or hidden folder is never walked) and text (binary, a NUL in its first 64 KB
  // as ripgrep tells it, a recording or a video is not searched at any size).
  const tooBig = new Set<string>();
  for (const { path: raw, bytes } of run.sizeSkips) {
    const rel = cleanPath(raw);
    const abs = `${vault.root}/${rel}`;
    if (tooBig.has(rel) || !isInside(vault.root, abs) || isInside(trash, abs)) continue;
    if (!givenFiles.has(rel) && /\.md$/i.test(rel) && syncConflictOriginal(rel) !== null) continue;
    if (stopAt !== null && walkOrder(roots, rel, stopAt) >= 0) continue;
    opts.signal?.throwIfAborted();
    if (await startsBinary(abs)) continue;
    tooBig.add(rel);
    notSearchedFiles.push({
      rel,
      why: `larger than ${MAX_SEARCH_FILE_BYTES / 1024 / 1024} MiB (${groupedDigits(bytes)} bytes; search reads files up to ${groupedDigits(MAX_SEARCH_FILE_BYTES)} bytes)`,
    });
  }
  // In ripgrep's order, as the files came (the verdicts are in it already).
  if (tooBig.size > 0) notSearchedFiles.sort((a, b) => walkOrder(roots, a.rel, b.rel));
  const skipped: string[] = [];
  for (const { rel, why } of notSearchedFiles) {
    // R2: a name that is not UTF-8 is written out (`caf\xe9.md`), as list_projectfiles shows it.
    const badName = rel.includes('\uFFFD') ? await undecodableName(`${vault.root}/${rel}`) : null;
    const shown = badName === null ? rel : `${rel.slice(0, rel.lastIndexOf('/') + 1)}${badName}`;
    skipped.push(`${shown}: not searched: ${why}`);
  }
  // L471: a folder of 415 files the read tools refuse named each one, page after page; the first are named, the rest counted.
  if (skipped.length > NOT_SEARCHED_NAMED)
    skipped.splice(
      NOT_SEARCHED_NAMED,
      Infinity,
      `… and ${skipped.length - NOT_SEARCHED_NAMED} more ${skipped.length - NOT_SEARCHED_NAMED === 1 ? 'file' : 'files'} not searched (only the first ${NOT_SEARCHED_NAMED} are named)`,
    );
  matches.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
  return {
    matches,
    truncated: dropped || linesCut,
    dropped,
    linesCut,
    warnings: [...warningLines(run.stderr, vault.root), ...skipped],
    nextOffset: dropped ? offset + matches.length : null,
    ...(copies.size > 0
      ? {
          conflictCopies: [...copies]
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([copy, original]) =>
              syncConflictOriginal(copy) === null
                ? { copy, original, numbered: true as const }
                : { copy, original },
            ),
        }
      : {}),
  };
}

/**
 * How ripgrep's walk (`--sort=path`) orders two vault paths it searched: by the given path each lies
 * under (`roots`, in order), then folder by folder, names compared as UTF-8 bytes (a folder's files
 * come before the next name: `a/x.md`, `a-b.md`, `a.md`). Negative when `a` comes first.
 */
function walkOrder(roots: readonly string[], a: string, b: string): number {
  const root = (p: string) => roots.findIndex((r) => r === '.' || p === r || p.startsWith(`${r}/`));
  const byRoot = root(a) - root(b);
  if (byRoot !== 0) return byRoot;
  const pa = a.split('/');
  const pb = b.split('/');
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const byName = Buffer.compare(Buffer.from(pa[i] as string), Buffer.from(pb[i] as string));
    if (byName !== 0) return byName;
  }
  return pa.length - pb.length;
}

/** `n` with a comma every three digits (`62,914,560`). */
function groupedDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The bytes ripgrep reads first of a file and tells a binary one by (a NUL among them). */
const BINARY_HEAD_BYTES = 64 * 1024;

/**
 * V254: whether the file at `abs` is binary as ripgrep tells it (a NUL in its first 64 KB), opened
 * as an original is (no link followed, no pipe waited on); false when it cannot be read. Blocking
 * once `useBlockingFs` was called (a one-shot `ma search`), else through the thread pool.
 */
async function startsBinary(abs: string): Promise<boolean> {
  const head = Buffer.alloc(BINARY_HEAD_BYTES);
  try {
    if (blockingFs()) {
      const fd = openSync(abs, ORIGINAL_OPEN_FLAGS);
      try {
        return head.subarray(0, readSync(fd, head, 0, head.length, 0)).includes(0);
      } finally {
        closeSync(fd);
      }
    }
    const handle = await open(abs, ORIGINAL_OPEN_FLAGS);
    try {
      return head.subarray(0, (await handle.read(head, 0, head.length, 0)).bytesRead).includes(0);
    } finally {
      await handle.close();
    }
  } catch {
    return false;
  }
}

/**
 * The lines of a numbered copy's original (V65; BOM and CRs left out), null when it is too big to
 * compare (over `MAX_ORIGINAL_CHARS`: the copy is left out whole, as before V65), or `'none'` when the
 * name holds no regular file to compare with — a folder, a named pipe, a device, a link (which may
 * lead out of the vault) or a file that cannot be opened: then the numbered note is a note of its own
 * (review s39 V69: a pipe named `Untitled.md` hung the search, reading it blocks the thread; a link
 * to a file outside the vault was read and its lines hid the note's own hits). Opened without
 * following a link and without blocking, then checked by its open descriptor (no swap in between).
 */
function originalLinesOf(abs: string): Set<string> | null | 'none' {
  let fd: number;
  try {
    // Where there is no O_NOFOLLOW (Windows), a link is told by its own lstat first.
    if (constants.O_NOFOLLOW === undefined && lstatSync(abs).isSymbolicLink()) return 'none';
    fd = openSync(abs, ORIGINAL_OPEN_FLAGS);
  } catch {
    return 'none';
  }
  try {
    const verdict = originalVerdict(fstatSync(fd));
    return verdict === 'read' ? linesOfOriginal(readFileSync(fd, 'utf8')) : verdict;
  } catch {
    return 'none';
  } finally {
    closeSync(fd);
  }
}

/**
 * {@link originalLinesOf} through the thread pool (L298: a long-lived host's event loop never waits on the
 * file): the same rules, shared ({@link ORIGINAL_OPEN_FLAGS}, {@link originalVerdict},
 * {@link linesOfOriginal}), and the same results.
 */
async function originalLinesOfAsync(abs: string): Promise<Set<string> | null | 'none'> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    if (constants.O_NOFOLLOW === undefined && (await lstat(abs)).isSymbolicLink()) return 'none';
    handle = await open(abs, ORIGINAL_OPEN_FLAGS);
  } catch {
    return 'none';
  }
  try {
    const verdict = originalVerdict(await handle.stat());
    return verdict === 'read' ? linesOfOriginal(await handle.readFile('utf8')) : verdict;
  } catch {
    return 'none';
  } finally {
    await handle.close();
  }
}

/**
 * V243: whether the numbered note at `abs` may link a meeting (`meeting:`), read with blocking calls
 * in a one-shot search's blocking run, opened as {@link originalLinesOf} opens an original (no link
 * followed, no pipe waited on). False when it is a regular UTF-8 file without the link, or no
 * regular file or not text (then {@link linksAnotherMeeting} says false too); true when it holds
 * the link or is too big to read here (then the streamed run asks {@link linksAnotherMeeting}).
 */
function linksAMeeting(abs: string): boolean {
  let fd: number;
  try {
    if (constants.O_NOFOLLOW === undefined && lstatSync(abs).isSymbolicLink()) return false;
    fd = openSync(abs, ORIGINAL_OPEN_FLAGS);
  } catch {
    return false;
  }
  try {
    const verdict = originalVerdict(fstatSync(fd));
    if (verdict !== 'read') return verdict === null;
    return meetingLinkOf(decodeText(readFileSync(fd), abs)) !== null;
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

/** How an original is opened: read-only, without blocking (a named pipe answers at once), never through a link. */
const ORIGINAL_OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/**
 * What to do with an opened original, from its descriptor's stat: `'none'` when it is no regular
 * file, null when it is too big to compare (bounded before reading: a UTF-16 code unit takes one to
 * three bytes of UTF-8), `'read'` to read it.
 */
function originalVerdict(info: { isFile(): boolean; size: number }): 'none' | null | 'read' {
  if (!info.isFile()) return 'none';
  return info.size > MAX_ORIGINAL_CHARS * 3 ? null : 'read';
}

/** The lines of an original's text (BOM and CRs left out), null when it is too long to compare. */
function linesOfOriginal(text: string): Set<string> | null {
  return text.length <= MAX_ORIGINAL_CHARS ? new Set(text.replace(/^\uFEFF/, '').split(/\r?\n/)) : null;
}

/** `text` cut to at most `max` characters (`…` last when cut), never inside a surrogate pair. */
function cutToChars(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const code = text.charCodeAt(end - 1);
  if (end > 0 && code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * Why a file ripgrep found a match in is left out of the result, or null to keep it: the read tools'
 * refusal without the file name (`not a UTF-8 text file (it is UTF-16 …)`, `cannot be read as lines
 * (its line breaks are lone CRs …)`), or that its name is not UTF-8. `whole`: read the whole file
 * (a match line looked suspect), else only its first bytes (a UTF-16 byte-order mark).
 * Spec: review9 V11; reviewA R1, R2 (session 22).
 */
async function notSearched(abs: string, whole: boolean): Promise<string | null> {
  try {
    return refusalWithoutName(abs, whole ? await findNotTextInFile(abs) : await utf16Start(abs));
  } catch (failure) {
    return unopened(abs, failure);
  }
}

/**
 * {@link notSearched} with blocking reads, for a one-shot search's blocking ripgrep run (it cannot
 * await): the same verdicts (L480).
 */
function notSearchedSync(abs: string, whole: boolean): string | null {
  try {
    return refusalWithoutName(abs, whole ? findNotTextInFileSync(abs) : utf16StartSync(abs));
  } catch (failure) {
    return unopened(abs, failure);
  }
}

/** The read tools' refusal without the file's name (`u16.md: not a UTF-8 text file (…)`), or null. */
function refusalWithoutName(abs: string, error: NotTextError | null): string | null {
  return error === null ? null : error.message.slice(basename(abs).length + 2);
}

/** Why a file that could not be read is not searched: only a name that is not UTF-8 (else null: kept). */
function unopened(abs: string, failure: unknown): string | null {
  if ((failure as NodeJS.ErrnoException)?.code === 'ENOENT' && abs.includes('\uFFFD'))
    return 'its file name is not UTF-8 text, so no tool can open it; rename the file';
  return null;
}

/**
 * A `utf16` {@link NotTextError} when the file starts with a UTF-16 byte-order mark, else null. Its
 * first two bytes are read with a blocking call once `useBlockingFs` was called (a one-shot `ma
 * search` makes no thread-pool request: issue #13 (f)), else through the thread pool.
 */
async function utf16Start(abs: string): Promise<NotTextError | null> {
  if (blockingFs()) return utf16StartSync(abs);
  const head = Buffer.alloc(2);
  const handle = await open(abs, 'r');
  let size: number;
  try {
    size = (await handle.read(head, 0, 2, 0)).bytesRead;
  } finally {
    await handle.close();
  }
  return startsWithUtf16Bom(head.subarray(0, size)) ? new NotTextError(abs, 'utf16') : null;
}

/** {@link utf16Start} with blocking calls. */
function utf16StartSync(abs: string): NotTextError | null {
  const head = Buffer.alloc(2);
  const fd = openSync(abs, 'r');
  let size: number;
  try {
    size = readSync(fd, head, 0, 2, 0);
  } finally {
    closeSync(fd);
  }
  return startsWithUtf16Bom(head.subarray(0, size)) ? new NotTextError(abs, 'utf16') : null;
}
