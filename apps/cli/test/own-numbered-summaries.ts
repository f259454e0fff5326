/**
 * Test helper (breaker L419, V241): meeting notes whose summary names meet (`Sync` and `sync`),
 * summarized by the built `ma`, which then names the second summary `… (2).md` itself.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SampleVaultCopy } from '@ma/testkit';
import { expect } from 'vitest';
import { runMa } from './run-ma.js';

/** A meeting note of project `remote-control` on 2026-03-13 (ended), with `body`. */
export const meetingNote = (title: string, body: string) =>
  `---\ntitle: ${title}\ndate: 2026-03-13\nstatus: ended\nprojects:\n  - remote-control\n---\n${body}\n`;

/** A later meeting of the same project (2026-03-20), whose tools see both summaries. */
export const LATER = '2026-03-20 Remote control follow-up';

/** Writes the {@link LATER} meeting note. */
export async function writeLaterMeeting(vault: SampleVaultCopy): Promise<void> {
  await writeFile(
    join(vault.root, 'Meetings', `${LATER}.md`),
    meetingNote('Follow-up', 'We decided to meet again.').replace('2026-03-13', '2026-03-20'),
  );
}

/**
 * Writes each `[name, body]` as `Meetings/<name>.md` and summarizes it with `ma summarize` (offline
 * engine), in order; resolves to the summaries' names as written (`Summaries/<name>.md`).
 */
export async function summarizeMeetings(
  vault: SampleVaultCopy,
  pairs: readonly (readonly [string, string])[],
): Promise<string[]> {
  for (const [name, body] of pairs)
    await writeFile(join(vault.root, 'Meetings', `${name}.md`), meetingNote(name, body));
  const written: string[] = [];
  for (const [name] of pairs) {
    const run = await runMa(['summarize', `Meetings/${name}.md`, '--vault', vault.root]);
    expect(run.code, run.stderr).toBe(0);
    written.push(/summary: .*\/Summaries\/(.+)\.md/.exec(run.stdout)?.[1] ?? run.stdout);
  }
  return written;
}
