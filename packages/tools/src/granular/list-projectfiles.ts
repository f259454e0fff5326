/**
 * `list_projectfiles`: files of a bound project (recursive, core `fileListing`:
 * no symlinks followed out, `.trash` skipped), as paths relative to the project
 * folder with line counts; optional `path` lists a subfolder.
 * Out: `<vault folder> · N files` then `<relative path> (<lines> lines)` (`1 line`), cut at
 * `limits.readChars` (at least one file is shown) with a last line naming the call that reads on,
 * `… cut at 24000 characters; 413 more files not shown; call list_projectfiles with
 * project=x, offset=1087 to read on`; `offset` skips that many files in path order, as
 * `list_meetings` pages (review9 V1). A file `read_projectfile` refuses says so instead of a line count
 * (`diagram.png (binary, 5,000 bytes; not a UTF-8 text file, cannot be read)`, review R28); a file whose
 * name is not UTF-8 is shown with its bytes written out (`caf\xe9.md (its file name is not UTF-8 text, so
 * no tool can open it; rename the file)`), never left out of the count it is part of (reviewA R2).
 * A dependency folder (core `DEPENDENCY_FOLDERS`: `node_modules`, `__pycache__`…) is one line right
 * after the header, `node_modules/ (dependency folder, 10,050 files, not listed: pass path
 * "node_modules" to list it)`, unless `path` lies in one (then it is listed in full; review4 P17).
 * A sync tool's conflict copy (core `syncConflictCopyOf`, the rule `ma doctor` uses: `x (conflicted
 * copy 2026-12-01).md`, `x.sync-conflict-….md`; `x 2.md` / `x (1).md` beside `x.md` as a maybe) is
 * listed and counted like any file, marked with its original: `decisions (conflicted copy
 * 2026-12-01).md (3 lines; sync-conflict copy of decisions.md, not a file of its own)` (leftovers;
 * `search` leaves such copies' lines out, L141).
 * Spec: seed 000, Requirement: Agents can use project context tools; docs/tools.md.
 */
import {
  countNoun,
  type FileEntry,
  fileListing,
  findDependencyFolders,
  inDependencyFolder,
  mediaBytesWords,
  NOT_TEXT_KIND,
  shownNumber,
  syncConflictCopyOf,
} from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import { shownName } from '../output/shown-name.js';
import { requireBoundProject, resolveProjectFile } from '../session/project-scope.js';
import type { ToolSession } from '../session/tool-session.js';
import { wholeNumber } from './shared-schemas.js';

/** Arguments of `list_projectfiles`. */
export const ListProjectfilesInputSchema = lazySchema(() =>
  z.object({
    project: z.string().describe('Bound project ID.'),
    path: z.string().nullish().describe('Subfolder relative to the project; default whole project.'),
    offset: wholeNumber().nullish().describe('Files to skip, in path order (the next page); default 0.'),
  }),
);

/** Creates `list_projectfiles` for one session. */
export function createListProjectfilesTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ListProjectfilesInputSchema>> {
  return defineTool({
    readOnly: true,
    description: 'List the files of a bound project with line counts (paths relative to the project folder).',
    inputSchema: ListProjectfilesInputSchema,
    run: async ({ project, path, offset }) => {
      // V1: a listing pages by `offset` (files skipped in path order), as list_meetings does.
      if (offset != null && offset < 0)
        refuse(
          `offset must be a whole number >= 0, got ${shownNumber(offset)}`,
          'omit offset or pass 0 or more',
        );
      const skip = offset ?? 0;
      const root = await requireBoundProject(session, project);
      const folder =
        path == null || path.trim() === '' || path.trim() === '.'
          ? root.rel
          : (await resolveProjectFile(session, project, path, { mustExist: true, kind: 'folder' })).rel;
      const prefix = `${root.rel}/`;
      const inProject = (p: string) => (p.startsWith(prefix) ? p.slice(prefix.length) : p);
      // P17: thousands of dependency files are one line each folder, unless asked for by path.
      const full = inDependencyFolder(inProject(folder));
      // U20: only the files shown are read (line counts); the rest are counted by the walk.
      const files = await fileListing(session.vault, folder, { skipDependencyFolders: !full });
      // The dependency folders are named on the first page only (a later page is files).
      const deps = full || skip > 0 ? [] : await findDependencyFolders(session.vault, folder, true);
      if (files.count === 0 && deps.length === 0) return `${folder} · no files`;
      if (skip > 0 && skip >= files.count)
        return `${folder} · ${countNoun(files.count, 'file')}; none past offset ${shownNumber(skip)} (offset 0 lists from the first)`;
      const lines = [
        `${folder} · ${countNoun(files.count, 'file')}${skip > 0 ? `; from file ${skip + 1}` : ''}`,
      ];
      for (const d of deps) {
        const shown = shownName(inProject(d.path));
        lines.push(
          `${shown}/ (dependency folder, ${countNoun(d.files ?? 0, 'file', { grouped: true })}, not listed: pass path ${JSON.stringify(shown)} to list it)`,
        );
      }
      // What names this listing in the read-on call (the project as bound, the folder if not the whole).
      const sub = folder === root.rel ? '' : `path=${inProject(folder)}, `;
      let used = lines.slice(1).reduce((n, l) => n + l.length + 1, 0);
      let shown = 0;
      const listings = new Map<string, Map<string, string>>();
      for await (const f of files.entries(skip)) {
        // R2: a name that is not UTF-8 is shown with its bytes written out (`caf\xe9.md`), not as U+FFFD.
        const rel = inProject(f.path);
        const name = f.badName === null ? rel : `${rel.slice(0, rel.lastIndexOf('/') + 1)}${f.badName}`;
        // A sync tool's conflict copy repeats its original: marked, as search leaves it out (L141).
        const copy = f.badName === null ? await syncConflictCopyOf(session.vault, f.path, listings) : null;
        const mark = copy === null ? '' : `; ${copyMark(inProject(copy.original), copy, f.path)}`;
        const line = `${shownName(name)} (${fileFacts(f)}${mark})`;
        // At least one file is shown, however small the budget: a listing always moves on.
        if (shown > 0 && used + line.length + 1 > session.limits.readChars) {
          // A file gone since the walk is not shown: the next page may repeat one, never skip one.
          const next = skip + shown;
          lines.push(
            `… cut at ${session.limits.readChars} characters; ${countNoun(files.count - next, 'more file')} not shown; call list_projectfiles with project=${root.id}, ${sub}offset=${next} to read on`,
          );
          break;
        }
        lines.push(line);
        used += line.length + 1;
        shown++;
      }
      return lines.join('\n');
    },
  });
}

/**
 * What a listing says of one file: its line count (`1 line`, `41 lines`), or, for a file the read
 * tools refuse, its kind and size in the words of their refusal
 * (`binary, 5,000 bytes; not a UTF-8 text file, cannot be read`; a known format by its kind and advice:
 * `its bytes are a picture (PNG), 5,000 bytes; not a UTF-8 text file, cannot be read: …`; `lone CR line breaks, 900 bytes;
 * save it with LF or CRLF line endings, cannot be read`); a file whose name is not UTF-8, that it cannot be
 * opened (reviewA R2). Spec: review R28; review9 V11; reviewA R2 (session 22).
 */
export function fileFacts(f: FileEntry): string {
  if (f.badName !== null) return 'its file name is not UTF-8 text, so no tool can open it; rename the file';
  if (f.notText === null) return countNoun(f.lines, 'line');
  const size = countNoun(f.bytes, 'byte', { grouped: true });
  // A recording, PDF or picture: its kind and what to do, in the read tools' words (session 34 leftovers).
  if (f.media !== undefined)
    return `${mediaBytesWords(f.media, f.path)}, ${size}; not a UTF-8 text file, cannot be read: ${f.media.advice}`;
  const why = f.notText === 'lone-cr' ? 'save it with LF or CRLF line endings' : 'not a UTF-8 text file';
  return `${NOT_TEXT_KIND[f.notText]}, ${size}; ${why}, cannot be read`;
}

/**
 * What a listing adds to a sync-conflict copy's line: `sync-conflict copy of decisions.md, not a file of
 * its own` (`…, which is gone` without its original); for a numbered name, `maybe a sync copy of
 * notes.md (the same name with a number)`, for OneDrive's `notes-DESKTOP-AB12CD.md` `… (the same name
 * with a computer's name, as OneDrive names a copy)`. `original` is shown relative to the project;
 * `name` is the copy's file name or path.
 * Spec: docs/tools.md (list_projectfiles); docs/hostile-cases.md (sync-conflict copies).
 */
export function copyMark(
  original: string,
  copy: { originalExists: boolean; numbered: boolean },
  name = '',
): string {
  const of = shownName(original);
  // V236: OneDrive's `notes-DESKTOP-AB12CD.md` beside `notes.md` is judged by its name as `notes 2.md` is.
  if (copy.numbered)
    return / \(?\d{1,3}\)?\.md$/i.test(name)
      ? `maybe a sync copy of ${of} (the same name with a number)`
      : `maybe a sync copy of ${of} (the same name with a computer's name, as OneDrive names a copy)`;
  return `sync-conflict copy of ${of}${copy.originalExists ? '' : ', which is gone'}, not a file of its own`;
}
