/**
 * `override_speaker`: relabels a transcript speaker (`**<speaker>:**` →
 * `**<name>:**`) on all lines or on file lines `from`–`to` (as read_transcript
 * numbers them), then records `{ speaker, name, from?, to? }` under the
 * transcript's frontmatter `speaker_overrides` (core `editFrontmatter`, one flow-style line;
 * other keys untouched). Written atomically, audited. The range follows the write range rule
 * (review R13): a `0` or negative line, `from` > `to`, a range outside the file or only in the
 * frontmatter is refused in `write_projectfile`'s words, nothing changed, never clamped and never
 * recorded. A range after `read_transcript` is refused when the transcript changed since (another
 * program, a recorder; lines only added at its end are fine; docs/stale-writes.md, review4 P22).
 * Refused when no line in range has that speaker (lists the speakers seen there) or the
 * meeting has no transcript. A call whose lines already name the speaker so (`marketing` → `Marketing`
 * on lines labelled `Marketing`) writes nothing, records no override and says so (`… already holds that
 * text (…); nothing changed`, L485).
 *
 * Line stability: `speaker_overrides` is always ONE flow-style line
 * (`speaker_overrides: [{speaker: Speaker 2, name: Marketing}, …]`), updated in place, so later
 * overrides never move transcript lines. Only the first override of a transcript adds a line
 * (three when the transcript had no frontmatter; a legacy multi-line block shrinks): the result
 * then says `transcript lines shifted by +N …; re-read before citing`, the line numbers it prints
 * are the new ones, and the session's `onLineShift` records the shift (the summary draft's
 * citations move with the lines, `write_summary` moves citations of lines read before it: review5
 * Q8) and tells the host (the agent shifts its coverage). The endpoints of a range the model
 * gave, printed in the new numbering, count as shown in it.
 * Spec: docs/tools.md, Granular profile; docs/vault-format.md, Transcript note.
 */

import {
  copyToTrash,
  digestText,
  editFileAtomic,
  editFrontmatter,
  FrontmatterError,
  parseNote,
  personName,
  reversedRangeMessage,
  shownNumber,
} from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { formatUnchanged } from '../output/format-write.js';
import { refuse } from '../output/refusal.js';
import { lineRangeOutsideText } from '../output/refusal-or-throw.js';
import { auditWrite } from '../session/audit-write.js';
import { withCallFileLock } from '../session/call-file-lock.js';
import { takeKnownText } from '../session/known-text.js';
import type { ToolSession } from '../session/tool-session.js';
import { refuseLookalike } from './lookalike-refusal.js';
import { plainTextArg } from './plain-text-arg.js';
import { refuseBrokenLink } from './refuse-broken-link.js';
import { lineListText, relabelSpeaker } from './relabel-speaker.js';
import { wholeNumber } from './shared-schemas.js';
import { mergedSpeaker, speakerLabels } from './speaker-merge.js';

/**
 * A time at the start of a new speaker name, as transcripts write them before a label: `[00:00:09]`,
 * `(00:09)`, `00:00:09.5`, `1:02:03` (reviewA R10).
 */
const LEADING_TIME = /^[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?[\])]?(?=\s|$)\s*/;

/** Arguments of `override_speaker`. */
export const OverrideSpeakerInputSchema = lazySchema(() =>
  z.object({
    speaker: z
      .string()
      .describe(
        'Label as in the transcript, e.g. "Speaker 2" (any case; a [[link]] label also by its note name).',
      ),
    name: z.string().describe('Real name to use instead.'),
    from: wholeNumber().nullish().describe('First line to relabel, 1-based, inside the file; default: all.'),
    to: wholeNumber().nullish().describe('Last line to relabel, inclusive, inside the file; default: all.'),
  }),
);

/** One entry of the transcript's `speaker_overrides` frontmatter list. */
export interface SpeakerOverride {
  speaker: string;
  name: string;
  from?: number;
  to?: number;
}

/** Creates `override_speaker` for one session. */
export function createOverrideSpeakerTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof OverrideSpeakerInputSchema>> {
  return defineTool({
    description:
      'Rename a transcript speaker label (e.g. "Speaker 2" → a real name) on all lines or lines from–to, when the transcript makes the identity clear.',
    inputSchema: OverrideSpeakerInputSchema(),
    run: async (args, call) => {
      const speaker = plainTextArg('speaker', args.speaker);
      const name = plainTextArg('name', args.name, { creates: true });
      // reviewA R10: `[00:00:09] Rob` would be written `[00:00:05] **[00:00:09] Rob:**`, a second time in
      // the label that every reader, summary and next step then quotes as the speaker's name.
      const time = LEADING_TIME.exec(name);
      if (time)
        refuse(
          `name ${JSON.stringify(name)} starts with a time (${JSON.stringify(time[0].trim())}): a speaker's name is the name alone, each line keeps its own time`,
          `give the name without the time, e.g. ${JSON.stringify(name.slice(time[0].length).trim() || 'Rob')}`,
        );
      if (speaker === name) refuse(`speaker and name are both "${name}"`, 'give a different name');
      // A write needs exact lines: what reads clamp is refused (docs/tools.md, Line ranges; R13).
      const given = exactLines(args);
      const meeting = await session.meeting();
      refuseBrokenLink(meeting, 'transcript');
      if (!meeting.links.transcript) refuse('this meeting has no transcript', 'nothing to relabel');
      const { abs, rel } = await session.vault.resolve(meeting.links.transcript, {
        argument: 'transcript',
        mustExist: true,
        kind: 'file',
      });
      return withCallFileLock(session.vault, abs, call.signal, async () => {
        // Recorded as the range that was relabelled (clamped), in the numbering of the file as
        // written (after any shift); a bound not given stays open.
        // F54: the label as the transcript writes it (`Élodie`, not the model's `élodie`), so
        // speaker_overrides names a label a reader can find; several labels of one person keep
        // the model's spelling.
        const entryFor = (shift: number): SpeakerOverride => ({
          speaker: r?.relabelled.length === 1 ? r.relabelled[0]! : speaker,
          name,
          ...(given.from !== undefined && r ? { from: r.from + shift } : {}),
          ...(given.to !== undefined && r ? { to: r.to + shift } : {}),
        });
        let r: ReturnType<typeof relabelSpeaker> | undefined;
        let oldStart = 1;
        let shift = 0;
        let merged: string | null = null;
        let unchanged = false;
        // Redone on the newer text when the transcript is saved meanwhile: no save is lost.
        // The preview's read of this transcript, when apply_changes previewed this op (issue #13).
        const known = takeKnownText(session, abs);
        const edit = await editFileAtomic(
          abs,
          (current) => {
            const before = current ?? '';
            // P22: a range rests on the lines read_transcript showed; all lines do not.
            if (given.from !== undefined || given.to !== undefined)
              session.reads.check(abs, current, { rel, reread: 'read_transcript' });
            const note = parseNote(before);
            oldStart = note.bodyStartLine;
            // A new name that only looks like another speaker's (`\u041c\u0430rketing` beside `Marketing`) is a twin (T8).
            const labels = speakerLabels(note.body);
            refuseLookalike('name', name, labels.map(personName), 'the speaker');
            r = relabelSpeaker(before, speaker, name, { ...given, bodyStartLine: oldStart });
            refuseOutsideBody(given, r.total, oldStart, rel);
            if (r.ambiguous) {
              refuse(
                `"${speaker}" matches the labels of several speakers in lines ${r.from}–${r.to} of ${rel}: ${quotedList(r.ambiguous)}; nothing was changed`,
                'pass one of those labels as speaker',
              );
            }
            if (r.count === 0) {
              refuse(
                `no line in ${r.from}–${r.to} of ${rel} is spoken by "${speaker}"`,
                `speakers there: ${quotedList(r.speakers) || '(none)'}`,
              );
            }
            // L485: the lines already name the speaker so (`marketing` → `Marketing` on lines labelled
            // `Marketing`): nothing to relabel, and no override to record.
            unchanged = r.text === before;
            if (unchanged) return null;
            merged = mergedSpeaker(note, labels, speaker, name);
            let after = recordOverride(r.text, entryFor(0), rel);
            shift = parseNote(after).bodyStartLine - oldStart;
            if (shift !== 0 && (args.from != null || args.to != null))
              after = recordOverride(r.text, entryFor(shift), rel);
            return after;
          },
          known ? { known } : {},
        );
        const relabelled = r as ReturnType<typeof relabelSpeaker>;
        if (unchanged) {
          const one = relabelled.lines.length === 1;
          return formatUnchanged(
            rel,
            ` (${lineListText(relabelled.lines)} ${one ? 'is' : 'are'} already spoken by ${JSON.stringify(name)})`,
          );
        }
        const before = edit.before ?? '';
        const after = edit.after ?? before;
        let kept = after !== before ? await auditWrite(session, rel, before, after) : null;
        // Two speakers made one cannot be split again by another override: the previous text is
        // kept in the trash, as for every other destructive edit (review9 V4).
        if (merged !== null && after !== before && kept === null) {
          kept = await copyToTrash(session.vault, rel, before);
          session.audit.kept(rel, kept);
        }
        session.reads.wrote(abs, edit.before, after);
        // U8: what was read of the transcript before this edit is still read (coverage).
        if (after !== before)
          session.onRewrite?.({ path: rel, before: digestText(before).hash, after: digestText(after).hash });
        // The lines that were relabelled (not the span scanned), in the numbering after the edit.
        const lines = lineListText(relabelled.lines.map((n) => n + shift));
        // A range the model chose is printed in the numbering after the edit: the model may cite
        // those numbers (review5 Q8). All lines are not "shown" by a printed span.
        if (given.from !== undefined || given.to !== undefined) {
          if (shift !== 0) session.onLineShift({ path: rel, from: oldStart, by: shift });
          for (const n of new Set([relabelled.from + shift, relabelled.to + shift]))
            session.lineNumbering.seen(rel, n, n);
        }
        // Review s38 V68: a relabel too large for the audit's diff keeps the previous transcript in
        // the trash (review8 U7, auditWrite), as a merge does; the result names the copy either way.
        const mergeNote =
          kept === null
            ? ''
            : merged !== null
              ? `; "${name}" already spoke in ${rel} (as ${JSON.stringify(merged)}), so both are now one speaker; the previous transcript was copied to ${kept} (recoverable)`
              : `; the change is too large for the audit's diff, so the previous transcript was copied to ${kept} (recoverable)`;
        const done = `relabelled ${relabelled.count} line${relabelled.count === 1 ? '' : 's'} "${speaker}" → "${name}" in ${rel} (${lines}); recorded under speaker_overrides${mergeNote}`;
        if (shift === 0) return done;
        if (given.from === undefined && given.to === undefined)
          session.onLineShift({ path: rel, from: oldStart, by: shift });
        const why =
          oldStart === 1 && shift > 0
            ? 'a frontmatter block with speaker_overrides was added'
            : shift > 0
              ? 'speaker_overrides was added to its frontmatter'
              : 'speaker_overrides was rewritten on one line';
        return `${done}; transcript lines shifted by ${shift > 0 ? '+' : ''}${shift} because ${why}; re-read before citing`;
      });
    },
  });
}

/** Speaker labels as the model can pass them back: each quoted as written (`"[[People/Ann Lee|Ann]]"`). */
const quotedList = (labels: readonly string[]) => labels.map((l) => JSON.stringify(l)).join(', ');

/** The range of an `override_speaker` call: each bound a line number >= 1, or not given. */
interface ExactLines {
  from?: number;
  to?: number;
}

/**
 * The range as given, checked as writes check lines (docs/tools.md, Line ranges: "Writes, which
 * need exact lines, refuse what reads clamp"): `null` is "not given"; `0` or a negative line and
 * `from` > `to` are refused in `write_projectfile`'s words, with `nothing was changed`.
 * @throws ToolRefusal
 */
function exactLines(args: { from?: number | null; to?: number | null }): ExactLines {
  const range: ExactLines = {};
  for (const name of ['from', 'to'] as const) {
    const value = args[name];
    if (value === null || value === undefined) continue;
    if (!Number.isInteger(value) || value < 1)
      refuse(
        `${name} must be a whole number >= 1, got ${shownNumber(value)}; nothing was changed`,
        'lines are 1-based: 1 is the first line; leave from and to out for every line',
      );
    range[name] = value;
  }
  if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
    refuse(
      `${reversedRangeMessage(range.from, range.to)}; nothing was changed`,
      'give from <= to (1-based, inclusive), or neither for every line',
    );
  }
  return range;
}

/**
 * Refuses a range that is not inside the file of `total` lines (`line range outside the file (it
 * has N lines)`, as `write_projectfile` says) or that lies only in its frontmatter (the body starts
 * at `bodyStart`): never clamped to the lines that exist.
 * @throws ToolRefusal
 */
function refuseOutsideBody(range: ExactLines, total: number, bodyStart: number, rel: string): void {
  if ((range.from ?? 1) > total || (range.to ?? total) > total) {
    refuse(`${lineRangeOutsideText(total)}; nothing was changed`, `from/to must lie within 1–${total}`);
  }
  const to = range.to ?? total;
  if (to < bodyStart) {
    refuse(
      `lines ${range.from ?? 1}–${to} are the frontmatter of ${rel}; nothing was changed`,
      `spoken lines are ${bodyStart}–${total}`,
    );
  }
}

/**
 * Appends `entry` to the transcript's `speaker_overrides` list, written as ONE flow-style line
 * by core (`FrontmatterDoc.set(…, { flow: true })`: in place when the key exists, else appended
 * to the frontmatter, which is created when missing; every other byte untouched). A list reached
 * through a YAML alias is copied with the entry added. A value that is no list (a text such as
 * `"Speaker 2 = Ben"`, a mapping `Speaker 2: Ben`, a `!!set` (read as a mapping, V190), a number) is the user's own and is
 * never replaced: the call is refused and nothing changes (review14 V3; docs/vault-format.md,
 * "Unknown frontmatter fields … must survive every edit the product makes").
 * @param path the transcript's vault path, named in the refusal.
 * @throws FrontmatterError `not-a-list` when `speaker_overrides` holds something other than a list
 *   (or nothing); FrontmatterError (core) when the transcript's frontmatter cannot be edited.
 */
export function recordOverride(text: string, entry: SpeakerOverride, path?: string): string {
  return editFrontmatter(text, (doc) => {
    const existing = doc.get('speaker_overrides');
    if (existing !== undefined && existing !== null && existing !== '' && !Array.isArray(existing))
      throw new FrontmatterError('not-a-list', path, undefined, undefined, {
        detail: `"speaker_overrides" holds ${valueShape(existing)}, not a list of {speaker, name} entries, so recording this override would replace it; the user can move that value to another property or write it as a list`,
      });
    doc.set('speaker_overrides', [...(Array.isArray(existing) ? existing : []), entry], { flow: true });
  });
}

/** What a frontmatter value that is no list holds, in words (`a text ("…")`, `key: value pairs (a mapping)`). */
function valueShape(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value;
    return `a text (${JSON.stringify(shown)})`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `a single value (${String(value)})`;
  if (value instanceof Map || (typeof value === 'object' && value !== null))
    return 'key: value pairs (a mapping)';
  return 'a single value';
}
