/**
 * `read_context`: the BODY of the assistant context note (the agent's notebook),
 * numbered as body lines so they match `write_context`'s line numbers. A note
 * that does not exist yet is reported as such (write_context creates it).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (context notebook).
 */
import { parseNote, readTextOrNull, splitContextBody, unusedProductLinks } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { continueHint, readNumberedText } from './read-numbered.js';
import { readRangeShape } from './shared-schemas.js';

/** Arguments of `read_context`. */
export const ReadContextInputSchema = lazySchema(() => z.object({ ...readRangeShape() }));

/** Vault path of the context note (the meeting's link, else core's default path). */
export async function contextPath(session: ToolSession): Promise<string> {
  const meeting = await session.meeting();
  return meeting.links.context ?? `${session.vault.config.folders.context}/${meeting.name}.md`;
}

/**
 * The line the context tools add when the meeting note's `context:` value is not used (not this
 * meeting's own note: a user's note, a project file, the transcript, another meeting's note, R7;
 * a web address, a list, N21), naming the note used instead: `\nnote: context link "[[Notes/Background]]" in Meetings/x.md is
 * refused: …; using Assistant/x.md instead …`; `''` when the link (if any) is used.
 * Spec: docs/contracts.md, Names and links; hostile review R7 (a fallback is never silent).
 */
export async function contextLinkNotice(session: ToolSession): Promise<string> {
  const meeting = await session.meeting();
  const used = { summary: meeting.links.summary ?? '', context: await contextPath(session) };
  const lines = unusedProductLinks(meeting, used).filter((l) => l.startsWith('context'));
  return lines.map((l) => `\nnote: ${l}`).join('');
}

/**
 * The key under which `session.reads` remembers the context note's notes (the body lines above the
 * run records, the lines `write_context` edits): the note's absolute path + `#notes`.
 * Spec: docs/stale-writes.md.
 */
export function contextNotesKey(abs: string): string {
  return `${abs}#notes`;
}

/** The notes of a context note's whole text (core `splitContextBody` of its body). Spec: docs/stale-writes.md. */
export function contextNotes(text: string): string {
  return splitContextBody(parseNote(text).body).notes;
}

/** Creates `read_context` for one session. */
export function createReadContextTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ReadContextInputSchema>> {
  return defineTool({
    readOnly: true,
    description:
      'Read your notebook for this meeting (assistant context body; line numbers as write_context uses them).',
    inputSchema: ReadContextInputSchema,
    acceptsNoArguments: true,
    run: async (range) => {
      const { abs, rel } = await session.vault.resolve(await contextPath(session), {
        argument: 'context',
        kind: 'file',
      });
      const text = await readTextOrNull(abs);
      const notice = await contextLinkNotice(session);
      if (text === null) return `${rel} · does not exist yet; write_context creates it${notice}`;
      // The notes shown are remembered: a write_context range resting on them checks them (P22).
      session.reads.remember(contextNotesKey(abs), contextNotes(text));
      const shown = readNumberedText(
        session,
        rel,
        parseNote(text).body,
        range,
        continueHint('read_context'),
        'body',
      );
      return `${shown}${notice}`;
    },
  });
}
