/**
 * `override_speaker`: relabels a transcript speaker (`**<speaker>:**` →
 * `**<name>:**`) on all lines or on file lines `from`–`to` (as read_transcript
 * numbers them; clamped), then records `{ speaker, name, from?, to? }` under the
 * transcript's frontmatter `speaker_overrides` (core `editFrontmatter`; other keys
 * untouched). Written atomically, audited. Refused when no line in range has that
 * speaker (lists the speakers seen there) or the meeting has no transcript.
 * Spec: docs/tools.md, Granular profile; docs/vault-format.md, Transcript note.
 */
import { editFrontmatter, parseNote, writeFileAtomic } from '@ma/core';
import { z } from 'zod';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import { readTextOrNull } from '../session/read-text-or-null.js';
import type { ToolSession } from '../session/tool-session.js';
import { plainTextArg } from './plain-text-arg.js';
import { relabelSpeaker } from './relabel-speaker.js';
import { lineRangeShape } from './shared-schemas.js';

/** Arguments of `override_speaker`. */
export const OverrideSpeakerInputSchema = z.object({
  speaker: z.string().describe('Label as in the transcript, e.g. "Speaker 2".'),
  name: z.string().describe('Real name to use instead.'),
  ...lineRangeShape,
});

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
): ToolDefinition<typeof OverrideSpeakerInputSchema> {
  return defineTool({
    description:
      'Rename a transcript speaker label (e.g. "Speaker 2" → a real name) on all lines or lines from–to, when the transcript makes the identity clear.',
    inputSchema: OverrideSpeakerInputSchema,
    run: async (args) => {
      const speaker = plainTextArg('speaker', args.speaker);
      const name = plainTextArg('name', args.name);
      if (speaker === name) refuse(`speaker and name are both "${name}"`, 'give a different name');
      const meeting = await session.meeting();
      if (!meeting.links.transcript) refuse('this meeting has no transcript', 'nothing to relabel');
      const { abs, rel } = await session.vault.resolve(meeting.links.transcript, {
        argument: 'transcript',
        mustExist: true,
        kind: 'file',
      });
      const before = (await readTextOrNull(abs)) ?? '';
      const r = relabelSpeaker(before, speaker, name, {
        ...args,
        bodyStartLine: parseNote(before).bodyStartLine,
      });
      if (r.count === 0) {
        refuse(
          `no line in ${r.from}–${r.to} of ${rel} is spoken by "${speaker}"`,
          `speakers there: ${r.speakers.join(', ') || '(none)'}`,
        );
      }
      const entry: SpeakerOverride = { speaker, name };
      if (args.from != null) entry.from = args.from;
      if (args.to != null) entry.to = args.to;
      const after = editFrontmatter(r.text, (doc) => {
        const existing = doc.get('speaker_overrides');
        doc.set('speaker_overrides', [...(Array.isArray(existing) ? existing : []), entry]);
      });
      await writeFileAtomic(abs, after);
      session.audit.record(rel, before, after);
      return `relabelled ${r.count} line${r.count === 1 ? '' : 's'} "${speaker}" → "${name}" in ${rel} (lines ${r.from}–${r.to}); recorded under speaker_overrides`;
    },
  });
}
