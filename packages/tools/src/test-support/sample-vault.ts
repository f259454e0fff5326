/**
 * Test helper: a temporary copy of `examples/sample-vault` (never the original),
 * opened with core, plus a ready session for one of its meetings.
 * Not exported from the package.
 */
import { cp, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, openVault, type Vault } from '@ma/core';
import { createMemoryDraft } from '../session/summary-draft.js';
import {
  createToolSession,
  type LineShiftEvent,
  type ReadEvent,
  type ToolSession,
} from '../session/tool-session.js';

/** Absolute path of the repository's sample vault (read-only source of the copies). */
export const SAMPLE_VAULT = fileURLToPath(new URL('../../../../examples/sample-vault', import.meta.url));

/** Meetings of the sample vault used by the tests (vault-relative paths). */
export const MEETINGS = {
  kickoff: 'Meetings/2026-03-09 Remote control kickoff.md',
  functional: 'Meetings/2026-03-10 Remote control functional design.md',
  conceptual: 'Meetings/2026-03-11 Remote control conceptual design.md',
  recorder: 'Meetings/2026-03-05 Meeting Recorder weekly.md',
  committee: 'Meetings/2026-02-25 Education committee - Estyn annual report.md',
} as const;

/** A temp vault copy: its canonical root and a cleanup function. */
export interface TempVault {
  root: string;
  cleanup(): Promise<void>;
}

/** Copies the sample vault into a fresh temp folder (realpath'd, so macOS /tmp works too). */
export async function copySampleVault(): Promise<TempVault> {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), 'ma-tools-')));
  const root = path.join(dir, 'vault');
  await cp(SAMPLE_VAULT, root, { recursive: true });
  return { root, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A temp vault, the opened core `Vault`, a session for `meeting`, and the reads reported by `onRead`. */
export interface TestSession extends TempVault {
  vault: Vault;
  session: ToolSession;
  reads: ReadEvent[];
}

/** Copies the sample vault and creates a tool session for `meeting` (default: functional design). */
export async function sampleSession(
  meeting: string = MEETINGS.functional,
  hooks: { onLineShift?: (e: LineShiftEvent) => void } = {},
): Promise<TestSession> {
  const temp = await copySampleVault();
  const vault = await openVault(temp.root, await loadConfig({ vault: temp.root }));
  const reads: ReadEvent[] = [];
  const session = await createToolSession({
    vault,
    meetingPath: meeting,
    summaryDraft: createMemoryDraft(),
    onRead: (e) => reads.push(e),
    ...hooks,
  });
  return { ...temp, vault, session, reads };
}
