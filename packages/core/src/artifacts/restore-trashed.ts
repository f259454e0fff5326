import { rename } from 'node:fs/promises';
import path from 'node:path';
import { LockedError } from '../errors/locked-error.js';
import { type NothingWritten, nothingWrittenOf } from '../errors/nothing-written.js';
import { retryWhileLocked } from '../fs/lock-retry.js';
import { DEFAULT_RETRY_DELAYS_MS } from '../fs/write-file-atomic.js';
import type { Vault } from '../vault/index.js';

/**
 * Why {@link restoreTrashed} could not put a summary back: the vault paths of the summary in the trash
 * (`trashed`) and of where it belongs (`rel`), and the system's error `code` (`EISDIR`, `ENOENT`, …; `''`
 * when it had none). The message says where the summary is and how to restore it.
 */
export class SummaryNotRestored extends Error {
  constructor(
    readonly trashed: string,
    readonly rel: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(
      `the previous summary could not be put back from the trash${code ? ` (${code})` : ''}: it is at ${trashed}; to restore it, move it back to ${rel}`,
      options,
    );
    this.name = 'SummaryNotRestored';
  }
}

/**
 * Puts the summary `moveToTrash` moved aside (vault path `trashed`; null: none) back at `rel` (vault
 * path, absolute `abs`), over the new summary there: the take-back of a refused summary write.
 * Leftovers2 L366: a failed rename (a folder in the way, the trashed file gone) was ignored, and the
 * refusal said "nothing was written" while the previous summary stayed in the trash.
 * @param delays delays (ms) before each retry of a rename refused with EPERM/EACCES/EBUSY (B43: the
 *   summary held open by another program); default as `writeFileAtomic`.
 * @throws {@link SummaryNotRestored} when the rename fails, after those retries for a held file
 *   (nothing else changed).
 * Spec: docs/atomic-writes.md (a refused call changes no file); review session 34 V2.
 */
export async function restoreTrashed(
  vault: Vault,
  trashed: string | null,
  rel: string,
  abs: string,
  delays: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
): Promise<void> {
  // Security: `trashed` comes from moveToTrash (inside the vault's trash folder), not from a model.
  if (trashed === null) return;
  // B43: a summary held open by another program (Windows) refuses the rename for a while: retried as
  // a write's rename is; the system's code of the last refusal is said.
  const from = path.join(vault.root, ...trashed.split('/'));
  await retryWhileLocked(abs, delays, () => rename(from, abs)).catch((error: unknown) => {
    const failure = LockedError.isInstance(error) ? error.cause : error;
    const code = (failure as NodeJS.ErrnoException | null)?.code;
    throw new SummaryNotRestored(trashed, rel, typeof code === 'string' ? code : '', { cause: error });
  });
}

/**
 * Makes `error` (the refusal being thrown) say `failure` too when it is a {@link SummaryNotRestored}:
 * where the previous summary is and how to restore it, in place of a bare "nothing was written"
 * (core's {@link NothingWritten} parts: `…; the previous summary could not be put back …; other than
 * that, nothing was written`, so a caller that says what it wrote by the parts keeps the sentence).
 * A refusal without the parts gets the sentence after its message. Anything else: `error` unchanged.
 * Leftovers2 L366.
 */
export function sayNotRestored(error: unknown, failure: unknown): void {
  if (!(failure instanceof SummaryNotRestored) || !(error instanceof Error)) return;
  const parts = nothingWrittenOf(error);
  if (parts === null) {
    error.message = `${error.message}; ${failure.message}`;
    return;
  }
  const said: NothingWritten = {
    before: `${parts.before}${failure.message}; other than that, `,
    after: parts.after,
  };
  error.message = `${said.before}nothing was written${said.after}`;
  Object.defineProperty(error, 'nothingWritten', { value: said, enumerable: true, configurable: true });
}
