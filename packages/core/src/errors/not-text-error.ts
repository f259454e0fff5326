import path from 'node:path';
import { type MediaBytes, mediaFile } from '../vault/media-kind.js';
import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.NotTextError');

/**
 * Why a file is not UTF-8 text: it holds NUL bytes (`binary`: images, archives…), starts with a
 * UTF-16 byte-order mark (`utf16`), or has a byte sequence that is not UTF-8 (`invalid-utf8`:
 * Latin-1, Windows-1252…); or it is UTF-8 but breaks lines with lone CRs (`lone-cr`: classic Mac
 * line endings, some Windows exporters), which the line model (breaks on `\n`) would read as one
 * line while Obsidian shows many.
 * Spec: docs/contracts.md (@ma/core, domain errors); newcomer report defect 2; review9 V11.
 */
export type NotTextReason = 'binary' | 'utf16' | 'invalid-utf8' | 'lone-cr';

const why: Record<NotTextReason, string> = {
  binary: 'binary: it holds NUL bytes',
  utf16: 'it is UTF-16 (byte-order mark FF FE or FE FF)',
  'invalid-utf8': 'it has bytes that are not UTF-8, such as Latin-1',
  'lone-cr': 'its line breaks are lone CRs, classic Mac line endings',
};

/**
 * The short name of each {@link NotTextReason}, for listings that mark a file the read tools refuse
 * (`diagram.png (binary, 5,000 bytes; not a UTF-8 text file, cannot be read)`).
 * Spec: docs/tools.md (UTF-8 text files only; `list_projectfiles`); review R28.
 */
export const NOT_TEXT_KIND: Readonly<Record<NotTextReason, string>> = {
  binary: 'binary',
  utf16: 'UTF-16',
  'invalid-utf8': 'bytes that are not UTF-8',
  'lone-cr': 'lone CR line breaks',
};

/**
 * A file the product was asked to read or edit as text is not UTF-8 text. Reading it would show
 * mojibake and writing it back would replace every undecodable byte with U+FFFD, so the file is
 * neither shown nor touched. `file` is the path the reader was given (absolute); the message names
 * only its file name: `diagram.png: not a UTF-8 text file (binary: it holds NUL bytes, first at byte 8)`;
 * a lone-CR file: `T.md: cannot be read as lines (its line breaks are lone CRs, …); save it with LF
 * or CRLF line endings`.
 * `offset` is the byte offset (0-based) of the first offending byte when known. `strayLine`: the
 * lone CR is a stray one in a file that breaks its lines with LF (or CRLF), on that line (1-based, as
 * ripgrep counts): the message says so — `T.md: cannot be read as lines (a stray CR at line 2, byte 64,
 * in a file with LF line endings: …); replace it with a space: perl -pi -e 's/\r(?!\n)/ /g' <file>`
 * — not "classic Mac" (newcomer N2). `line`: the line (1-based, counted on LF as ripgrep and editors
 * count) of the first offending byte of a `binary`/`invalid-utf8` file when known, named before the byte
 * offset — `T.md: not a UTF-8 text file (it has bytes that are not UTF-8, such as Latin-1, first at line 3,
 * byte 77)` — so a user finds it in an editor (newcomer N10: a 200,000-line file named only its byte).
 * `media`: the file's first bytes are a recording, a PDF, an office document, a picture or an archive
 * (core `mediaOfBytes`, whatever the name says: a `.md` that is an MP3): the message names that kind —
 * `T.md: not a UTF-8 text file: its bytes are an audio recording (MP3), whatever its name says` — and
 * {@link describeNotText} gives the kind's advice, as a link refused by its extension does (leftovers s33).
 * Spec: docs/contracts.md (@ma/core, domain errors); docs/tools.md (Rules: text files only);
 *   newcomer report defect 2.
 */
export class NotTextError extends MaError {
  readonly [marker] = true;
  constructor(
    readonly file: string,
    readonly reason: NotTextReason,
    readonly offset?: number,
    readonly strayLine?: number,
    readonly line?: number,
    readonly media?: MediaBytes,
  ) {
    const at =
      offset === undefined || reason === 'utf16'
        ? ''
        : `, first at ${line === undefined ? '' : `line ${line}, `}byte ${offset}`;
    const name = path.basename(file) || 'the file';
    super(
      reason === 'lone-cr' && strayLine !== undefined
        ? `${name}: cannot be read as lines (a stray CR at line ${strayLine}${offset === undefined ? '' : `, byte ${offset}`}, in a file with LF line endings: Obsidian breaks the line there and ripgrep does not, so line numbers would disagree); replace it with a space, e.g. every stray CR: perl -pi -e 's/\\r(?!\\n)/ /g' ${JSON.stringify(name)}`
        : media !== undefined && reason !== 'lone-cr'
          ? `${name}: not a UTF-8 text file: ${mediaBytesWords(media, name)}`
          : reason === 'lone-cr'
            ? `${name}: cannot be read as lines (${why[reason]}${at}; it would read as one line); save it with LF or CRLF line endings`
            : `${name}: not a UTF-8 text file (${why[reason]}${at})`,
    );
  }

  static override isInstance = markerGuard<NotTextError>(marker);
}

/**
 * What a file's first bytes are, for a refusal: `its bytes are an audio recording (MP3), whatever its
 * name says` (a PDF: `its bytes are a PDF, …`); without the last clause when `file`'s extension names
 * the same kind (`diagram.png`: `its bytes are a picture (PNG)`).
 * Spec: leftovers s33 (refused by kind, not as binary).
 */
export function mediaBytesWords(media: MediaBytes, file: string): string {
  const what = media.kind.toLowerCase().endsWith(media.format.toLowerCase())
    ? media.kind
    : `${media.kind} (${media.format})`;
  return `its bytes are ${what}${mediaFile(file)?.kind === media.kind ? '' : ', whatever its name says'}`;
}

/**
 * The one line a user reads for a {@link NotTextError}: the file as `where` names it (a vault path such as
 * `Meetings/x.md`, or the path from the working folder), why, and what to do — `…; save it as UTF-8 in place (…
 * iconv -f UTF-16|WINDOWS-1252 -t UTF-8 …), then run again` for UTF-16 and Latin-1 (never `ma import`: on a note already
 * linked it makes a second meeting note and leaves this one failing; newcomer R233), the kind's advice for a file whose bytes are a recording, a PDF, an office
 * document, a picture or an archive (`NotTextError.media`), `…; replace it with a Markdown text note, or link one instead …` for a binary file; a lone-CR file's
 * message already says its fix. Used by the agent's run failures and by every `ma` command (reviewA R41: a
 * meeting note in Latin-1 said `Latin.md: not a UTF-8 text file (…)`, without its folder or a fix).
 * Spec: docs/contracts.md (@ma/core, domain errors); apps/cli/README.md (Output: errors say what to do);
 *   review R1.
 *
 * @param error - the error
 * @param where - how to name the file (`Transcripts/x.md`); never empty
 * @returns one line, without a leading `ma: `
 */
export function describeNotText(error: NotTextError, where: string): string {
  if (error.reason === 'lone-cr') {
    const said = error.message.slice(error.message.indexOf(': cannot be read') + 2);
    // A stray CR's fix names the file: as `where` names it, not by its bare file name.
    const name = JSON.stringify(path.basename(error.file) || 'the file');
    return `${where}: ${error.strayLine !== undefined && said.endsWith(name) ? `${said.slice(0, -name.length)}${JSON.stringify(where)}` : said}`;
  }
  const what = error.message.slice(error.message.indexOf(': not a UTF-8') + 2);
  const fix =
    error.media !== undefined
      ? error.media.advice
      : error.reason === 'binary'
        ? 'replace it with a Markdown text note, or link one instead (a subtitle or text transcript: ma import <file> --meeting <meeting>)'
        : `save it as UTF-8 in place (an editor's "save with encoding: UTF-8", or iconv -f ${error.reason === 'utf16' ? 'UTF-16' : 'WINDOWS-1252'} -t UTF-8 <file> > <file>.utf8 && mv <file>.utf8 <file>), then run again`;
  return `${where}: ${what}; ${fix}`;
}
