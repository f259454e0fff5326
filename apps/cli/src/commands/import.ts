/**
 * `ma import`. Spec: issue #10 item 1 ("`ma import FILE [--title T] [--date YYYY-MM-DD] [--project
 * ID]… [--format F] [--dry-run] --vault V`"); docs/transcript-import.md.
 */
import { unlinkSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  importedNoteName,
  importTranscript,
  linkedFileWhose,
  NotFoundError,
  pasteCommandText,
  readMeetingDate,
  type TranscriptFormat,
} from '@ma/core';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { ExitCode } from '../io/exit-code.js';
import type { GlobalOptions } from '../io/global-options.js';
import { listOptionItems } from '../io/list-option.js';
import { UsageError } from '../io/usage-error.js';
import { openCliVault } from '../vault/open-cli-vault.js';
import { resolveMeetingArg } from '../vault/resolve-meeting-arg.js';

/** Options of `ma import` (global options included). */
export interface ImportOptions extends GlobalOptions {
  title?: string;
  date?: string;
  project?: string[];
  format?: TranscriptFormat;
  dryRun?: boolean;
  /** `--meeting`: an existing meeting the file becomes the transcript of (core `importTranscript`'s `meeting`). */
  meeting?: string;
}

/**
 * `ma import <file>`: core's `importTranscript` into the command's vault. Prints what was
 * created (`created Meetings/...`, `created Transcripts/...`, then the `ma summarize` command to run,
 * quoted for the user's shell: core `pasteCommandText`, review10 W11),
 * `unchanged: …` when the same bytes were imported before, `converted <transcript> from UTF-16 LE to UTF-8
 * in place (…)` when the file is a transcript a meeting already links (leftovers L374: no second meeting),
 * or with `--dry-run` the notes that would be written (stdout) and `dry run: nothing written` (stderr).
 * @returns 0 (created, unchanged, dry run).
 * @throws UsageError (exit 2) for a missing or empty file argument, a bad `--date`, an empty `--title`,
 *   an empty `--project` value or item (T2) or an unknown
 *   `--project` (`--project: no project "x" in Projects/ (known: …); nothing was written`); core's
 *   ImportError (exit 1: unsupported/unreadable/empty file, existing note, the same bytes imported before
 *   with another explicit --title/--date/--project/--format (L156) — nothing written);
 *   ConfigFileError; I/O errors.
 */
export async function importCommand(file: string, opts: ImportOptions, io: CliIo): Promise<number> {
  if (file.trim() === '')
    throw new UsageError(
      'the <file> argument is empty (an unset shell variable?); give the path of a transcript file',
    );
  const abs = resolve(io.cwd, file);
  const info = await stat(abs).catch(() => null);
  if (!info) throw new UsageError(`no such file: ${file}; give the path of a transcript file`);
  if (!info.isFile()) throw new UsageError(`${file} is not a file; give the path of a transcript file`);
  const date = opts.date === undefined ? null : optionDay(opts.date);
  if (opts.title !== undefined && opts.title.trim() === '')
    throw new UsageError('--title is empty; give the meeting a title');
  // L283: a title of only dots, spaces or characters a note name cannot hold (`...`, `?!`, `#`) left the
  // note named after its date alone (`Meetings/<date>.md`, the daily note's name).
  if (opts.title !== undefined && importedNoteName(opts.title, '') === '')
    throw new UsageError(
      `--title ${JSON.stringify(opts.title)} has nothing a note name can keep (only dots, spaces or the characters [ ] # ^ | \\ / : * " < > ?; or punctuation and marks alone, no letter, digit or emoji): the meeting note would be named after its date alone, the daily note's name; nothing was written; give the meeting a title with a word in it`,
    );
  const projects = [...new Set(listOptionItems('--project', opts.project))];
  if (opts.meeting !== undefined) {
    // V235: the existing meeting's title, date and projects are its note's; these would not apply.
    const given = [
      ...(opts.title !== undefined ? ['--title'] : []),
      ...(opts.date !== undefined ? ['--date'] : []),
      ...(projects.length > 0 ? ['--project'] : []),
    ];
    if (given.length > 0)
      throw new UsageError(
        `${given.join(', ')} would not apply with --meeting: ${file} becomes the transcript of the existing meeting ${JSON.stringify(opts.meeting)}, whose title, date and projects are its note's; nothing was written; leave out ${given.join(', ')}`,
      );
  }
  const vault = await openCliVault(opts, io);
  // V235: the same name resolution as every <meeting> argument (did-you-mean, paths, obsidian:// links).
  const meeting =
    opts.meeting === undefined
      ? null
      : await resolveMeetingArg(vault, opts.meeting, { cwd: io.cwd, env: io.env });
  // L264 (B1): a second Ctrl-C exits at once (process.exit); what the import wrote and had not
  // committed (a half-copied transcript, a transcript without its meeting note) goes with it.
  const uncommitted = new Set<string>();
  const takeBack = () => {
    for (const path of uncommitted) {
      try {
        unlinkSync(path);
      } catch {
        // Gone already: nothing to take back.
      }
    }
  };
  process.once('exit', takeBack);
  const result = await importTranscript(vault, {
    file: abs,
    fileLabel: file,
    title: opts.title ?? null,
    date,
    projects,
    format: opts.format ?? null,
    dryRun: opts.dryRun === true,
    meeting,
    print: (text) => {
      io.stdout.write(text);
    },
    signal: io.signal,
    uncommitted,
  })
    .finally(() => process.removeListener('exit', takeBack))
    .catch((error: unknown) => {
      // L264: stopped before the meeting note was written: everything written was taken back.
      if (io.signal.aborted) writeLine(io.stderr, `${file} was not imported: nothing was written`);
      // An unknown --project is the command line's mistake (exit 2); core's message lists the known ones.
      if (NotFoundError.isInstance(error) && error.reason === 'project')
        throw new UsageError(`--project: ${error.message}`);
      throw error;
    });
  for (const warning of result.warnings)
    writeLine(io.stderr, `${io.errColors.yellow('warning:')} ${warning}`);
  const c = io.outColors;
  const stem = result.meetingPath.replace(/^.*\//, '').replace(/\.md$/, '');
  if (result.outcome === 'unchanged') {
    writeLine(
      io.stdout,
      `unchanged: ${file} was already imported as ${result.meetingPath} (same bytes); nothing written`,
    );
    return ExitCode.ok;
  }
  // L374: a transcript a meeting already links is converted in place for it, never a second meeting.
  if (result.conversion !== undefined) {
    const conv = result.conversion;
    // V246: every meeting that links the file is named, not the first only.
    const whose = linkedFileWhose(result.transcriptPath, conv.key, conv.meetings);
    if (result.outcome === 'dry-run') {
      writeLine(
        io.stderr,
        `dry run: nothing written (${whose}: it would be converted from ${conv.from} to UTF-8 in place, its original kept in the trash; no meeting made)`,
      );
      return ExitCode.ok;
    }
    writeLine(
      io.stdout,
      `${c.green('converted')} ${result.transcriptPath} from ${conv.from} to UTF-8 in place (${whose}; no second meeting made; the original is kept as ${conv.kept})`,
    );
    writeLine(io.stdout, `next: ${summarizeCommand(opts, stem)}`);
    return ExitCode.ok;
  }
  const what = `${result.format}, ${result.turns} speaker turn${result.turns === 1 ? '' : 's'}, speakers: ${result.speakers.join(', ') || 'none named'}`;
  if (result.outcome === 'dry-run') {
    // L262: a dry run is where a user checks the date; one taken from the file's clock is said.
    if (result.dateFrom === 'modification time') writeLine(io.stderr, modificationDayLine(result.date));
    writeLine(io.stderr, `dry run: nothing written (${what})`);
    return ExitCode.ok;
  }
  writeLine(io.stdout, `imported ${file} (${what})`);
  writeLine(io.stdout, `${c.green('created')} ${result.transcriptPath}`);
  if (result.attached === true) {
    writeLine(
      io.stdout,
      `${c.green('updated')} ${result.meetingPath} (transcript: ${result.transcriptPath})`,
    );
    writeLine(io.stdout, `next: ${summarizeCommand(opts, stem)}`);
    return ExitCode.ok;
  }
  writeLine(io.stdout, `${c.green('created')} ${result.meetingPath}`);
  // Say where the date came from: it names the notes and drives due dates and past meetings (review 6 S9).
  if (result.dateFrom === 'file name')
    writeLine(io.stdout, `date: ${result.date} (from the file name; --date YYYY-MM-DD sets another)`);
  else if (result.dateFrom === 'transcript header')
    writeLine(
      io.stdout,
      `date: ${result.date} (from the transcript's header; --date YYYY-MM-DD sets another)`,
    );
  else if (result.dateFrom === 'modification time') writeLine(io.stdout, modificationDayLine(result.date));
  // Quoted for the user's shell, never JSON or bare double quotes: `$(...)`, backquotes, `!` and line
  // breaks in a name stay text when pasted (W11); a name starting with `-` comes after `--`, so it is
  // the meeting and not an option.
  writeLine(io.stdout, `next: ${summarizeCommand(opts, stem)}`);
  return ExitCode.ok;
}

/**
 * The `ma summarize` command for the meeting `stem`, quoted for the user's shell, never JSON or bare
 * double quotes: `$(...)`, backquotes, `!` and line breaks in a name stay text when pasted (W11); a name
 * starting with `-` comes after `--`, so it is the meeting and not an option. With the vault and the
 * configuration the import used, as given (reviewA R28: its folders found the meeting).
 */
function summarizeCommand(opts: ImportOptions, stem: string): string {
  return pasteCommandText([
    'ma',
    'summarize',
    ...(opts.vault ? ['--vault', opts.vault] : []),
    ...(opts.config ? ['--config', opts.config] : []),
    ...(stem.startsWith('-') ? ['--'] : []),
    stem,
  ]);
}

/**
 * The day `--date` names (`YYYY-MM-DD`), read by core's one date reader, so every form a meeting
 * note's `date:` takes is taken here too (`05.12.2026`, `2026/12/05`, `Dec 5, 2026`, `5 Dec 2026`,
 * `2026\u5e7412\u67085\u65e5`, `05.12.26`; leftovers L261). An ambiguous `5/12/2026` is refused naming both readings.
 * @throws UsageError (exit 2) naming the value and why it is no day.
 */
function optionDay(text: string): string {
  const read = readMeetingDate(text.trim() === '' ? null : text);
  if (read.state === 'read') return read.day;
  const why = read.state === 'unreadable' ? read.problem : 'it is empty';
  throw new UsageError(
    `--date expects the meeting's day (2026-12-05, 05.12.2026, Dec 5, 2026, \u2026): ${why}`,
  );
}

/** The one line a run prints when no name, header or --date gave the day (leftovers L262). */
function modificationDayLine(day: string | undefined): string {
  return `dated by the file's modification day: ${day} (no date in its name or header; --date sets the meeting's day)`;
}
