import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.ForeignNoteError');

/**
 * A note the product would replace (a summary) belongs to another meeting: its frontmatter
 * `meeting:` link names another note than `meetingPath`. Nothing was changed.
 * Spec: issue 9 H2 ("a run never touches another meeting's files"); docs/contracts.md, Names and links.
 */
export class ForeignNoteError extends MaError {
  readonly [marker] = true;
  readonly reason = 'foreign-note' as const;
  constructor(
    readonly path: string,
    readonly meetingPath: string,
  ) {
    super(
      `${path} belongs to another meeting (its meeting: link does not name ${meetingPath}); ` +
        `it was left as it is: point the summary: link of ${meetingPath} to a note of its own`,
    );
  }
  static override isInstance = markerGuard<ForeignNoteError>(marker);
}
