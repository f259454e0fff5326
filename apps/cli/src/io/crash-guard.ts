/**
 * The last line of defence of the `ma` process (H13): an error nothing caught (an uncaught
 * exception, an unhandled promise rejection) is still reported the way every failure is.
 * Spec: issue 9, H13 (a run that dies: record every failure the process can observe; with
 * `--json` the last line of stdout is always one JSON object).
 */
import type { CliStream } from './cli-io.js';

/** Records a crash in the vault (the running command's meeting): context note and status. */
export type CrashRecorder = (message: string) => Promise<void>;

let recorder: CrashRecorder | null = null;

/** Longest wait for the crash record to be written before the process exits, ms. */
const RECORD_TIMEOUT_MS = 5_000;

/**
 * Sets (or clears, with `null`) what a crash records: `ma summarize` sets it once its meeting is
 * known and clears it when the run is over.
 * Spec: issue 9, H13.
 */
export function setCrashRecorder(next: CrashRecorder | null): void {
  recorder = next;
}

/**
 * Installs `uncaughtException` and `unhandledRejection` handlers. On the first crash it:
 * 1. prints `ma: internal error (<kind>): <message>; …` on stderr (the stack with `MA_DEBUG=1`);
 * 2. lets the crash recorder (if any) write `## Run failed` to the context note and
 *    `status: failed` (at most 5 s; the run is not aborted first, so its own cancel record does
 *    not race this one — the exit ends it, nothing half-written is committed);
 * 3. with `json`, prints `{"ok":false,"error":{"reason":"crash","message":…}}` as the last line
 *    of stdout;
 * 4. exits with code 1 after stdout and stderr drained.
 * What the process cannot observe itself: a fatal V8 out-of-memory in the main thread and
 * SIGKILL (neither is caught here: the offline engine reads its transcript as a stream with memory bounded
 * in the transcript's length, issue 13, and its batch workers have no heap cap of their own; a stale run
 * lock is taken over by the next run).
 * Spec: issue 9, H13.
 */
export function installCrashGuard(opts: {
  json: boolean;
  debug: boolean;
  /** Where to write instead of `process.stdout`/`process.stderr` (written synchronously: no drain). */
  outputs?: { stdout: CliStream; stderr: CliStream };
}): void {
  const stdout = opts.outputs?.stdout ?? process.stdout;
  const stderr = opts.outputs?.stderr ?? process.stderr;
  let crashed = false;
  const onCrash = (kind: string) => (error: unknown) => {
    if (crashed) return;
    crashed = true;
    const text = error instanceof Error ? error.message : String(error);
    const message = `internal error (${kind}): ${text.split('\n')[0] ?? ''}`;
    stderr.write(`ma: ${message}; this is a bug — please report it (MA_DEBUG=1 shows the stack)\n`);
    if (opts.debug && error instanceof Error && error.stack) stderr.write(`${error.stack}\n`);
    const record = recorder
      ? Promise.race([
          recorder(message).catch(() => {}),
          new Promise<void>((done) => setTimeout(done, RECORD_TIMEOUT_MS).unref()),
        ])
      : Promise.resolve();
    void record.then(async () => {
      if (opts.json) {
        stdout.write(`\n${JSON.stringify({ ok: false, error: { reason: 'crash', message } })}\n`);
      }
      if (!opts.outputs) {
        await new Promise<void>((done) => process.stdout.write('', () => done()));
        await new Promise<void>((done) => process.stderr.write('', () => done()));
      }
      process.exit(1);
    });
  };
  process.on('uncaughtException', onCrash('uncaught exception'));
  process.on('unhandledRejection', onCrash('unhandled promise rejection'));
}
