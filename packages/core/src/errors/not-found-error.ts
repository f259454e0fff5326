import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.NotFoundError');

/**
 * What could not be found.
 * Spec: docs/contracts.md (@ma/core, domain errors); docs/contributing.md (Rules: typed domain errors).
 */
export type NotFoundReason = 'file' | 'meeting' | 'project' | 'link';

/**
 * A file, meeting, project or wikilink target does not exist. `what` is the
 * reference as the caller gave it (a vault-relative path, a meeting name, a
 * project ID or the link text). `noun` is what a message names the missing thing
 * (default: `reason`): `folder` for a path that had to be a folder (`reason` stays
 * `file`, so callers that test for a missing path are unchanged; reviewA session 22 N3).
 * Spec: docs/contracts.md, @ma/core (Vault model).
 */
export class NotFoundError extends MaError {
  readonly [marker] = true;
  constructor(
    readonly reason: NotFoundReason,
    readonly what: string,
    message = `${reason} not found: ${what}`,
    readonly noun: string = reason,
  ) {
    super(message);
  }
  static override isInstance = markerGuard<NotFoundError>(marker);
}
