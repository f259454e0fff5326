import { createHash } from 'node:crypto';

/**
 * The key of a meeting in `.meeting-assistant/` file names (its run lock, its run journals): hex
 * SHA-256 of the lower-cased, NFC-normalised vault-relative meeting path, so case variants on
 * case-insensitive disks share one key.
 * @param meetingPath the resolved vault-relative meeting note (`/` separators).
 * @returns 64 lower-case hex characters.
 * Spec: docs/contracts.md (@ma/core, Run lock); docs/run-journal.md.
 */
export function meetingKey(meetingPath: string): string {
  return createHash('sha256').update(meetingPath.normalize('NFC').toLowerCase()).digest('hex');
}
