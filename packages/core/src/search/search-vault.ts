import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { rgPath as bundledRgPath } from '@vscode/ripgrep';
import { SearchError } from '../errors/index.js';
import { isInside } from '../paths/index.js';
import type { Vault } from '../vault/vault.js';
import { buildRgArgs } from './build-rg-args.js';
import { byteToCharOffset, rgText } from './rg-event.js';
import { runRipgrep } from './run-ripgrep.js';
import { trimLine } from './trim-line.js';

/** One matching line. `path` is vault-relative with `/`; `line` is 1-based; `text` may be a trimmed preview. */
export interface SearchMatch {
  path: string;
  line: number;
  text: string;
}

/**
 * Result of {@link searchVault}: matches sorted by path then line; `truncated`
 * is true when matches were dropped (result or character budget) or a long
 * line was cut to a preview; `warnings` are ripgrep's messages about files it
 * could not read (a partial result, B21).
 */
export interface SearchResult {
  matches: SearchMatch[];
  truncated: boolean;
  warnings: string[];
}

/** Options of {@link searchVault}. */
export interface SearchOptions {
  /** ripgrep regex (Rust syntax); taken literally as a pattern, never as a flag. */
  pattern: string;
  /** Vault-relative files or folders to search (each checked with `vault.resolve`); `.` = the whole vault. */
  paths: string[];
  /** Result cap (default `config.limits.searchResults`); rg is killed once it is reached. */
  maxResults?: number;
  /** Characters per line before it is cut to a preview around the match (default `config.limits.searchLineChars`). */
  maxLineChars?: number;
  /** Total characters of match text (default `config.limits.searchChars`). */
  maxChars?: number;
  /** Cancels the search (rg is killed, the promise rejects with the reason). */
  signal?: AbortSignal;
  /** ripgrep binary (default: the one from `@vscode/ripgrep`); a seam for the "binary missing" case. */
  rgPath?: string;
}

const MAX_WARNINGS = 20;
/** Longest pattern we pass to rg (argv limits; a longer one is not a search, it is a payload). */
const MAX_PATTERN_CHARS = 2000;

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

function cleanPath(p: string): string {
  return p.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}

/**
 * Searches vault files with the real ripgrep binary. Every path goes through
 * `vault.resolve` first (B14–B19); the argv is `[…ourFlags, '-e', pattern, '--',
 * …paths]` with no shell (B20); symlinks are not followed and results under the
 * trash folder or outside the vault are dropped. Exit 1 is an empty result,
 * exit 2 with matches is a partial result with warnings (B21). Long lines are
 * cut around the match and the output stays within the result and character
 * budgets (B22).
 * @throws SearchError('bad-pattern', rg's message) for an invalid regex; also for an empty pattern, a NUL
 *   character or more than 2000 characters.
 * @throws SearchError('unavailable', 'search unavailable: ripgrep binary not found at …') (B23).
 * @throws PathSafetyError when a path is refused.
 * Spec: seed 000 (search tool); docs/contracts.md, Search; docs/hostile-cases.md B20–B23.
 */
export async function searchVault(vault: Vault, opts: SearchOptions): Promise<SearchResult> {
  const { limits } = vault.config;
  const maxResults = Math.max(1, opts.maxResults ?? limits.searchResults);
  const maxLineChars = Math.max(16, opts.maxLineChars ?? limits.searchLineChars);
  const maxChars = Math.max(1, opts.maxChars ?? limits.searchChars);
  if (typeof opts.pattern !== 'string' || opts.pattern === '') {
    throw new SearchError('bad-pattern', 'the search pattern is empty');
  }
  if (opts.pattern.includes('\u0000'))
    throw new SearchError('bad-pattern', 'the search pattern contains a NUL character');
  if (opts.pattern.length > MAX_PATTERN_CHARS) {
    throw new SearchError('bad-pattern', `the search pattern is longer than ${MAX_PATTERN_CHARS} characters`);
  }
  const rels: string[] = [];
  for (const p of opts.paths) {
    const { rel } = await vault.resolve(p, { argument: 'paths' });
    rels.push(rel === '' ? '.' : rel);
  }
  if (rels.length === 0) return { matches: [], truncated: false, warnings: [] };

  const rg = opts.rgPath ?? bundledRgPath;
  try {
    await access(rg, constants.X_OK);
  } catch {
    throw new SearchError('unavailable', `search unavailable: ripgrep binary not found at ${rg}`);
  }

  const trash = `${vault.root}/${vault.config.folders.trash}`;
  const matches: SearchMatch[] = [];
  const seen = new Set<string>();
  let chars = 0;
  let truncated = false;
  const run = await runRipgrep(
    rg,
    buildRgArgs(opts.pattern, [...new Set(rels)], maxResults + 1),
    vault.root,
    (event) => {
      if (event.type !== 'match') return undefined;
      const path = cleanPath(rgText(event.data.path));
      const abs = `${vault.root}/${path}`;
      if (!isInside(vault.root, abs) || isInside(trash, abs)) return undefined;
      // Overlapping paths (a folder and a file inside it) must not repeat a line.
      const key = `${path}\n${event.data.line_number}`;
      if (seen.has(key)) return undefined;
      seen.add(key);
      if (matches.length >= maxResults) {
        truncated = true;
        return 'stop';
      }
      const raw = rgText(event.data.lines).replace(/\r?\n$/, '');
      let text = raw;
      if (raw.length > maxLineChars) {
        const first = event.data.submatches[0];
        const start = first ? byteToCharOffset(raw, first.start) : 0;
        const end = first ? byteToCharOffset(raw, first.end) : 0;
        text = trimLine(raw, start, end, maxLineChars).text;
        truncated = true;
      }
      if (chars + text.length > maxChars) {
        truncated = true;
        return 'stop';
      }
      chars += text.length;
      matches.push({ path, line: event.data.line_number ?? 0, text });
      return undefined;
    },
    opts.signal,
  ).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException)?.code === 'ENOENT') {
      throw new SearchError('unavailable', `search unavailable: ripgrep binary not found at ${rg}`);
    }
    throw error;
  });

  if (run.code === 2 && !run.ranSearch && matches.length === 0) {
    const message = run.stderr.replace(/^rg: /, '').trim() || 'ripgrep rejected the pattern';
    throw new SearchError('bad-pattern', message);
  }
  if (run.code !== null && run.code > 2) {
    throw new Error(`ripgrep failed with exit code ${run.code}: ${run.stderr.trim()}`);
  }
  matches.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
  return { matches, truncated, warnings: warningLines(run.stderr, vault.root) };
}
