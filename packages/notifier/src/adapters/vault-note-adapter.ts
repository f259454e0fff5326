/**
 * `vault-note`: asks through a Markdown note in the vault, so any editor on any OS, or a phone
 * through sync, can answer. The note `<folder>/<safe name>.md` holds the request in its
 * frontmatter and `- [ ] Approve` / `- [ ] Deny` in its body; ticking one answers. The folder is
 * watched (a folder watch survives editors that save by temp file + rename, B36), with polling
 * as a fallback for file systems where watching is unreliable (network drives, sync folders).
 * When the request ends the note records the outcome and the time; ticks after that are ignored.
 * Deleting the note (or moving it to Obsidian's `.trash`) answers `denied` once it has been gone
 * for a poll interval (an editor's delete + write save is not an answer).
 * The request's text is fenced and only the boxes of the note's own answer section count (A1: a
 * model's text in the body — a diff, a prompt — can never answer its own request).
 * Spec: issue 11, Deliver 1 (`vault-note`); docs/hostile-cases.md B36, B37.
 */
import { type FSWatcher, watch } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApprovalAdapter } from '../approval-adapter.js';
import type { ApprovalAnswer } from '../approval-request.js';
import { type Clock, systemClock } from '../clock.js';
import { safeNoteName } from '../safe-note-name.js';
import {
  newAnswerKey,
  readTickedAnswer,
  recordOutcome,
  renderRequestNote,
} from '../vault-note/request-note.js';
import { writeTextAtomic } from '../write-text-atomic.js';

/** Options of {@link vaultNoteAdapter}. */
export interface VaultNoteAdapterOptions {
  /** Absolute folder the request notes go to (the product uses `<vault>/<context folder>/Requests`). */
  folder: string;
  /** Time source for the poll timer and recorded times (default the system clock). */
  clock?: Clock;
  /** Poll interval in ms (default 2000); polling runs even when watching works. */
  pollMs?: number;
  /** Called with the note's absolute path when a request note is written (hosts print where to answer). */
  onNote?: (absPath: string) => void;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** A file name in `folder` neither on disk nor `reserved`: `name.md`, else `name (2).md`, …; reserved at once. */
async function freePath(folder: string, name: string, reserved: Set<string>): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = join(folder, n === 1 ? `${name}.md` : `${name} (${n}).md`);
    if (reserved.has(candidate)) continue;
    reserved.add(candidate);
    if (!(await exists(candidate))) return candidate;
  }
}

/** Creates the vault-note adapter. */
export function vaultNoteAdapter(options: VaultNoteAdapterOptions): ApprovalAdapter {
  const clock = options.clock ?? systemClock;
  const pollMs = options.pollMs ?? 2000;
  // Request id → its note and the write that creates it (settled waits for that write).
  const notes = new Map<string, { path: string; written: Promise<void> }>();
  // Paths handed out by this adapter (two requests with one name never share a note).
  const reserved = new Set<string>();

  return {
    name: 'vault-note',
    async ask(request, ctx) {
      const path = await freePath(options.folder, request.noteName ?? safeNoteName(request.title), reserved);
      if (ctx.signal.aborted) return undefined;
      // The note's answer key lives only here: text in the note cannot forge the answer section (A1).
      const key = newAnswerKey();
      const written = writeTextAtomic(path, renderRequestNote(request, ctx.deadline, key));
      notes.set(request.id, { path, written: written.catch(() => undefined) });
      await written;
      options.onNote?.(path);
      return new Promise<ApprovalAnswer | undefined>((resolve) => {
        let watcher: FSWatcher | undefined;
        let timer: unknown;
        let checking = false;
        let again = false;
        // When the note was first seen missing (null: present). Deleting the note, or moving it to
        // Obsidian's .trash, is the user's "no" (review R8); a save by delete + write is missing
        // only between two events, so the answer needs it missing at two checks a poll apart.
        let missingSince: number | null = null;
        const finish = (answer: ApprovalAnswer | undefined) => {
          watcher?.close();
          clock.clearTimeout(timer);
          ctx.signal.removeEventListener('abort', onAbort);
          resolve(answer);
        };
        const onAbort = () => finish(undefined);
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
              const answer = deleted ? 'denied' : text === null ? undefined : readTickedAnswer(text, key);
              if (answer && !ctx.signal.aborted) return finish(answer);
            } while (again && !ctx.signal.aborted);
          } finally {
            checking = false;
          }
        };
        const poll = () => {
          if (ctx.signal.aborted) return;
          void check();
          timer = clock.setTimeout(poll, pollMs);
        };
        ctx.signal.addEventListener('abort', onAbort, { once: true });
        try {
          const base = path.slice(options.folder.length + 1);
          watcher = watch(options.folder, (_event, file) => {
            if (file === null || file === base) void check();
          });
          watcher.on('error', () => watcher?.close());
        } catch {
          // Watching unsupported here: polling alone answers.
        }
        timer = clock.setTimeout(poll, pollMs);
        void check();
      });
    },
    async settled(request, outcome, at) {
      const note = notes.get(request.id);
      notes.delete(request.id);
      if (!note) return;
      await note.written;
      const { path } = note;
      const text = await readFile(path, 'utf8').catch(() => null);
      if (text === null) return;
      await writeTextAtomic(path, recordOutcome(text, outcome, at));
    },
  };
}
