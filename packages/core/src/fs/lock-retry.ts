import { LockedError } from '../errors/locked-error.js';

/** The error codes a file held open by another program gives a rename or unlink (Windows; B43). */
const LOCK_CODES = new Set(['EPERM', 'EACCES', 'EBUSY']);

/**
 * Runs `attempt` (one rename or unlink of `absPath`, with whatever checks must precede it) and runs it
 * again after each delay of `delays` (ms) while it fails with EPERM, EACCES or EBUSY — what Windows
 * answers while another program (an editor, Defender, the Search indexer, a sync client) holds the
 * file open. Any other error, or one thrown by the checks, is thrown at once.
 * @returns what `attempt` returned.
 * @throws LockedError (`note is locked by another program: <absPath>`, the last error as `cause`)
 *   when every attempt failed with one of those codes; the caller undoes its own steps.
 * Spec: docs/hostile-cases.md B43 (bounded retries, then "locked"); docs/atomic-writes.md.
 */
export async function retryWhileLocked<T>(
  absPath: string,
  delays: readonly number[],
  attempt: () => T | Promise<T>,
): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | null)?.code;
      if (code === undefined || !LOCK_CODES.has(code)) throw error;
      const delay = delays[n];
      if (delay === undefined) throw new LockedError(absPath, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
