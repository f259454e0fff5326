/**
 * `read_usernotes`: the notes the user typed during the meeting — the linked
 * `usernotes` note, else the meeting note's body (numbered as body lines). A meeting that lists
 * several user-notes notes (two note-takers, review6 S8) has each read by `note` (its vault path,
 * with or without `.md`, its link or its name; default the first), and a read of one names the
 * others. A broken link is refused, never read as the body. The user's private comments (`%% … %%`, `<!-- -->`) are left
 * out, their lines kept empty so numbers stay the file's, and the result says how many lines held one.
 * Spec: docs/tools.md, Granular profile; docs/vault-format.md, Meeting note; review 4 P27.
 */
import {
  hideComments,
  type Meeting,
  meetingUserNotes,
  nameKey,
  nameReadings,
  readText,
  type VaultPath,
} from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';
import { withHiddenComments } from './hidden-comments-line.js';
import { continueHint, readNumberedText } from './read-numbered.js';
import { refuseBrokenLink } from './refuse-broken-link.js';
import { readRangeShape } from './shared-schemas.js';

/** Arguments of `read_usernotes`. */
export const ReadUsernotesInputSchema = lazySchema(() =>
  z.object({
    note: z
      .string()
      .nullish()
      .describe('Which notes note, when the meeting has several (its path); default the first.'),
    ...readRangeShape(),
  }),
);

/** The user-notes note `note` names among `notes` (path, path without `.md`, link, or name), else a refusal. */
function pickNote(meeting: Meeting, notes: readonly VaultPath[], note: string | null | undefined): VaultPath {
  if (note === null || note === undefined || note.trim() === '') return notes[0]!;
  // L54: every reading of the name (core `nameReadings`: `notes#Heading` is the note `notes` too).
  const targets = nameReadings(note).map((r) => nameKey(r.replace(/\\/g, '/').replace(/\.md$/i, '')));
  const found = targets
    .map((target) =>
      notes.find((rel) => {
        const stem = nameKey(rel.replace(/\.md$/i, ''));
        return stem === target || stem.split('/').pop() === target;
      }),
    )
    .find((rel) => rel !== undefined);
  if (found === undefined)
    refuse(
      `note ${JSON.stringify(note)} is not one of the user-notes notes of ${meeting.path}`,
      `note: one of ${notes.join(', ')}`,
    );
  return found;
}

/** Creates `read_usernotes` for one session. */
export function createReadUsernotesTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ReadUsernotesInputSchema>> {
  return defineTool({
    readOnly: true,
    description: "Read the user's own notes from the meeting (often the key points). Numbered lines.",
    inputSchema: ReadUsernotesInputSchema,
    acceptsNoArguments: true,
    run: async ({ note, ...range }) => {
      const meeting = await session.meeting();
      refuseBrokenLink(meeting, 'usernotes');
      const all = meetingUserNotes(meeting);
      if (all.length > 0) {
        const picked = pickNote(meeting, all, note);
        // C18: with several notes the read-on call names the note read; without it, it would read the
        // first note on from that line (the default), skipping the rest of the note being read.
        const hint = continueHint('read_usernotes', all.length > 1 ? `note=${JSON.stringify(picked)}, ` : '');
        const { abs, rel } = await session.vault.resolve(picked, {
          argument: 'path',
          mustExist: true,
          kind: 'file',
        });
        const notes = hideComments(await readText(abs));
        const text = withHiddenComments(
          readNumberedText(session, rel, notes.text, range, hint),
          notes.lines,
          'the notes',
        );
        // S8: several notes (two note-takers): the read names the others, so none is missed.
        const others = all.filter((r) => r !== picked);
        return others.length === 0
          ? text
          : `${text}\n(this meeting has ${all.length} user-notes notes; also read: ${others.map((r) => `note: ${JSON.stringify(r)}`).join(', ')})`;
      }
      if (note !== null && note !== undefined && note.trim() !== '')
        refuse(
          `${meeting.path} has no user-notes note (its notes are its body)`,
          'read_usernotes without note',
        );
      const notes = hideComments(meeting.note.body);
      return withHiddenComments(
        readNumberedText(session, meeting.path, notes.text, range, continueHint('read_usernotes'), 'body'),
        notes.lines,
        'the notes',
      );
    },
  });
}
