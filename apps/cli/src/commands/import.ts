/**
 * `ma import`. Spec: issue #10 item 1 ("`ma import FILE [--title T] [--date YYYY-MM-DD] [--project
 * ID]… [--format F] [--dry-run] --vault V`"); docs/transcript-import.md.
 */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { importTranscript, NotFoundError, pasteCommandText, type TranscriptFormat } from '@ma/core';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { ExitCode } from '../io/exit-code.js';
import type { GlobalOptions } from '../io/global-options.js';
import { listOptionItems } from '../io/list-option.js';
import { UsageError } from '../io/usage-error.js';
import { openCliVault } from '../vault/open-cli-vault.js';

/** Options of `ma import` (global options included). */
export interface ImportOptions extends GlobalOptions {
  title?: string;
  date?: string;
  project?: string[];
  format?: TranscriptFormat;
  dryRun?: boolean;
}

/**
 * `ma import <file>`: core's `importTranscript` into the command's vault. Prints what was
 * created (`created Meetings/...`, `created Transcripts/...`, then the `ma summarize` command to run,
 * quoted for the user's shell: core `pasteCommandText`, review10 W11),
 * `unchanged: …` when the same bytes were imported before, or with `--dry-run` the notes that
 * would be written (stdout) and `dry run: nothing written` (stderr).
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
  if (opts.date !== undefined && !isIsoDate(opts.date))
    throw new UsageError(`--date expects a calendar date YYYY-MM-DD, got "${opts.date}"`);
  if (opts.title !== undefined && opts.title.trim() === '')
    throw new UsageError('--title is empty; give the meeting a title');
  const projects = [...new Set(listOptionItems('--project', opts.project))];
  const vault = await openCliVault(opts, io);
  const result = await importTranscript(vault, {
    file: abs,
    fileLabel: file,
    title: opts.title ?? null,
    date: opts.date ?? null,
    projects,
    format: opts.format ?? null,
    dryRun: opts.dryRun === true,
    print: (text) => {
      io.stdout.write(text);
    },
  }).catch((error: unknown) => {
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
  const what = `${result.format}, ${result.turns} speaker turn${result.turns === 1 ? '' : 's'}, speakers: ${result.speakers.join(', ') || 'none named'}`;
  if (result.outcome === 'dry-run') {
    writeLine(io.stderr, `dry run: nothing written (${what})`);
    return ExitCode.ok;
  }
  writeLine(io.stdout, `imported ${file} (${what})`);
  writeLine(io.stdout, `${c.green('created')} ${result.transcriptPath}`);
  writeLine(io.stdout, `${c.green('created')} ${result.meetingPath}`);
  // Say where the date came from: it names the notes and drives due dates and past meetings (review 6 S9).
  if (result.dateFrom === 'file name')
    writeLine(io.stdout, `date: ${result.date} (from the file name; --date YYYY-MM-DD sets another)`);
  else if (result.dateFrom === 'transcript header')
    writeLine(
      io.stdout,
      `date: ${result.date} (from the transcript's header; --date YYYY-MM-DD sets another)`,
    );
  else if (result.dateFrom === 'modification time')
    writeLine(
      io.stdout,
      `date: ${result.date} (the file's modification time: its name starts with no date; --date YYYY-MM-DD sets the meeting's)`,
    );
  // Quoted for the user's shell, never JSON or bare double quotes: `$(...)`, backquotes, `!` and line
  // breaks in a name stay text when pasted (W11); a name starting with `-` comes after `--`, so it is
  // the meeting and not an option.
  const next = pasteCommandText([
    'ma',
    'summarize',
    ...(opts.vault ? ['--vault', opts.vault] : []),
    // reviewA R28: the configuration the import used (its folders found the meeting), as given.
    ...(opts.config ? ['--config', opts.config] : []),
    ...(stem.startsWith('-') ? ['--'] : []),
    stem,
  ]);
  writeLine(io.stdout, `next: ${next}`);
  return ExitCode.ok;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
