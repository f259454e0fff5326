import { eitherUnicodeForm } from './either-unicode-form.js';
import { lineEndAnchors } from './line-end-anchors.js';

/**
 * The largest file ripgrep searches (`--max-filesize`), in bytes: 50 MiB. A larger one is named in the
 * result as not searched (V254). Spec: docs/tools.md (search).
 */
export const MAX_SEARCH_FILE_BYTES = 50 * 1024 * 1024;

/**
 * The ripgrep argv for one search. Our flags first, then `-e <pattern>`, then
 * `--`, then the paths: no model-supplied value can ever be read as a flag
 * (B20). Never `-P`/`--pcre2` (the default engine is linear time) and never
 * `--follow` (links out of the vault are not searched, B14). `--no-config`
 * ignores any user rg config; `--no-ignore` keeps `.gitignore`/`.ignore`/`.rgignore` files from
 * hiding notes the read tools can read (review R21; hidden files stay unsearched: no `--hidden`).
 * `--crlf` makes `$` match before `\r\n` as before `\n`, so a note saved on Windows matches
 * end-anchored patterns as an LF one does, at the same line and column (review11 X2); the pattern's
 * end-of-text anchors are rewritten to line ends to match in both (`lineEndAnchors`). (`--crlf`
 * also refuses a pattern holding a literal `\r`: no line holds one.) A letter that NFC and NFD
 * write differently matches in either form (`eitherUnicodeForm`: `Caf\u00e9` finds `Cafe\u0301`; review12 Y2).
 * `--smart-case`: a pattern of lower-case letters only ignores case, one upper-case letter makes
 * it case-sensitive; `(?i)` / `(?-i)` decide explicitly (review11 X4).
 *
 * Output is rg's text format, bounded per line (B22): `--null` ends the path
 * with a NUL, then `<line>:<column>:<text>`, where the column is the 1-based
 * byte offset of the first match; lines longer than `maxColumns` bytes are
 * printed as a preview of their start followed by ` [... omitted end of long
 * line]` or ` [... N more matches]` (`--max-columns-preview`), so a 24 MB line
 * costs at most `maxColumns` bytes of output instead of the whole line plus
 * every submatch (which `--json`, ignoring `--max-columns`, would print).
 * `--stats` prints a summary block at the end, which tells a search that ran
 * from a pattern rg refused. `--max-filesize`: a file over 50 MiB ({@link MAX_SEARCH_FILE_BYTES}) is not searched (a search
 * stays quick and bounded); `--debug` makes rg log on stderr each file its walk skips, read as it
 * streams (`RgStderr`), so the result names those it skipped for size instead of a silent "no
 * matches" (V254; the log costs no second walk and no measurable time).
 * @param perFileMax `--max-count` (matching lines per file).
 * @param maxColumns `--max-columns` in bytes.
 * @param excludeFolders folder names never entered at any depth (`--glob=!<name>`; our own constant
 *   names such as `node_modules`, never a model-supplied value; review4 P17).
 * Spec: docs/hostile-cases.md B20, B14, B22; review R21; review4 P17; review11 X2, X4; review12 Y2;
 *   docs/tools.md (search: files over 50 MB named, V254).
 */
export function buildRgArgs(
  pattern: string,
  paths: readonly string[],
  perFileMax: number,
  maxColumns = 1024,
  excludeFolders: readonly string[] = [],
): string[] {
  return [
    '--no-config',
    '--no-ignore',
    '--no-follow',
    '--smart-case',
    '--crlf',
    '--sort=path',
    `--max-filesize=${MAX_SEARCH_FILE_BYTES}`,
    `--max-count=${perFileMax}`,
    '--color=never',
    '--no-heading',
    '--with-filename',
    '--null',
    '--line-number',
    '--column',
    `--max-columns=${maxColumns}`,
    '--max-columns-preview',
    '--stats',
    '--debug',
    ...excludeFolders.map((name) => `--glob=!${name}`),
    '-e',
    lineEndAnchors(eitherUnicodeForm(pattern)),
    '--',
    ...paths,
  ];
}
