/**
 * Test helper: a tool session on a temporary copy of `examples/sample-vault`
 * (`@ma/testkit`'s `copySampleVault`, never the original), opened with core.
 * Not exported from the package.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type MaConfig, openVault, type SaveWait, type Vault, type WriteAudit } from '@ma/core';
import { copySampleVault } from '@ma/testkit';
import { createMemoryDraft } from '../session/summary-draft.js';
import {
  createToolSession,
  type LineShiftEvent,
  type ReadEvent,
  type ToolSession,
} from '../session/tool-session.js';

/** Meetings of the sample vault used by the tests (vault-relative paths). */
export const MEETINGS = {
  kickoff: 'Meetings/2026-03-09 Remote control kickoff.md',
  functional: 'Meetings/2026-03-10 Remote control functional design.md',
  conceptual: 'Meetings/2026-03-11 Remote control conceptual design.md',
  recorder: 'Meetings/2026-03-05 Meeting Recorder weekly.md',
  committee: 'Meetings/2026-02-25 Education committee - Estyn annual report.md',
} as const;

/** A temp vault copy (canonical root, cleanup), the opened core `Vault`, a session for one meeting, and the reads reported by `onRead`. */
export interface TestSession {
  root: string;
  cleanup(): Promise<void>;
  vault: Vault;
  session: ToolSession;
  reads: ReadEvent[];
}

/**
 * Copies the sample vault and creates a tool session for `meeting` (default: functional design).
 * `limits` overrides some of the config's output budgets (characters) for this vault; `saveWait` is
 * the session's wait for another program's in-place save (`ToolSessionOptions.saveWait`); `audit` the
 * session's audit (`ToolSessionOptions.audit`: one with a journal sees every write recorded).
 */
export async function sampleSession(
  meeting: string = MEETINGS.functional,
  hooks: {
    onLineShift?: (e: LineShiftEvent) => void;
    limits?: Partial<MaConfig['limits']>;
    saveWait?: SaveWait;
    audit?: WriteAudit;
  } = {},
): Promise<TestSession> {
  const temp = await copySampleVault();
  const config = await loadConfig({ vault: temp.root });
  const vault = await openVault(
    temp.root,
    hooks.limits ? { ...config, limits: { ...config.limits, ...hooks.limits } } : config,
  );
  const reads: ReadEvent[] = [];
  const session = await createToolSession({
    vault,
    meetingPath: meeting,
    summaryDraft: createMemoryDraft(),
    onRead: (e) => reads.push(e),
    ...(hooks.onLineShift ? { onLineShift: hooks.onLineShift } : {}),
    ...(hooks.saveWait ? { saveWait: hooks.saveWait } : {}),
    ...(hooks.audit ? { audit: hooks.audit } : {}),
  });
  return { ...temp, vault, session, reads };
}

/**
 * The time (ms) a test of a project file over `STREAMED_APPEND_MIN_BYTES` (8 MiB: its size is the
 * point, the streamed path) may take: each writes and streams about 9 MiB and builds the in-memory
 * reference of the same write; 5-21 s each at load 26 on two cores, past vitest's 30 s beside the
 * other suites at load 30+ (L299).
 */
export const BIG_FILE_TEST_MS = 120_000;

/** Replaces the functional design meeting's attendees in `t`'s vault with `items` (YAML list lines as written). */
export async function setFunctionalAttendees(t: TestSession, items: readonly string[]): Promise<void> {
  const file = path.join(t.root, MEETINGS.functional);
  const text = await readFile(file, 'utf8');
  await writeFile(
    file,
    text.replace(/^attendees:\n(?:[ \t]+.*\n)*/m, `attendees:\n${items.map((i) => `  - ${i}\n`).join('')}`),
  );
}
