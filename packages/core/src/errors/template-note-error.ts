import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.TemplateNoteError');

/** Words every reason core `excalidrawDrawingReason` gives hold. */
export const DRAWING_REASON = "the Excalidraw plugin's";

/**
 * The whole reasons core `excalidrawDrawingReason` gives (`name`: a `.excalidraw.md` name; `key`: the
 * plugin's frontmatter key): how {@link notMeetingKind} tells a drawing, by the whole reason, never by
 * words a templates folder's name in another reason could hold too (L531).
 */
export const DRAWING_REASONS = {
  name: `its name ends in .excalidraw.md, as ${DRAWING_REASON} drawings do`,
  key: `its frontmatter has ${DRAWING_REASON} excalidraw-plugin: key`,
} as const;

/** What a note kept among the meetings is instead of a meeting: an Obsidian template or an Excalidraw drawing. */
export type NotMeetingKind = 'template' | 'drawing';

/**
 * Why a note is no meeting (core `templateNoteReason`, `splitMeetingTemplates`): its `kind`, and `why`
 * in words for a message (`it is in the templates folder "Templates" that Obsidian's settings name`,
 * {@link DRAWING_REASONS}). Callers tell a drawing from a template by `kind`, never by the words (L531, L553).
 */
export interface NotMeetingReason {
  kind: NotMeetingKind;
  why: string;
}

/**
 * What a note of this kind is, for the messages that refuse or skip it: `an Excalidraw drawing`
 * (core `excalidrawDrawingReason`) or `an Obsidian template`, with what to do instead (`advice`: make a
 * meeting note from the template, or keep drawings out of the meetings folder).
 * @param kind the `kind` of a reason from core `templateNoteReason` (or core `splitMeetingTemplates`).
 * Spec: newcomer session 32 N4; V261; L531 (a templates folder named `the Excalidraw plugin's …` is
 * no drawing); L553 (told by kind, not by the reason's text).
 */
export function notMeetingKind(kind: NotMeetingKind): { what: string; advice: string } {
  return kind === 'drawing'
    ? {
        what: 'an Excalidraw drawing',
        advice:
          'summarize the meeting\'s own note, and keep drawings out of the meetings folder (the Excalidraw plugin\'s "Excalidraw folder" setting) or embed them in the meeting note (![[Drawing.excalidraw]])',
      }
    : {
        what: 'an Obsidian template',
        advice:
          'make a meeting note from the template (Obsidian: "Insert template" in a new note) and use that note, or move the template out of the meetings folder',
      };
}

/**
 * A write meant for a meeting (its summary, its assistant context note, its frontmatter) was asked
 * for an Obsidian template (or an Excalidraw drawing: V261) kept among the meetings: a note in a template folder the vault's Obsidian
 * settings name, or whose frontmatter still holds `{{date}}`/`{{title}}`/`<% … %>` placeholders
 * (core `templateNoteReason`). Writing would rewrite the template, which every meeting made from it
 * afterwards inherits. Nothing was written. `path` is the note's vault path; `why` the rule that
 * matched (`its frontmatter holds the template placeholder {{date}}, not filled in`); `kind` what the
 * note is (`template` or `drawing`).
 * Spec: newcomer session 32 N4; docs/vault-format.md (Meeting note: templates).
 */
export class TemplateNoteError extends MaError {
  readonly [marker] = true;
  readonly reason = 'template' as const;
  readonly why: string;
  readonly kind: NotMeetingKind;
  constructor(
    readonly path: string,
    reason: NotMeetingReason,
  ) {
    const { what, advice } = notMeetingKind(reason.kind);
    super(`${path} is ${what}, not a meeting (${reason.why}); nothing was written: ${advice}`);
    this.why = reason.why;
    this.kind = reason.kind;
  }
  static override isInstance = markerGuard<TemplateNoteError>(marker);
}
