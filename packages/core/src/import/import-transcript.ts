/**
 * `ma import`: a recorder or meeting-tool transcript becomes a meeting note and a transcript note.
 * Spec: issue #10 item 1; docs/transcript-import.md; docs/vault-format.md (Meeting note, Transcript note).
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, lstat, mkdir, open, readFile, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, extname } from 'node:path';
import { stringify } from 'yaml';
import { editMeetingNote } from '../artifacts/edit-meeting-note.js';
import { toWikilink } from '../artifacts/to-wikilink.js';
import { AmbiguousError } from '../errors/ambiguous-error.js';
import { ImportError } from '../errors/import-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { atomicTempPath } from '../fs/atomic-temp-name.js';
import { notWritable } from '../fs/check-replaceable.js';
import { checkTextChunk } from '../fs/decode-text.js';
import { sweepStaleTempFiles } from '../fs/stale-temp-files.js';
import { vaultWriteRefusal } from '../lock/ensure-lock-folder.js';
import { spellExistingPrefix } from '../names/find-existing-path.js';
import { personName } from '../names/frontmatter-list.js';
import { parseLink } from '../names/parse-link.js';
import { personKey } from '../names/people-list.js';
import { frontmatterProperties } from '../notes/frontmatter-property.js';
import { parseNote } from '../notes/parse-note.js';
import { formatClock } from '../transcript/clock.js';
import { timedHeadingNames, writesNameHeadings } from '../transcript/name-headings.js';
import { listMeetings } from '../vault/list-meetings.js';
import { projectCatalog } from '../vault/project-catalog.js';
import { existingProjectId, projectIdFromEntry } from '../vault/project-id.js';
import { readMeeting } from '../vault/read-meeting.js';
import { symlinkOutMessage, symlinkOutOfVault } from '../vault/symlink-out-of-vault.js';
import { splitMeetingTemplates } from '../vault/template-note.js';
import type { Vault, VaultPath } from '../vault/vault.js';
import { walkFiles } from '../vault/walk-files.js';
import { assCues } from './ass-cues.js';
import { BracketSpeakers } from './bracket-speakers.js';
import { ControlFilter } from './control-filter.js';
import { dateFromFileName } from './date-from-file-name.js';
import { contradictingFormat, detectTranscriptFormat, unreadableSubtitleKind } from './detect-format.js';
import { type ExportHeader, headerDetailsBody } from './export-notice-lines.js';
import {
  convertLinkedTranscript,
  meetingsLinkingFile,
  type TranscriptConversion,
} from './linked-transcript.js';
import { castLowerCaseLabels, LowerCaseLabels } from './lower-case-labels.js';
import { fileDocumentOrRecordingKind } from './not-a-transcript.js';
import { importOptionDay } from './option-date.js';
import { readSourceLines } from './read-source-lines.js';
import { IMPORTED_MEETING_TITLE, importedNoteName } from './safe-note-name.js';
import { sbvCues } from './sbv-cues.js';
import { encodingWarnings, readSourceText, type SourceEncodingNote } from './source-decoder.js';
import type { SpokenCue } from './spoken-cue.js';
import { type SubtitleRepairs, subtitleCues } from './subtitle-cues.js';
import { castCues, TextCast } from './text-cast.js';
import { textCues } from './text-cues.js';
import { FORMAT_NAMES, SUPPORTED_FORMATS_TEXT, type TranscriptFormat } from './transcript-format.js';
import { type TimeJumps, TurnMerger } from './turn-merger.js';
import { whisperCues } from './whisper-cues.js';

/** Options of {@link importTranscript}. Spec: issue #10 item 1 (`ma import` flags). */
export interface ImportTranscriptOptions {
  /** Absolute path of the source file. */
  file: string;
  /** The file as the user named it (messages); default: its base name. */
  fileLabel?: string;
  /**
   * Meeting title; default: the title a Google Meet or Teams transcript's header writes (L52, reviewA R12), else the file
   * name without extension (and without the date it starts with).
   */
  title?: string | null;
  /**
   * The meeting's day: `YYYY-MM-DD` or any form a note's `date:` is read in (`05.12.2026`, `Dec 5, 2026`, … —
   * core `importOptionDay`, R65); default: the date the file name starts with (`2026-05-04 Standup.vtt`, Zoom's `GMT20260504-…`;
   * review 6 S9), else the date a Google Meet or Teams transcript's header writes (L52, reviewA R12), else the file's
   * modification date (local time).
   */
  date?: string | null;
  /** Project IDs (direct subfolders of the projects folder); each must exist. */
  projects?: readonly string[];
  /** Format to read; default: detected from the content. */
  format?: TranscriptFormat | null;
  /** Write nothing; hand every note that would be written to `print` instead. */
  dryRun?: boolean;
  /** Receives the dry-run output (text with line breaks); required with `dryRun`. */
  print?: (text: string) => void | Promise<void>;
  /**
   * Stops the import (Ctrl-C): until the meeting note is written, an abort takes back everything the
   * import wrote (the half-copied transcript, a transcript without its meeting note) and the import
   * rejects with the signal's reason (an AbortError); once the meeting note is written the import is
   * done and returns `created`. Checked between batches of lines (leftovers L264, B1).
   */
  signal?: AbortSignal;
  /**
   * Filled while the import writes with the paths it wrote and has not committed yet (its temp files,
   * the transcript before its meeting note), emptied when it returns or rejects: a host that must exit
   * at once (a second Ctrl-C, `process.exit`) removes these synchronously, so no half-copied
   * transcript and no transcript without its meeting note is left (L264). Folders are not listed.
   */
  uncommitted?: Set<string>;
  /**
   * The vault path of an EXISTING meeting note (`Meetings/2026-05-04 Sync.md`, resolved by the caller as
   * every `<meeting>` argument is: core `resolveMeeting`) the file becomes the transcript of, instead of a
   * new meeting: the transcript note is `<transcripts>/<meeting stem>.md` and the meeting note's
   * `transcript:` property is set to it through `editMeetingNote` (its other properties, body, line
   * endings and BOM kept). For a meeting whose transcript is a recording or video (core `mediaFile`'s
   * advice, `ma doctor`'s fix line): `ma import <file> --meeting <name>` (vault2b V235).
   * Refused (ImportError `linked`, nothing written) when the meeting already has a transcript that is
   * UTF-8 text, and with `title`, `date` or `projects` (they name or fill a new meeting note).
   */
  meeting?: VaultPath | null;
}

/** What {@link importTranscript} did. Spec: issue #10 item 1. */
export interface ImportTranscriptResult {
  /**
   * `created` both notes; `unchanged`: this file was imported before (nothing written); `dry-run`: printed
   * only; `converted`: the file is a transcript a meeting already links, converted to UTF-8 in place
   * (`conversion`; no note created: leftovers L374).
   */
  outcome: 'created' | 'unchanged' | 'dry-run' | 'converted';
  /** The meeting note: created, or (with `meeting`) the existing one whose `transcript:` was set. */
  meetingPath: string;
  /** True when the import set an existing meeting's `transcript:` (option `meeting`) instead of creating one. */
  attached?: boolean;
  transcriptPath: string;
  format: TranscriptFormat;
  /** Transcript lines (speaker turns) written; 0 when unchanged. */
  turns: number;
  /** Speakers in order of first appearance (the meeting's attendees). */
  speakers: string[];
  /** What was left out, e.g. `3 cues skipped: bad timestamp "100:00:00.000"…`; empty when nothing was. */
  warnings: string[];
  /** The meeting's date (`YYYY-MM-DD`); absent when unchanged. */
  date?: string;
  /**
   * Where {@link ImportTranscriptResult.date} came from: `--date`, the file name, a Google Meet or Teams
   * transcript's header (L52), or the file's modification time.
   */
  dateFrom?: 'option' | 'file name' | 'transcript header' | 'modification time';
  /**
   * Set when the file is a transcript a meeting already links (`meetingPath` the first such meeting,
   * `conversion.meetings` every one, V246; `transcriptPath` the file): converted (or, in a dry run, to be
   * converted) to UTF-8 in place (L374).
   */
  conversion?: TranscriptConversion;
}

const HASH_KEY = 'source_sha256';
/** The keys the import writes in a meeting note: a source's property of such a name never replaces one (N3). */
const OWN_MEETING_KEYS = new Set([
  'title',
  'date',
  'status',
  'attendees',
  'projects',
  'transcript',
  'source',
  'tags',
]);

/** Pieces of a subtitle file counted to tell whether it names speakers with lower-case labels (R20). */
const LOWER_CASE_SAMPLE = 2000;

/**
 * Imports a transcript file into the vault: a transcript note in the vault's line format
 * (`[hh:mm:ss] **Name:** text`, one line per speaker turn) and a meeting note (`status: ended`,
 * `attendees` from the speakers, the given `projects`, a `transcript` link; a text header's agenda, location …
 * as its body: L155). Formats: WebVTT,
 * SRT, ASS/SSA, SBV, Whisper JSON, text exports and plain lines, detected from the content
 * (`format` overrides; a subtitle format that is not read — MicroDVD, SAMI, TTML, … — is refused,
 * and so is `format: 'text'` for an ASS/SSA file: review5 Q9, and a `format` the content plainly
 * contradicts, `srt` for a WebVTT file: {@link contradictingFormat}, W15).
 * Subtitle files and text are streamed (memory bounded by a chunk of 256 K characters and the
 * turn being built), the transcript note is written to a temporary file and hard-linked into
 * place (so an existing note is never replaced, even by a concurrent import), then the meeting
 * note the same way.
 * A file whose bytes were imported before (its SHA-256 is recorded as `source_sha256` in the
 * transcript note) is not imported again: `unchanged`, nothing written — unless the meeting note
 * that transcript note links is gone: then ImportError `orphan` names the transcript note and the
 * way out (review N6).
 * Spec: issue #10 item 1.
 * @throws NotFoundError('file') when `file` is not a file, NotFoundError('project') for an unknown
 *   project; ImportError `empty` / `unreadable` (binary, invalid UTF-8 or JSON) /
 *   `unsupported-format` (with the supported formats listed; also an unreadable subtitle format
 *   named, an ASS/SSA file without a usable `[Events]` section) / `exists` (a meeting or transcript
 *   note of that name exists, also in another Unicode normalization or case: `Café sync` typed in
 *   NFC is the NFD-named note macOS wrote; the new notes also keep their folders' spelling on
 *   disk; R11) / `orphan` (the bytes are recorded in a transcript note whose meeting note is
 *   missing: N6) / `folder` (the transcripts or meetings folder is a symlink out of the vault,
 *   named with its target and the fix: R19 addendum) / `date` (the date option names no day: R65) —
 *   in every case nothing is written;
 *   PathSafetyError when the configured folders are otherwise unsafe; I/O errors.
 */
export async function importTranscript(
  vault: Vault,
  given: ImportTranscriptOptions,
): Promise<ImportTranscriptResult> {
  // R65: the date option in any form a note's `date:` is read in, as its day; a non-day is refused.
  const opts: ImportTranscriptOptions = { ...given, date: importOptionDay(given.date) };
  const label = opts.fileLabel ?? basename(opts.file);
  const info = await stat(opts.file).catch(() => null);
  if (!info?.isFile()) throw new NotFoundError('file', label, `no such file: ${label}`);
  // N11: the list of formats helps only when the format is what is wrong: not for a file that is
  // empty, blank, binary, not in a text encoding read, or JSON cut short (said alone, in one line).
  const refuse = (error: unknown): never => {
    if (ImportError.isInstance(error) && error.reason !== 'exists' && !formatKnown(error))
      throw new ImportError(error.reason, `${error.message}; ${SUPPORTED_FORMATS_TEXT}`);
    throw error;
  };
  if (info.size === 0) refuse(new ImportError('empty', `${label} is empty; nothing to import`));
  // R14: a document or recording (a .docx download, a PDF, the meeting's audio) is named as such,
  // with how to get a transcript from it, never called binary UTF-16 or broken JSON.
  const notTranscript = await fileDocumentOrRecordingKind(opts.file, label);
  if (notTranscript)
    refuse(
      new ImportError(
        'unsupported-format',
        `${label} is ${notTranscript.kind}, not a transcript ma import reads; ${notTranscript.advice}; nothing was written`,
      ),
    );
  // L374: a transcript a meeting note already links is that meeting's: converted to UTF-8 in place for
  // it (the original kept in the trash), never imported as a second meeting.
  const linked = await meetingsLinkingFile(vault, opts.file);
  if (linked !== null) {
    const given = [
      ...(opts.title != null ? ['--title'] : []),
      ...(opts.date != null ? ['--date'] : []),
      ...((opts.projects ?? []).length > 0 ? ['--project'] : []),
      ...(opts.format != null ? ['--format'] : []),
    ];
    const conversion = await convertLinkedTranscript(vault, linked, {
      label,
      options: given,
      dryRun: opts.dryRun === true,
    });
    return {
      outcome: opts.dryRun === true ? 'dry-run' : 'converted',
      meetingPath: linked.meetings[0] as string,
      transcriptPath: linked.rel,
      format: 'text',
      turns: 0,
      speakers: [],
      warnings: [],
      conversion,
    };
  }
  const attachTo = opts.meeting ? await attachableMeeting(vault, opts, label) : null;
  const projects = await checkProjects(vault, opts.projects ?? []);
  // A folder the notes go to that is a symlink out of the vault is never followed: say which link
  // leads where and the fix, not a bare path refusal (R19 addendum).
  for (const folder of [vault.config.folders.transcripts, vault.config.folders.meetings]) {
    const out = await symlinkOutOfVault(vault, folder);
    if (out)
      throw new ImportError(
        'folder',
        `cannot import ${label} into ${folder}/: ${symlinkOutMessage(vault, out)}; nothing was written`,
      );
  }
  // Sniffed also under `--format text`: a subtitle file the text reader cannot read is refused,
  // never imported as text (its headers as speakers, its timings as speech: review5 Q9).
  // Sniffed under every `--format` too: a subtitle file that is not read is refused whatever the
  // format asked for, and so is a file plainly of another format than the one asked for (W15).
  const head = await sniffHead(opts.file, label).catch(refuse);
  const sniffed = detectTranscriptFormat(head);
  const other = opts.format ? contradictingFormat(opts.format, head) : null;
  if (opts.format && other)
    refuse(
      new ImportError(
        'unsupported-format',
        `${label} looks like ${other === 'ass' || other === 'srt' ? 'an' : 'a'} ${FORMAT_NAMES[other]} file, not ${FORMAT_NAMES[opts.format]}: import it without --format (the format is read from the content) or with --format ${other}; nothing was written`,
      ),
    );
  if (opts.format === 'text' && sniffed === 'ass')
    refuse(
      new ImportError(
        'unsupported-format',
        `${label} looks like an ASS/SSA subtitle file, not a text transcript: import it without --format text (or with --format ass)`,
      ),
    );
  const format = opts.format ?? sniffed;
  if (!format)
    refuse(
      new ImportError(
        'unsupported-format',
        `cannot tell what kind of transcript ${label} is (no speaker or time found)`,
      ),
    );
  const fmt = format as TranscriptFormat;
  const sha256 = await hashFile(opts.file);

  const earlier = await findImported(vault, sha256);
  /** N12: the meeting note renamed outside Obsidian (its transcript's `meeting:` link not updated). */
  const relinked: string[] = [];
  if (earlier && !(await noteExists(vault, earlier.meetingPath))) {
    const linking = await meetingsLinking(vault, earlier.transcriptPath);
    if (linking.length > 1)
      throw new ImportError(
        'imported',
        `${label} was imported before: its bytes are recorded in ${earlier.transcriptPath}, which the meeting notes ${linking.join(' and ')} link as their transcript (its meeting: link names ${earlier.meetingPath || 'none'}, which does not exist); nothing was written. Keep the transcript: link in the note that is the meeting and remove it from the others`,
      );
    if (linking.length === 1) {
      relinked.push(
        `${earlier.transcriptPath}'s meeting: link names ${earlier.meetingPath || 'no note'}, which does not exist (renamed outside Obsidian?): the meeting note linking it is ${linking[0]}; set its meeting: to "${toWikilink(linking[0] as string)}"`,
      );
      earlier.meetingPath = linking[0] as string;
    }
  }
  if (earlier) {
    // Never claim a meeting note that is gone (review N6): the transcript note is an orphan.
    if (!(await noteExists(vault, earlier.meetingPath)))
      throw new ImportError(
        'orphan',
        `${label} was imported before: its bytes are recorded in ${earlier.transcriptPath}, whose meeting note ${earlier.meetingPath || '(none linked)'} does not exist; nothing was written. To import ${label} again, move ${earlier.transcriptPath} to the trash (.trash/) or delete it; to keep that transcript, create a meeting note with transcript: "${toWikilink(earlier.transcriptPath)}"`,
      );
    // L156 (newcomer F14): an explicit option the earlier import did not have is refused with the
    // reason, never ignored with a success that did nothing.
    const notApplied = await optionsNotApplied(vault, earlier, opts, projects);
    if (notApplied.length > 0)
      throw new ImportError(
        'imported',
        `${label} was imported before as ${earlier.meetingPath} (the same bytes, recorded in ${earlier.transcriptPath}), so ${notApplied.join(', ')} ${notApplied.length === 1 ? 'was' : 'were'} not applied; nothing was written. A file's bytes are imported once: to change that meeting, edit ${earlier.meetingPath}'s frontmatter (title:, date:, projects:; rename the note in Obsidian); to import ${label} anew, move ${earlier.transcriptPath} and ${earlier.meetingPath} to the trash (.trash/) first`,
      );
    return {
      outcome: 'unchanged',
      meetingPath: earlier.meetingPath,
      transcriptPath: earlier.transcriptPath,
      format: fmt,
      turns: 0,
      speakers: [],
      warnings: relinked,
    };
  }

  // Text is read twice: which labels are speakers is decided with the whole file (`Revenue:` inside
  // a turn is a note, not an attendee: T12, L1). The first reading also finds what a Google Meet or Teams
  // header says (title, date, attendees: L52), before the notes are named.
  const header: ExportHeader = { attendees: [] };
  let cast: TextCast | null = null;
  // R20: a lower-case display name (`jsmith: …`, Zoom) is a speaker when such labels open piece
  // after piece: counted over the text's first reading, and over the first pieces of a subtitle file
  // (enough to tell how it is written; its second reading stays the only whole one).
  const lowerCase = new LowerCaseLabels();
  const brackets = new BracketSpeakers();
  // R21: speakers written as heading lines only the file tells from speech (a name alone above each
  // paragraph, a time before the name), decided over the file's first lines, as its format is.
  // Session 33: when the speaker headings mostly write a time, an untimed one naming none of their
  // speakers (`## Summary`) is a section.
  const headings = fmt === 'text' && writesNameHeadings(head) && (timedHeadingNames(head) ?? true);
  if (fmt === 'text') {
    const counting = new TextCast();
    const counted = new ControlFilter().lines(readSourceLines(opts.file, label), label);
    await (async () => {
      for await (const cue of textCues(counted, header, headings)) {
        counting.add(cue);
        lowerCase.add(cue);
      }
    })().catch(refuse);
    cast = counting;
  } else if (fmt === 'vtt' || fmt === 'srt' || fmt === 'sbv' || fmt === 'ass') {
    // L325: SDH bracket speakers (`[Bob] …`, R104) are the file's: learned over the whole first reading, so a
    // label once in each 256 KB chunk is Bob's from his first caption on, in every caption format.
    const counted = new ControlFilter().lines(readSourceLines(opts.file, label), label);
    // L341: past the sample only for a file whose captions opened with a bracket label there: the whole
    // file was parsed twice for every caption file. One with none read so far learns in the second
    // reading, chunk by chunk, as before L325 (it settles only after a whole first reading).
    let whole = true;
    await (async () => {
      let n = 0;
      const cues =
        fmt === 'ass'
          ? assCues(counted, label, undefined, brackets)
          : fmt === 'sbv'
            ? sbvCues(counted, undefined, undefined, brackets)
            : subtitleCues(counted, fmt, undefined, undefined, brackets);
      for await (const cue of cues) {
        if (fmt !== 'ass' && n < LOWER_CASE_SAMPLE) lowerCase.add(cue);
        if (++n >= LOWER_CASE_SAMPLE && !brackets.seenAny()) {
          whole = false;
          break;
        }
      }
    })().catch(refuse);
    if (whole) brackets.settle();
  }
  // L105: a hosted service's JSON is read before the notes are named: the service says when it made the
  // transcript (Azure Speech's `timestamp`), which dates a meeting no other date is given for.
  // N1: a file that is not UTF-8 is read as Windows-1252, and the import says so.
  const encoding: SourceEncodingNote = {};
  const json =
    fmt === 'whisper'
      ? await readSourceText(opts.file, label, encoding)
          .then((text) => whisperCues(text, label))
          .catch(refuse)
      : null;
  // N9: the date a text header (or frontmatter) writes, before a service's timestamp may fill it.
  const headerDate = header.date;
  if (json?.created) header.date ??= localDate(new Date(json.created));
  // A date the file name starts with is the meeting's, not the day the file was downloaded (review 6
  // S9); else the date a Google Meet or Teams header writes (L52, reviewA R12).
  const base = basename(opts.file, extname(opts.file));
  const named = opts.date ? null : dateFromFileName(base);
  const date = opts.date ?? named?.date ?? header.date ?? localDate(info.mtime);
  const dateFrom = opts.date
    ? 'option'
    : named
      ? 'file name'
      : header.date
        ? 'transcript header'
        : 'modification time';
  // Nothing of the source reaches a note with control characters or bidi overrides (review M4).
  const controls = new ControlFilter();
  const titleGiven = controls
    .clean((opts.title ?? '').trim() || header.title || named?.rest || base, () => 'in the title')
    .trim();
  // Review s38 V63: a title with nothing a note name keeps (a file named `#.txt`, `....vtt`, or by its
  // date alone, `2026-12-05.txt`; a header title `...`) named the note after its date alone, the daily
  // note's name (L283 refused only such a --title): the note gets the fallback title instead.
  const title =
    importedNoteName(titleGiven.startsWith(date) ? titleGiven.slice(date.length) : titleGiven, '') === ''
      ? IMPORTED_MEETING_TITLE
      : titleGiven;
  const source = controls.clean(basename(opts.file), () => 'in the file name');
  const name =
    attachTo !== null
      ? importedNoteName(basename(attachTo, '.md'))
      : importedNoteName(title.startsWith(date) ? title : `${date} ${title}`);
  const { folders } = vault.config;
  // A note of the same name in another Unicode normalization or case (macOS writes NFD; Obsidian
  // matches names case-insensitively) is the same note: never a twin (R11).
  const target = async (folder: string) => {
    const rel = `${folder}/${name}.md`;
    const spelled = await spellExistingPrefix(vault.root, rel, 'title').catch((error: unknown) => {
      if (AmbiguousError.isInstance(error)) return { path: error.candidates[0] ?? rel, missing: 0 };
      throw error;
    });
    const safe = await vault.resolve(spelled.path, { argument: 'title', kind: 'file', createNames: true });
    if (spelled.missing === 0 || (await lstat(safe.abs).catch(() => null)))
      throw new ImportError(
        'exists',
        `a note named "${name}" already exists (${safe.rel}); it is never overwritten and nothing was written; pass --title "<another title>" or --date to import ${label} under another name`,
      );
    return safe;
  };
  const meeting =
    attachTo !== null
      ? await vault.resolve(attachTo, { argument: 'meeting', kind: 'file' })
      : await target(folders.meetings);
  const transcript = await target(folders.transcripts);

  let skipped = 0;
  let firstSkip = '';
  const skip = (reason: string) => {
    if (skipped++ === 0) firstSkip = reason;
  };
  const formatWarnings: string[] = [];
  const repairs: SubtitleRepairs = { carriedLines: 0, unseparatedCues: 0 };
  const skippedText = () =>
    `${skipped} cue${skipped === 1 ? '' : 's'} skipped by the parser (${firstSkip.replace(/^line \d+/, `$& of ${label}`)})`;
  const warnings = () => [
    ...encodingWarnings(encoding, label),
    ...formatWarnings,
    ...(skipped ? [skippedText()] : []),
    ...repairWarnings(repairs, label),
    ...timeJumpWarning(merger.timeJumps, fmt === 'whisper' ? 'segment' : 'line', label),
    ...controls.warnings(),
    // Newcomer N3: a frontmatter block that could not be read is said, never ignored in silence.
    ...(header.frontmatterProblem
      ? [
          `${label}'s frontmatter (the --- block at its top) could not be read as YAML (${header.frontmatterProblem}): its date, title and other properties were not used; the meeting is dated ${date} (${dateFrom === 'modification time' ? "the file's modification day" : `from the ${dateFrom}`}); fix the block, or pass --date YYYY-MM-DD and --title`,
        ]
      : []),
    // Newcomer N9: a header date other than the file name's is said, never dropped in silence.
    ...(dateFrom === 'file name' && headerDate && headerDate !== date
      ? [
          `the transcript's header gives the date ${headerDate}; the file name's ${date} was used (pass --date ${headerDate} to use the header's)`,
        ]
      : []),
    // reviewA R30: a header date that was not read is said, never dropped in silence.
    ...(dateFrom === 'modification time' && header.dateNotRead
      ? [
          `the transcript's header gives the date "${header.dateNotRead.value}", which was not used: ${header.dateNotRead.why}; the meeting is dated ${date}, the file's modification day; pass --date YYYY-MM-DD to date it`,
        ]
      : []),
  ];
  let language: string | null = null;
  let cues: AsyncIterable<SpokenCue> | Iterable<SpokenCue>;
  const lines = controls.lines(readSourceLines(opts.file, label, encoding), label);
  if (fmt === 'whisper') {
    // Decoded as the other formats are (UTF-16 with its mark, bytes that are not text refused; V11); read above.
    const parsed = json as NonNullable<typeof json>;
    language = parsed.language;
    cues = controls.cues(parsed.cues, label);
    formatWarnings.push(...parsed.warnings);
  } else if (fmt === 'text') {
    cues = castCues(
      castLowerCaseLabels(textCues(lines, undefined, headings), lowerCase.written()),
      (cast as TextCast).notSpeakers(),
    );
  } else if (fmt === 'ass') cues = assCues(lines, label, skip, brackets);
  else if (fmt === 'sbv')
    cues = castLowerCaseLabels(sbvCues(lines, skip, repairs, brackets), lowerCase.written());
  else cues = castLowerCaseLabels(subtitleCues(lines, fmt, skip, repairs, brackets), lowerCase.written());

  const transcriptHead = frontmatter({
    meeting: toWikilink(meeting.rel),
    ...(language ? { language } : {}),
    source,
    // L105: a hosted service's JSON is labelled by its service (`amazon-transcribe`), not as Whisper's.
    source_format: json?.service ? serviceFormatLabel(json.service) : fmt,
    [HASH_KEY]: sha256,
  });
  const merger = new TurnMerger();
  const meetingText = () =>
    frontmatter({
      title,
      date,
      status: 'ended',
      // L52: the people a Google Meet header lists attended, whether or not they spoke.
      // L340: a speaker the header lists as a wikilink (`[[People/Bob]]` speaking as `Bob`) is that attendee;
      // R172: a header name in NFD (a Mac's) and the speaker's NFC spelling are one attendee.
      // V119: and one person is one attendee however the lines cased them (`SÖREN WEISS` and `Sören Weiß`,
      // `ALICE` and `Alice`: personKey, as add_attendee reads the list), the first spelling kept.
      attendees: [
        ...header.attendees,
        ...newPeople(
          header.attendees,
          merger.speakers.filter((s) => !header.attendees.some(namesSpeaker(s))),
        ),
      ],
      projects,
      transcript: toWikilink(transcript.rel),
      source,
      // N3: a Markdown source's own tags (`q3`) besides ours, and its other properties after ours.
      tags: [
        'meeting',
        ...((header.properties?.tags as string[] | undefined) ?? []).filter((t) => t !== 'meeting'),
      ],
      ...Object.fromEntries(
        Object.entries(header.properties ?? {}).filter(([k]) => !OWN_MEETING_KEYS.has(k.toLowerCase())),
      ),
    }) +
    // L155 (newcomer F8): the header's agenda, topics, location … are the meeting note's body (the
    // user's notes), never dropped.
    (headerDetailsBody(header.details) ? `\n${headerDetailsBody(header.details)}` : '');

  // No line read: the reason is the cues the parser skipped, when it skipped every one (M16).
  const nothingSpoken = () =>
    new ImportError(
      'empty',
      skipped
        ? `${label}: every cue was skipped by the parser, so nothing is left to import: ${skippedText()}`
        : `${label} holds no spoken text; nothing to import`,
    );

  if (opts.dryRun) {
    const print = opts.print ?? (() => {});
    // The head goes out with the first transcript line: a dry run that fails prints no half note.
    let head = `would write ${transcript.rel}:\n${transcriptHead}\n`;
    await pump(cues, merger, async (text) => {
      await print(`${head}${text}`);
      head = '';
    }).catch(refuse);
    if (merger.lineCount === 0) refuse(nothingSpoken());
    await print(
      attachTo !== null
        ? `\nwould set ${meeting.rel}'s transcript: to "${toWikilink(transcript.rel)}"\n`
        : `\nwould write ${meeting.rel}:\n${meetingText()}`,
    );
    return {
      outcome: 'dry-run',
      ...(attachTo !== null ? { attached: true } : {}),
      meetingPath: meeting.rel,
      transcriptPath: transcript.rel,
      format: fmt,
      turns: merger.lineCount,
      speakers: merger.speakers,
      warnings: warnings(),
      date,
      dateFrom,
    };
  }

  const created: string[] = [];
  const madeFolders: string[] = [];
  const uncommitted = opts.uncommitted ?? new Set<string>();
  const wrote = (path: string) => {
    created.push(path);
    uncommitted.add(path);
  };
  let out: ReturnType<typeof createWriteStream> | null = null;
  /** The note being written (L255: a folder this user may not write is named by it, never by a temp name). */
  let writing = transcript.abs;
  try {
    opts.signal?.throwIfAborted();
    for (const folder of attachTo !== null
      ? [dirname(transcript.abs)]
      : [dirname(transcript.abs), dirname(meeting.abs)]) {
      const made = await mkdir(folder, { recursive: true });
      if (made) madeFolders.push(made);
    }
    const temp = atomicTempPath(transcript.abs);
    wrote(temp);
    const stream = createWriteStream(temp, { flags: 'wx' });
    out = stream;
    await once(stream, 'open');
    // events.once removes its listeners again (no listener pile-up over millions of writes).
    const write = async (text: string) => {
      // L264: Ctrl-C stops the copy between batches; the catch below takes back what was written.
      opts.signal?.throwIfAborted();
      if (!stream.write(text)) await once(stream, 'drain');
    };
    await write(`${transcriptHead}\n`);
    await pump(cues, merger, write).catch(refuse);
    await new Promise<void>((resolve, reject) =>
      stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    if (merger.lineCount === 0) refuse(nothingSpoken());
    opts.signal?.throwIfAborted();
    await linkInto(temp, transcript.abs, transcript.rel, label);
    wrote(transcript.abs);
    writing = meeting.abs;
    if (attachTo !== null) {
      // V235: the existing meeting's `transcript:` only; every other byte of the note is kept.
      opts.signal?.throwIfAborted();
      await editMeetingNote(vault, meeting.rel, (doc) => doc.set('transcript', toWikilink(transcript.rel)));
    } else {
      const meetingTemp = atomicTempPath(meeting.abs);
      wrote(meetingTemp);
      await writeFile(meetingTemp, meetingText(), { flag: 'wx' });
      opts.signal?.throwIfAborted();
      await linkInto(meetingTemp, meeting.abs, meeting.rel, label);
      await unlink(meetingTemp).catch(() => {});
    }
    // The commit: both notes are there; what follows only removes the temp names (hard links).
    uncommitted.delete(transcript.abs);
    await unlink(temp).catch(() => {});
    // Temp files an earlier, killed import left in these folders go once stale (R30).
    for (const folder of new Set([dirname(transcript.abs), dirname(meeting.abs)]))
      await sweepStaleTempFiles(folder);
  } catch (error) {
    out?.destroy();
    for (const path of created.reverse()) await unlink(path).catch(() => {});
    for (const folder of madeFolders.reverse()) await rmdir(folder).catch(() => {});
    // L255: permission denied (EACCES, EPERM) or a read-only mount was a raw `EACCES: … open
    // '….ma-tmp'`: the vault's refusal when the vault itself may not be written, else the note's.
    const refusal = await vaultWriteRefusal(vault, error);
    throw refusal !== error ? refusal : notWritable(writing, error);
  } finally {
    for (const path of created) uncommitted.delete(path);
  }
  return {
    outcome: 'created',
    ...(attachTo !== null ? { attached: true } : {}),
    meetingPath: meeting.rel,
    transcriptPath: transcript.rel,
    format: fmt,
    turns: merger.lineCount,
    speakers: merger.speakers,
    warnings: warnings(),
    date,
    dateFrom,
  };
}

/**
 * The meeting note `opts.meeting` names, checked for `ma import --meeting` (V235): options that would name
 * or fill a new meeting note are refused, and so is a meeting whose transcript (its link, else its default
 * `<transcripts>/<stem>.md`) is a file of UTF-8 text — only a missing one, a recording, video or other
 * file that is not text is replaced.
 * @throws ImportError `linked` naming the meeting and its transcript, or the options; nothing written.
 */
async function attachableMeeting(
  vault: Vault,
  opts: ImportTranscriptOptions,
  label: string,
): Promise<VaultPath> {
  const rel = opts.meeting as VaultPath;
  const given = [
    ...(opts.title != null ? ['--title'] : []),
    ...(opts.date != null ? ['--date'] : []),
    ...((opts.projects ?? []).length > 0 ? ['--project'] : []),
  ];
  if (given.length > 0)
    throw new ImportError(
      'linked',
      `${given.join(', ')} would not apply: ${label} becomes the transcript of the existing meeting ${rel}, whose title, date and projects are its note's; nothing was written; leave out ${given.join(', ')} (edit ${rel}'s properties instead)`,
    );
  const meeting = await readMeeting(vault, rel);
  const linked = meeting.links.transcript;
  if (linked !== null) {
    const { abs } = await vault.resolve(linked, { argument: 'transcript', kind: 'file' });
    const head = await readHead(abs);
    let text = head !== null;
    try {
      if (head !== null) checkTextChunk(head, abs, true);
    } catch {
      text = false;
    }
    if (text)
      throw new ImportError(
        'linked',
        `${rel} already links a text transcript, ${linked}; ${label} was not imported and nothing was written (it never replaces a readable transcript: edit or remove ${rel}'s transcript: link first, or import ${label} as a meeting of its own without --meeting)`,
      );
  }
  return rel;
}

/** The first 64 KiB of `abs`, or null when it cannot be read. */
async function readHead(abs: string): Promise<Uint8Array | null> {
  const handle = await open(abs, 'r').catch(() => null);
  if (handle === null) return null;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The warning for times that go back (review N18): where the first jump is and that the file's order
 * was kept. Empty when the times never go back.
 */
function timeJumpWarning(jumps: TimeJumps, unit: 'line' | 'segment', label: string): string[] {
  const first = jumps.first;
  if (jumps.count === 0 || first === null) return [];
  const where = first.at === undefined ? '' : ` at ${unit} ${first.at} of ${label}`;
  const times = `${clockFor(first.from, first.to)} → ${clockFor(first.to, first.from)}`;
  const head =
    jumps.count === 1 ? `times go back${where}` : `times go back ${jumps.count} times, first${where}`;
  return [`${head} (${times}): kept in file order, never sorted by time; were several recordings joined?`];
}

/** `hh:mm:ss` of `seconds`, with milliseconds when `other` would read the same without them. */
function clockFor(seconds: number, other: number): string {
  const clock = formatClock(seconds);
  if (clock !== formatClock(other)) return clock;
  return `${clock}.${String(Math.floor((seconds % 1) * 1000)).padStart(3, '0')}`;
}

/** Feeds every cue through the merger and hands each finished line (with its line break) to `write`. */
async function pump(
  cues: AsyncIterable<SpokenCue> | Iterable<SpokenCue>,
  merger: TurnMerger,
  write: (text: string) => void | Promise<void>,
): Promise<void> {
  let batch = '';
  const flush = async (lines: string[], force = false) => {
    for (const line of lines) batch += `${line}\n`;
    if (batch.length >= 64 * 1024 || (force && batch !== '')) {
      const text = batch;
      batch = '';
      await write(text);
    }
  };
  for await (const cue of cues) await flush(merger.push(cue));
  await flush(merger.end(), true);
}

/** Hard-links `temp` to `abs` (fails when `abs` exists: never overwrite). */
async function linkInto(temp: string, abs: string, rel: string, label: string): Promise<void> {
  try {
    await link(temp, abs);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new ImportError(
      'exists',
      `${rel} appeared while ${label} was being imported; it was kept and nothing was written`,
    );
  }
}

/** YAML frontmatter block rendered by the `yaml` library (quoting where YAML needs it), ending with a line break. */
function frontmatter(data: Record<string, unknown>): string {
  return `---\n${stringify(data, { lineWidth: 0 })}---\n`;
}

/** `YYYY-MM-DD` of a time in local time. */
/**
 * The `source_format` of a hosted service's JSON: its name in lower case with dashes (`Amazon Transcribe` →
 * `amazon-transcribe`, `Rev.ai` → `rev-ai`, `Azure Speech` → `azure-speech`). L105.
 */
function serviceFormatLabel(service: string): string {
  return service
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function localDate(time: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
}

/**
 * The first 200 lines (or 256 K characters) of the file, for detecting its format; a file of blank
 * lines is refused as empty, a subtitle format that is not read (MicroDVD, SAMI, TTML, …) naming
 * it (review5 Q9).
 */
async function sniffHead(file: string, label: string): Promise<string[]> {
  const head: string[] = [];
  let chars = 0;
  for await (const line of readSourceLines(file, label)) {
    head.push(line.slice(0, 4096));
    chars += line.length;
    if (head.length >= 200 || chars >= 256 * 1024) break;
  }
  if (head.every((line) => line.trim() === ''))
    throw new ImportError('empty', `${label} holds only blank lines; nothing to import`);
  const unreadable = unreadableSubtitleKind(head);
  if (unreadable)
    throw new ImportError(
      'unsupported-format',
      `${label} looks like a ${unreadable} subtitle file, which ma import cannot read; convert it to SRT or WebVTT (Subtitle Edit or ffmpeg can) and import that; nothing was written`,
    );
  return head;
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * An earlier import of the same bytes: its notes (vault-relative; `meetingPath` `''` when its
 * transcript note links none) and the `source_format` its transcript note records (absent when gone).
 */
interface EarlierImport {
  meetingPath: string;
  transcriptPath: string;
  sourceFormat?: string | undefined;
}

/**
 * L156 (newcomer F14): the options given explicitly that the earlier import of the same bytes did not
 * have, each as the user wrote it with what the notes say instead (`--title "Part 2" (the meeting is
 * titled "Budget review")`, `--date 2026-12-09 (…dated 2026-12-02)`, `--project beta (its projects:
 * alpha)`, `--format srt (…read as vtt)`); `[]` when every given option matches (or none was given).
 * Compared with the meeting note as it is now (NFC, case for projects as `projects:` entries bind),
 * so an edit of the note since counts; a meeting note whose frontmatter cannot be read matches no
 * option (an option that cannot be checked is never taken as applied).
 */
async function optionsNotApplied(
  vault: Vault,
  earlier: EarlierImport,
  opts: ImportTranscriptOptions,
  projects: readonly string[],
): Promise<string[]> {
  const title = opts.title?.trim() || undefined;
  if (!title && !opts.date && projects.length === 0 && !opts.format) return [];
  const spelled = await spellExistingPrefix(vault.root, earlier.meetingPath, 'meeting').catch(() => null);
  const data = await vault
    .resolve(spelled?.path ?? earlier.meetingPath, { argument: 'meeting', kind: 'file' })
    .then(({ abs }) => readFile(abs, 'utf8'))
    .then(
      (text) =>
        frontmatterProperties(parseNote(text).frontmatter?.data ?? {}, [
          'title',
          'date',
          'projects',
        ]) as Record<string, unknown>,
    )
    .catch(() => ({}) as Record<string, unknown>);
  const said = (value: unknown) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : undefined;
  const nfc = (text: string) => text.normalize('NFC');
  const out: string[] = [];
  const noteTitle = said(data.title);
  if (title && (noteTitle === undefined || nfc(noteTitle.trim()) !== nfc(title)))
    out.push(
      `--title "${title}" (the meeting is ${noteTitle === undefined ? 'not titled' : `titled "${noteTitle}"`})`,
    );
  const noteDate = said(data.date);
  if (opts.date && noteDate !== opts.date)
    out.push(
      `--date ${opts.date} (the meeting is ${noteDate === undefined ? 'not dated' : `dated ${noteDate}`})`,
    );
  const entries = (Array.isArray(data.projects) ? data.projects : [data.projects]).filter(
    (e): e is string => typeof e === 'string' && e.trim() !== '',
  );
  const bound = new Set<string>();
  for (const entry of entries) {
    // A relative entry (`[[../Projects/x/PROJECT]]`) is read from the meeting note's folder (R111).
    const id = projectIdFromEntry(entry, vault.config.folders.projects, spelled?.path ?? earlier.meetingPath);
    const existing = id === null ? null : await existingProjectId(vault, id);
    if (existing !== null) bound.add(existing);
  }
  const missing = projects.filter((id) => !bound.has(id));
  if (missing.length > 0)
    out.push(
      `--project ${missing.join(', ')} (its projects: ${entries.length > 0 ? entries.join(', ') : 'none'})`,
    );
  if (opts.format) {
    const read = earlier.sourceFormat;
    // A hosted service's JSON is recorded by its service's name (L105): read as `whisper`.
    const asFormat = read && read in FORMAT_NAMES ? read : read ? 'whisper' : undefined;
    if (asFormat !== opts.format)
      out.push(`--format ${opts.format} (it was read as ${read ?? 'a format not recorded'})`);
  }
  return out;
}

/**
 * True for an import refusal whose cause is not the file's format (N11): the file is empty or holds
 * only blank lines, or cannot be read as text or JSON (`unreadable`: binary, two encodings, UTF-16
 * that is not, JSON that does not parse or ends early) — the list of supported formats would bury
 * the one useful sentence.
 */
function formatKnown(error: ImportError): boolean {
  return (
    error.reason === 'unreadable' ||
    (error.reason === 'empty' && /(is empty|holds only blank lines); nothing to import$/.test(error.message))
  );
}

/** The notes of an earlier import of the same bytes: a transcript note whose frontmatter records the hash. */
async function findImported(vault: Vault, sha256: string): Promise<EarlierImport | null> {
  const needle = `${HASH_KEY}: ${sha256}`;
  for (const rel of await walkFiles(vault, vault.config.folders.transcripts)) {
    if (!rel.endsWith('.md')) continue;
    const { abs } = await vault.resolve(rel, { argument: 'transcript' });
    const handle = await open(abs, 'r').catch(() => null);
    if (!handle) continue;
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
      const head = buffer.subarray(0, bytesRead).toString('utf8');
      if (!head.includes(needle)) continue;
      // The `meeting:` line this import wrote, read by the one link reader (V2).
      const written = /^meeting:[ \t]*(.*)$/m.exec(head)?.[1];
      // A relative back-link (`[[../Meetings/x]]`) is read from the transcript note's folder (R111).
      const link = written ? parseLink(written, rel).target.replace(/\.md$/i, '') : '';
      const sourceFormat = /^source_format:[ \t]*(\S+)[ \t]*$/m.exec(head)?.[1];
      return { meetingPath: link ? `${link}.md` : '', transcriptPath: rel, sourceFormat };
    } finally {
      await handle.close();
    }
  }
  return null;
}

/**
 * The meeting notes whose transcript (any link form core resolves: `transcript:` as a wikilink, a
 * path, a Markdown link, or a link in the body) is the transcript note `transcriptRel`, sorted: the
 * meeting note of an earlier import renamed or moved outside Obsidian (`mv`, a file manager, `git
 * mv`), whose transcript's `meeting:` back link still names the old path (newcomer N12: the import
 * advised trashing a transcript that note still used). Notes a run cannot read are skipped.
 * Spec: issue #10 item 1 (re-import changes nothing); newcomer N12.
 */
async function meetingsLinking(vault: Vault, transcriptRel: string): Promise<string[]> {
  const key = (rel: string) => rel.normalize('NFC').toLowerCase();
  const want = key(transcriptRel);
  const out: VaultPath[] = [];
  for (const meetingPath of await listMeetings(vault)) {
    const meeting = await readMeeting(vault, meetingPath).catch(() => null);
    const linked = meeting?.links.transcript;
    if (linked && key(linked) === want) out.push(meetingPath);
  }
  // Leftovers s33: an Obsidian template linking the transcript is no meeting using it (only these few are checked).
  return (await splitMeetingTemplates(vault, out)).meetings.sort();
}

/** True when the vault-relative note exists (names compared as Obsidian does: NFC, case). */
async function noteExists(vault: Vault, rel: string): Promise<boolean> {
  if (rel === '') return false;
  const spelled = await spellExistingPrefix(vault.root, rel, 'meeting').catch((error: unknown) =>
    AmbiguousError.isInstance(error) ? { missing: 0 } : { missing: 1 },
  );
  return spelled.missing === 0;
}

/**
 * The projects' IDs as spelled on disk, each found as a meeting note's `projects:` entry is (core `projectIdFromEntry`
 * then `existingProjectId`: a `[[Projects/x]]` link, another letter case or Unicode form of the folder's name), once
 * each, in order: `--project alpha` is `Alpha` (reviewA S11, session 20; before, only the exact spelling was taken
 * though the meeting note's `projects: [alpha]` binds `Alpha`).
 * @throws NotFoundError('project') naming the first one that is no project folder, with the known IDs
 */
async function checkProjects(vault: Vault, projects: readonly string[]): Promise<string[]> {
  if (projects.length === 0) return [];
  const known = (await projectCatalog(vault)).map((p) => p.id);
  const ids: string[] = [];
  for (const given of projects) {
    const entry = projectIdFromEntry(given, vault.config.folders.projects);
    const id = entry === null ? null : await existingProjectId(vault, entry);
    if (id === null || !known.includes(id))
      throw new NotFoundError(
        'project',
        given,
        `no project "${given}" in ${vault.config.folders.projects}/ (known: ${known.join(', ') || 'none'}); nothing was written`,
      );
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The import's warnings for the subtitle shapes it repaired (review 4 P3, P4); `[]` when none. */
function repairWarnings(repairs: SubtitleRepairs, label: string): string[] {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const were = (n: number) => (n === 1 ? 'was' : 'were');
  return [
    ...(repairs.carriedLines
      ? [
          `rolling captions: ${plural(repairs.carriedLines, 'line')} repeated from the cue before ${were(repairs.carriedLines)} read once (${label} looks like auto-captions, which show each line twice)`,
        ]
      : []),
    ...(repairs.unseparatedCues
      ? [
          `${plural(repairs.unseparatedCues, 'cue')} not separated from the one before by a blank line in ${label} ${were(repairs.unseparatedCues)} read as cues of their own (timing lines are never spoken text)`,
        ]
      : []),
  ];
}

/** Whether a header attendee (a name, or a wikilink to a person note) is the speaker `speaker` (L340). */
/**
 * The `speakers` that are no person of `listed` nor of an earlier speaker (the same {@link personKey}
 * of the name: case, ß/ss, width, white space; a wikilinked attendee read by its name), in order.
 * `listed` (a header's attendees) is kept as written by the caller.
 */
function newPeople(listed: readonly string[], speakers: readonly string[]): string[] {
  const seen = new Set(listed.map((a) => personKey(personName(a.normalize('NFC')))));
  return speakers.filter((s) => {
    const key = personKey(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function namesSpeaker(speaker: string): (attendee: string) => boolean {
  return (attendee) => {
    const nfc = attendee.normalize('NFC');
    return nfc === speaker || personName(nfc) === speaker || parseLink(nfc).alias === speaker;
  };
}
