/**
 * `vault-note`: asks through a Markdown note in the vault, so any editor on any OS, or a phone
 * through sync, can answer. The note `<folder>/<safe name>.md` holds the request in its
 * frontmatter and `- [ ] Approve` / `- [ ] Deny` in its body; ticking one answers. The folder is
 * watched (a folder watch survives editors that save by temp file + rename, B36), with polling
 * as a fallback for file systems where watching is unreliable (network drives, sync folders).
 * When the request ends the note records the outcome and the time (an approval that could not be
 * applied: `status: failed` with the reason, review10 W2); ticks after that are ignored.
 * Deleting the note (or moving it to Obsidian's `.trash`) answers `denied` once it has been gone
 * for a poll interval (an editor's delete + write save is not an answer).
 * The note names its asker (`asker_pid`, `asker_host`); before writing a note the adapter marks the
 * pending notes of askers that are gone, or past their deadline, `abandoned`/`expired` (review4 P21).
 * The request's text is fenced and only the boxes of the note's own answer section count (A1: a
 * model's text in the body — a diff, a prompt — can never answer its own request).
 * Spec: issue 11, Deliver 1 (`vault-note`); docs/hostile-cases.md B36, B37.
 */

import { type FSWatcher, watch } from 'node:fs';
import { link, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ApprovalAdapter, AskContext } from '../approval-adapter.js';
import type { ApprovalAnswer, ApprovalRequest } from '../approval-request.js';
import { type Clock, systemClock } from '../clock.js';
import { onAbort } from '../on-abort.js';
import { safeNoteName, withoutMdExtension } from '../safe-note-name.js';
import { quotedText } from '../text/plain-text.js';
import { isConflictCopyOf } from '../vault-note/conflict-copy-name.js';
import {
  newAnswerKey,
  readTickedAnswer,
  recordOutcome,
  renderRequestNote,
} from '../vault-note/request-note.js';
import {
  frontmatterFields,
  newRequestTempName,
  sweepOrphanedRequests,
} from '../vault-note/sweep-orphaned-requests.js';
import { writeTextAtomic } from '../write-text-atomic.js';

/** Options of {@link vaultNoteAdapter}. */
export interface VaultNoteAdapterOptions {
  /** Absolute folder the request notes go to (the product uses `<vault>/<context folder>/Requests`). */
  folder: string;
  /** Time source for the poll timer and recorded times (default the system clock). */
  clock?: Clock;
  /** Poll interval in ms (default 2000); polling runs even when watching works. */
  pollMs?: number;
  /** Called with the note's absolute path and the request's id when a request note is written (hosts print where to answer; the run record links it, review5 Q5). */
  onNote?: (absPath: string, id: string) => void;
}

/**
 * Creates a request note with `text` under a file name in `folder` that no other request note has:
 * `name.md`, else `name (2).md`, … The note is written to a hidden temp file first and then hard
 * linked to the name, which fails when the name exists, so it appears whole and two requests never
 * share or overwrite one note, whether they come from this adapter, another adapter or another
 * process on the same vault (two meetings `a/Standup` and `b/Standup` asking at once). Where hard
 * links are not supported the name is created exclusively (`wx`) and written.
 * @returns the note's absolute path.
 * @throws I/O errors other than "exists" (a missing parent or read-only folder).
 */
async function createNoteExclusively(folder: string, name: string, text: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const temp = join(folder, newRequestTempName());
  await writeFile(temp, text, 'utf8');
  let linking = true;
  try {
    for (let n = 1; ; n++) {
      const candidate = join(folder, n === 1 ? `${name}.md` : `${name} (${n}).md`);
      try {
        if (linking) await link(temp, candidate);
        else await writeFile(candidate, text, { encoding: 'utf8', flag: 'wx' });
        return candidate;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === 'EEXIST') continue;
        if (!linking || (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV')) throw error;
        linking = false; // no hard links here: claim the same name exclusively instead
        n--;
      }
    }
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/**
 * The file name (without `.md`) of `request`'s note: {@link safeNoteName} of the caller's
 * `noteName`, or of the title when there is none. A `noteName` the rule changes (path separators,
 * `..`, controls, reserved characters: `../../x`, `sub/dir/name`) is never used as a path — the
 * folder is the only place the adapter writes (review M3) — and the caller is told through `say`.
 */
function noteNameIn(request: ApprovalRequest, ctx: AskContext): string {
  if (request.noteName === undefined) return safeNoteName(request.title);
  // `x.md` is the note's file name given as its name (L53): the note is `x.md`, said nowhere.
  const safe = safeNoteName(request.noteName);
  if (safe !== withoutMdExtension(request.noteName)) {
    ctx.say(
      `vault-note: the note name ${quotedText(request.noteName)} is not a plain file name (path separators, "..", control or reserved characters); the request note is ${safe}.md in the requests folder instead`,
    );
  }
  return safe;
}

/**
 * The answers ticked in sync-conflict copies of the request note `path` (Syncthing, Dropbox,
 * Obsidian Sync, iCloud, OneDrive names: {@link isConflictCopyOf}) beside it: each copy's file name
 * and its answer, by name. Only a copy holding this request's answer section (`key`, which no other
 * note has) and still `pending` (or with its frontmatter broken) counts. Empty when the folder
 * cannot be read. Spec: docs/approvals.md (Answers in a sync-conflict copy).
 */
async function conflictCopyAnswers(
  folder: string,
  path: string,
  key: string,
): Promise<{ file: string; answer: ApprovalAnswer }[]> {
  const original = basename(path);
  const names = await readdir(folder).catch(() => [] as string[]);
  const found: { file: string; answer: ApprovalAnswer }[] = [];
  for (const name of names.filter((n) => isConflictCopyOf(n, original)).sort()) {
    const text = await readFile(join(folder, name), 'utf8').catch(() => null);
    if (text === null) continue;
    const status = frontmatterFields(text)?.status;
    if (status !== undefined && status !== 'pending') continue;
    const answer = readTickedAnswer(text, key);
    if (answer !== undefined) found.push({ file: name, answer });
  }
  return found;
}

/** Creates the vault-note adapter. */
export function vaultNoteAdapter(options: VaultNoteAdapterOptions): ApprovalAdapter {
  const clock = options.clock ?? systemClock;
  const pollMs = options.pollMs ?? 2000;
  // Request id → the creation of its note (its path; null when it could not be written).
  const notes = new Map<string, Promise<string | null>>();
  // The ends of the asks still watching a note: close() ends them all (nothing stays watched).
  const watching = new Set<() => void>();

  return {
    name: 'vault-note',
    async ask(request, ctx) {
      if (ctx.signal.aborted) return undefined;
      // P21: notes of askers that are gone (killed, crashed) are marked before a new one is written.
      // Beside the new note, not before it: a request cancelled at once still gets its note (M2).
      void sweepOrphanedRequests(options.folder, { now: clock.now() }).then(
        (swept) => {
          for (const s of swept)
            ctx.say(
              `vault-note: marked ${basename(s.path)} ${s.status}: ${s.reason}; nothing was changed by it`,
            );
        },
        () => undefined,
      );
      // The note's answer key lives only here: text in the note cannot forge the answer section (A1).
      const key = newAnswerKey();
      const created = createNoteExclusively(
        options.folder,
        noteNameIn(request, ctx),
        renderRequestNote(request, ctx.deadline, key),
      );
      notes.set(
        request.id,
        created.catch(() => null),
      );
      const path = await created;
      // The request may have ended while the note was being written (cancelled or shut down at
      // once, a deadline of a few ms): then nothing is watched (review M2); settled() marks the note.
      if (ctx.signal.aborted) return undefined;
      options.onNote?.(path, request.id);
      return new Promise<ApprovalAnswer | undefined>((resolve) => {
        let watcher: FSWatcher | undefined;
        let timer: unknown;
        let checking = false;
        let again = false;
        let ended = false;
        // When the note was first seen missing (null: present). Deleting the note, or moving it to
        // Obsidian's .trash, is the user's "no" (review R8); a save by delete + write is missing
        // only between two events, so the answer needs it missing at two checks a poll apart.
        let missingSince: number | null = null;
        const finish = (answer: ApprovalAnswer | undefined) => {
          if (ended) return;
          ended = true;
          watching.delete(stop);
          watcher?.close();
          clock.clearTimeout(timer);
          removeAbort();
          resolve(answer);
        };
        const stop = () => finish(undefined);
        let markedSaid = false;
        // R213: a note no longer `pending` was ended by someone else (another process's sweep, its
        // clock ahead, wrote "expired … ticking a box now changes nothing"): a tick in it is no answer.
        const tickIn = (text: string): ApprovalAnswer | undefined => {
          // A note whose frontmatter the user broke or removed still answers: only an explicit end does not.
          const status = frontmatterFields(text)?.status;
          if (status === undefined || status === 'pending') return readTickedAnswer(text, key);
          if (!markedSaid) {
            markedSaid = true;
            ctx.say(
              `vault-note: ${basename(path)} is no longer pending (marked by another process); ticks in it are no answer, the request waits for its deadline`,
            );
          }
          return undefined;
        };
        // An answer ticked only in a sync tool's conflict copy of the note is taken, and said; two
        // different answers (the note and a copy, or two copies) are no answer to guess from:
        // `invalid`, naming the files (docs/approvals.md, Answers in a sync-conflict copy).
        const withCopies = async (
          text: string | null,
          found: ApprovalAnswer | undefined,
        ): Promise<ApprovalAnswer | undefined> => {
          if (found !== undefined && missingSince !== null) return found; // deleted: the user's "no"
          // A note another process ended (R213) is not answered through its copies either.
          if (ended || markedSaid || (text === null && found === undefined)) return found;
          const copies = await conflictCopyAnswers(options.folder, path, key);
          let own = found;
          if (own === undefined && copies.length > 0) {
            // The note read again after the copies: an answer saved to it meanwhile is weighed too.
            const now = await readFile(path, 'utf8').catch(() => null);
            own = now === null ? undefined : tickIn(now);
          }
          const all = [...(own === undefined ? [] : [{ file: basename(path), answer: own }]), ...copies];
          const first = all[0];
          if (first === undefined) return undefined;
          if (all.some((a) => a.answer !== first.answer)) {
            const detail = `the request note and its sync-conflict copies hold different answers (${all.map((a) => `${a.file}: ${a.answer}`).join('; ')}); not guessing which is meant`;
            ctx.say(`vault-note: ${detail}`);
            request.onInvalidAnswer?.(detail);
            return 'invalid';
          }
          if (own === undefined)
            ctx.say(
              `vault-note: ${basename(path)} has no answer, but its sync-conflict ${all.length === 1 ? 'copy' : 'copies'} ${all.map((a) => a.file).join(', ')} ${all.length === 1 ? 'holds' : 'hold'} ${first.answer}; taking it`,
            );
          return first.answer;
        };
        const check = async () => {
          if (checking) {
            again = true;
            return;
          }
          checking = true;
          try {
            do {
              again = false;
              const text = await readFile(path, 'utf8').catch(() => null);
              if (text === null) missingSince ??= clock.now();
              else missingSince = null;
              const deleted = missingSince !== null && clock.now() - missingSince >= pollMs;
              const own = deleted ? 'denied' : text === null ? undefined : tickIn(text);
              const answer = await withCopies(text, own);
              if (answer && !ended) return finish(answer);
            } while (again && !ended);
          } finally {
            checking = false;
          }
        };
        const poll = () => {
          if (ended) return;
          void check();
          timer = clock.setTimeout(poll, pollMs);
        };
        const removeAbort = onAbort(ctx.signal, stop);
        if (ended) return;
        watching.add(stop);
        try {
          const base = path.slice(options.folder.length + 1);
          watcher = watch(options.folder, (_event, file) => {
            // Any note in the folder: a sync client writes a conflict copy beside the note (B36).
            if (file === null || file === base || isConflictCopyOf(file, base)) void check();
          });
          watcher.on('error', () => watcher?.close());
        } catch {
          // Watching unsupported here: polling alone answers.
        }
        timer = clock.setTimeout(poll, pollMs);
        void check();
      });
    },
    async settled(request, outcome, at, failure) {
      const note = notes.get(request.id);
      notes.delete(request.id);
      const path = note ? await note : null;
      if (path === null) return;
      const text = await readFile(path, 'utf8').catch(() => null);
      if (text === null) return;
      await writeTextAtomic(path, recordOutcome(text, outcome, at, failure));
    },
    close() {
      // Normally empty (every ask ends with its request); a host calling close() directly still
      // gets every watcher and poll timer released.
      for (const stop of [...watching]) stop();
    },
  };
}
