import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.TemplateNoteError');

/**
 * A write meant for a meeting (its summary, its assistant context note, its frontmatter) was asked
 * for an Obsidian template kept among the meetings: a note in a template folder the vault's Obsidian
 * settings name, or whose frontmatter still holds `{{date}}`/`{{title}}`/`<% … %>` placeholders
 * (core `templateNoteReason`). Writing would rewrite the template, which every meeting made from it
 * afterwards inherits. Nothing was written. `path` is the note's vault path; `why` the rule that
 * matched (`its frontmatter holds the template placeholder {{date}}, not filled in`).
 * Spec: newcomer session 32 N4; docs/vault-format.md (Meeting note: templates).
 */
export class TemplateNoteError extends MaError {
  readonly [marker] = true;
  readonly reason = 'template' as const;
  constructor(
    readonly path: string,
    readonly why: string,
  ) {
    super(
      `${path} is an Obsidian template, not a meeting (${why}); nothing was written: make a meeting note from the template (Obsidian: "Insert template" in a new note) and use that note, or move the template out of the meetings folder`,
    );
  }
  static override isInstance = markerGuard<TemplateNoteError>(marker);
}
