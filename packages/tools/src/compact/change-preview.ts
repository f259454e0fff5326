/**
 * Which `apply_changes` ops are destructive, and what each would change: `delete_identity`,
 * `remove_attendee`, `write_projectfile` replacing or deleting lines of an existing file
 * (`replace_file` or `from`+`to`), and `override_speaker` onto a name that already speaks in the
 * transcript (a merge of two speakers; review9 V4). The preview runs the granular tool's own checks and
 * computation (`findIdentity`, `planAttendeeEdit`, `resolveProjectWrite` + `computeProjectWrite`)
 * without writing, so a preview refuses exactly what the tool would refuse, and renders the
 * change as the audit would record it (core `WriteAudit`: removed and added lines).
 * Spec: seed 002 (propose-then-approve, consequence); issue 14, Deliver 1.
 */
import type { BigIntStats } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  type AuditEntry,
  type PersonAliases,
  parseNote,
  readTextDigest,
  readTextOrNull,
  sha256Text,
  unchangedSince,
  WriteAudit,
} from '@ma/core';
import { DeleteIdentityInputSchema, findIdentity } from '../granular/delete-identity.js';
import { attendeeAliases, planAttendeeEdit } from '../granular/edit-attendees.js';
import { OverrideSpeakerInputSchema } from '../granular/override-speaker.js';
import { plainTextArg } from '../granular/plain-text-arg.js';
import { lineIndexOf } from '../granular/read-numbered.js';
import { relabelSpeaker } from '../granular/relabel-speaker.js';
import { RemoveAttendeeInputSchema } from '../granular/remove-attendee.js';
import { mergedSpeaker, speakerLabels } from '../granular/speaker-merge.js';
import {
  computeProjectWrite,
  emptiesFile,
  previewStreamedRangeWrite,
  resolveProjectWrite,
  WriteProjectfileInputSchema,
} from '../granular/write-projectfile.js';
import { offerKnownText } from '../session/known-text.js';
import type { ToolSession } from '../session/tool-session.js';
import type { CompactWriteOp } from './compact-wording.js';

/** Most diff lines shown in a consequence for the model (the rest is counted). */
export const CONSEQUENCE_DIFF_LINES = 30;

/**
 * Most diff lines shown to the user who approves (the request note, the terminal, an MCP client's
 * form; a toast shows its first lines): the whole diff of any change a meeting's model makes, with
 * a bound so a 100,000-line rewrite still makes a readable note (the rest is counted; past core's
 * audit budget of 2,000 changed lines only the counts are known, as in the audit). Review3 M12.
 */
export const APPROVAL_DIFF_LINES = 1000;

/** A destructive op's consequence and what it was computed from. */
export interface ChangePreview {
  /**
   * What would change, for the model: a line naming the file, the change and its counts, then the
   * paired `-`/`+` lines, at most {@link CONSEQUENCE_DIFF_LINES} (the rest counted).
   */
  consequence: string;
  /**
   * The same for the user who approves: every diff line (up to {@link APPROVAL_DIFF_LINES}), so
   * the approval shows the whole change, not 30 lines and a count (review3 M12).
   */
  full: string;
  /**
   * What the change was computed from, compared again after approval: the file's path, SHA-256 and
   * length (a removed identity, a project file's whole-text write, a speaker merge; for a range of a
   * big project file, streamed, never read whole, its SHA-256 and length), and for a removed
   * attendee also the people the vault declares (identity and person notes' names).
   */
  basis: string | null;
  /**
   * The basis the op's file has now, found without computing the change again (a `stat`, or the
   * file streamed through SHA-256), for an op whose consequence follows from its arguments and
   * that basis alone; compared with {@link basis} after approval. Absent: the preview is computed
   * again and compared whole.
   */
  current?: () => Promise<string | null>;
}

/**
 * `<path>: <what>; removes <r> lines, adds <a> (<before> → <after> lines)`, then the diff's `-`/`+`
 * lines, each removed line next to the added line that took its place (so a line removed with
 * nothing in its place stands out), at most `max`; what is not shown is
 * counted by kind (`… not shown: 31 removed and 30 added lines, they are part of this change too`).
 * The counts are always given (review3 M12: a whole-file rewrite that drops its last line must not
 * look like 30 harmless lines).
 */
function describe(
  path: string,
  what: string,
  before: string | null,
  after: string | null,
): Omit<ChangePreview, 'basis'> {
  const audit = new WriteAudit();
  audit.record(path, before, after);
  return describeEntry(path, what, audit.entries[0]);
}

/**
 * {@link describe} from the audit entry of the change (undefined: nothing changes), computed with
 * core's default diff limits (`new WriteAudit().diffLimits`), as `describe` computes it.
 */
function describeEntry(
  path: string,
  what: string,
  entry: AuditEntry | undefined,
): Omit<ChangePreview, 'basis'> {
  return {
    consequence: describeUpTo(path, what, entry, CONSEQUENCE_DIFF_LINES),
    full: describeUpTo(path, what, entry, APPROVAL_DIFF_LINES),
  };
}

function describeUpTo(path: string, what: string, entry: AuditEntry | undefined, max: number): string {
  const lines = (entry?.patch?.hunks ?? []).flatMap((h) => paired(h.lines.filter((l) => /^[-+]/.test(l))));
  const shown = lines.slice(0, max);
  const hidden = lines.slice(shown.length);
  if (hidden.length > 0) {
    const removed = hidden.filter((l) => l.startsWith('-')).length;
    shown.push(
      `… not shown: ${countLines(removed, 'removed')} and ${countLines(hidden.length - removed, 'added')}; they are part of this change too (the counts above are the whole change)`,
    );
  }
  const counts =
    entry === undefined
      ? ''
      : entry.patch
        ? `; removes ${countLines(entry.removed ?? 0)}, adds ${countLines(entry.added ?? 0)} (${entry.linesBefore} → ${entry.linesAfter} lines)`
        : ` (${entry.summary}; ${entry.linesBefore} → ${entry.linesAfter} lines)`;
  return [`${path}: ${what}${counts}`, ...shown].join('\n');
}

/** `1 line` / `3 removed lines`. */
function countLines(n: number, kind?: string): string {
  return `${n} ${kind ? `${kind} ` : ''}line${n === 1 ? '' : 's'}`;
}

/**
 * A hunk's changed lines with each run of `-` lines interleaved with the `+` run that follows it:
 * `-a`, `+a'`, `-b`, `+b'`, … then the unpaired rest of the longer run.
 */
function paired(lines: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const minus: string[] = [];
    const plus: string[] = [];
    while (i < lines.length && lines[i]!.startsWith('-')) minus.push(lines[i++]!);
    while (i < lines.length && lines[i]!.startsWith('+')) plus.push(lines[i++]!);
    for (let k = 0; k < Math.max(minus.length, plus.length); k++) {
      if (k < minus.length) out.push(minus[k]!);
      if (k < plus.length) out.push(plus[k]!);
    }
  }
  return out;
}

/**
 * The consequence of `op` with its parsed arguments when the op is destructive, else `null`
 * (also for a write whose text the file already holds: it changes nothing, L485). Reads only.
 * @throws what the granular tool would refuse with (ToolRefusal, core's typed errors).
 */
export async function previewChange(
  session: ToolSession,
  op: CompactWriteOp,
  args: Record<string, unknown>,
): Promise<ChangePreview | null> {
  switch (op) {
    case 'delete_identity': {
      const { name } = DeleteIdentityInputSchema().parse(args);
      const { rel, abs } = await findIdentity(session, name);
      const askedAt = Date.now();
      const stats = await stat(abs, { bigint: true }).catch(() => undefined);
      const before = await readTextOrNull(abs);
      const consequence = describe(rel, 'moved to the trash (recoverable)', before, null);
      if (before === null) return { ...consequence, basis: null };
      // The delete moves the file the name finds: that file and its bytes are the whole basis.
      return {
        ...consequence,
        ...textBasisCheck(session, { abs, rel, stats, askedAt }, before, () => findIdentity(session, name)),
      };
    }
    case 'remove_attendee': {
      const name = plainTextArg('name', RemoveAttendeeInputSchema().parse(args).name);
      const askedAt = Date.now();
      const seen = await meetingNoteOf(session);
      const plan = await planAttendeeEdit(session, 'remove', name);
      const file = textBasisCheck(
        session,
        // The stat names the bytes read only when it is of the file read.
        { abs: plan.abs, rel: plan.rel, stats: seen.abs === plan.abs ? seen.stats : undefined, askedAt },
        plan.before,
        () => meetingNoteOf(session),
      );
      // The edit follows from the note's bytes and the people the vault declares (identity and person
      // notes: small, read again); the note's parse, the edit and its diff are not computed again.
      const people = (aliases: readonly PersonAliases[]) =>
        `${file.basis}; people ${JSON.stringify(aliases)}`;
      return {
        ...describe(plan.rel, `attendee "${name}" removed`, plan.before, plan.after),
        basis: people(plan.aliases),
        current: async () => {
          const now = await file.current!();
          return now === file.basis ? people(await attendeeAliases(session, plan.before, name)) : now;
        },
      };
    }
    case 'write_projectfile': {
      const target = await resolveProjectWrite(session, WriteProjectfileInputSchema().parse(args));
      if (target.mode.kind !== 'replace_file' && target.mode.kind !== 'range') return null;
      // A range of a big file is previewed as it is written: streamed, never read whole (issue #13).
      const streamed = await previewStreamedRangeWrite(target, new WriteAudit().diffLimits);
      // L485: lines that already hold the text change nothing: the write runs and says so.
      if (streamed !== null && streamed.entry === undefined) return null;
      if (streamed !== null)
        return { ...describeEntry(target.file.rel, streamed.summary, streamed.entry), basis: streamed.basis };
      const askedAt = Date.now();
      const stats = await stat(target.file.abs, { bigint: true }).catch(() => undefined);
      const { before, result } = await computeProjectWrite(target);
      if (before === null) return null; // creating a file removes nothing
      if (result.text === before) return null; // L485: nothing changes; the write says so
      return {
        ...describe(
          target.file.rel,
          emptiesFile(before, result.text)
            ? `${result.summary}: the file is left empty, its previous text goes to the trash (recoverable)`
            : result.summary,
          before,
          result.text,
        ),
        // The write's text follows from the arguments and the file's bytes (the session's read
        // records decide only whether it is refused, which the write checks again itself).
        ...textBasisCheck(session, { ...target.file, stats, askedAt }, before, async () => {
          const again = await resolveProjectWrite(session, WriteProjectfileInputSchema().parse(args));
          return again.file;
        }),
      };
    }
    case 'override_speaker': {
      // Only a merge (the new name already speaks in the transcript) is destructive (review9 V4).
      const parsed = OverrideSpeakerInputSchema().parse(args);
      const speaker = plainTextArg('speaker', parsed.speaker);
      const name = plainTextArg('name', parsed.name, { creates: true });
      const found = await transcriptOf(session);
      if (found === null) return null; // the tool refuses it
      const askedAt = Date.now();
      const { abs, rel, stats } = await found.resolve();
      const before = await readTextOrNull(abs);
      if (before === null) return null;
      const note = parseNote(before);
      const merged = mergedSpeaker(note, speakerLabels(note.body), speaker, name);
      if (merged === null) {
        // No merge: not destructive, the tool applies it next and may start from this read.
        if (stats) offerKnownText(session, abs, { text: before, stats, askedAtMs: askedAt });
        return null;
      }
      const r = relabelSpeaker(before, speaker, name, {
        from: parsed.from ?? null,
        to: parsed.to ?? null,
        bodyStartLine: note.bodyStartLine,
      });
      if (r.count === 0 || r.ambiguous) return null; // the tool refuses it, in its words
      if (r.text === before) return null; // L485: nothing changes; the tool says so
      return {
        ...describe(
          rel,
          `speaker "${speaker}" merged into ${JSON.stringify(merged)}, who already speaks there: the two can no longer be told apart; the previous transcript goes to the trash (recoverable)`,
          before,
          r.text,
        ),
        // The merge follows from the arguments and the transcript's bytes; the meeting may link
        // another transcript by then.
        ...textBasisCheck(session, { abs, rel, stats, askedAt }, before, async () => {
          const now = await transcriptOf(session);
          return now && (await now.resolve());
        }),
      };
    }
    default:
      return null;
  }
}

/** What a preview of one file's whole text was computed from: its path and bytes. */
const textBasis = (rel: string, sha256: string, bytes: number) => `${rel}: sha256 ${sha256}, ${bytes} bytes`;

/**
 * The basis of a preview computed from the whole text `before` of one file (`seen`: its paths and
 * the stat taken after `askedAt` and before it was read), and its check after approval without
 * reading and computing the change again (issue #13: a merge of speakers read, relabelled and
 * diffed the whole transcript again after the user decided): the file is found again (`again`:
 * another file, or none, is another basis), then its stat is compared (core `unchangedSince`), or,
 * when it moved (a save, a touch that kept the bytes), the file is streamed through SHA-256.
 * For an op whose change follows from its arguments and that file's bytes alone.
 */
function textBasisCheck(
  session: ToolSession,
  seen: { abs: string; rel: string; stats: BigIntStats | undefined; askedAt: number },
  before: string,
  again: () => Promise<{ abs: string; rel: string } | null>,
): Pick<ChangePreview, 'basis' | 'current'> {
  const basis = textBasis(seen.rel, sha256Text(before) as string, Buffer.byteLength(before, 'utf8'));
  return {
    basis,
    current: async () => {
      const now = await again();
      if (now === null) return null;
      if (now.rel !== seen.rel) return `now ${now.rel}`;
      if (seen.stats && now.abs === seen.abs && (await unchangedSince(seen.abs, seen.stats, seen.askedAt)))
        return basis;
      const digest = await readTextDigest(now.abs, lineIndexOf(session.vault));
      return digest && textBasis(now.rel, digest.hash, digest.bytes);
    },
  };
}

/** The session's meeting note resolved with its `stat` (taken before anything is read). */
const meetingNoteOf = (session: ToolSession) =>
  session.vault.resolve(session.meetingPath, {
    argument: 'meeting',
    mustExist: true,
    kind: 'file',
    withStats: true,
  });

/**
 * The meeting's transcript as `override_speaker` finds it (a file that must exist), or null when
 * the meeting links none (the tool refuses that in its words). `resolve` resolves it with its
 * `stat` (taken before anything is read: the key of {@link unchangedSince}).
 */
async function transcriptOf(session: ToolSession) {
  const link = (await session.meeting()).links.transcript;
  if (!link) return null;
  return {
    resolve: () =>
      session.vault.resolve(link, { argument: 'transcript', mustExist: true, kind: 'file', withStats: true }),
  };
}
