/**
 * `ma-daemon run`. Spec: issue 12 (`ma-daemon run --vault V [--since DATE]`, foreground;
 * stopping on SIGINT/SIGTERM).
 */

import type * as Tools from '@ma/tools';
import { type DaemonIo, ExitCode, UsageError } from '../io/daemon-io.js';
import { openDaemonVault, type VaultOptions } from '../io/open-daemon-vault.js';
import { createDaemonLogger } from '../log/create-logger.js';
import { createNotifier } from '../notify/create-notifier.js';
import { parseSince } from '../trigger/parse-since.js';
import { Daemon } from '../work/daemon.js';

/** Options of `ma-daemon run`. */
export interface RunOptions extends VaultOptions {
  since?: string;
}

/**
 * Runs the daemon in the foreground until `io.signal` aborts (the first SIGINT/SIGTERM): logs as
 * readable lines on stderr and JSON lines in `<vault>/.meeting-assistant/logs/daemon.log`;
 * catches up on meetings changed since `--since` (all, without it), then watches. On the signal
 * it stops taking work, lets running summaries finish within `daemon.shutdownMs`, cancels the
 * rest and returns 0.
 * @returns 0 after a clean stop, 1 when it could not start, 2 for a usage error.
 * @throws UsageError for a bad `--since` or `--vault`; ConfigError for a bad configuration.
 * Spec: issue 12.
 */
export async function runCommand(opts: RunOptions, io: DaemonIo): Promise<number> {
  let since: number | null = null;
  if (opts.since !== undefined) {
    try {
      since = parseSince(opts.since);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  const vault = await openDaemonVault(opts, io);
  const color = !io.env.NO_COLOR && io.stderr.isTTY === true;
  const logger = await createDaemonLogger(vault, {
    foreground: true,
    color,
    destination: io.stderr as NodeJS.WritableStream,
  });
  const { log } = logger;
  const notifier = createNotifier(vault, log);
  // `@ma/tools` is loaded with the first run (see Daemon: an idle daemon stays small).
  let tools: typeof Tools | null = null;
  const daemon = new Daemon({
    vault,
    log,
    env: io.env,
    since,
    notifier,
    // The approvals a run raises go through the daemon's prompt; workflow requests to its queue.
    prepareRun: async () => {
      tools ??= await import('@ma/tools');
    },
    approvalGated: (session, signal) =>
      tools!.createApprovalGatedTools(session, {
        prompt: notifier.prompt,
        workflow: notifier.workflowSink,
        signal,
      }),
  });
  try {
    if (io.signal.aborted) return ExitCode.ok;
    log.info({ pid: process.pid, log: logger.file }, 'ma-daemon starting');
    await daemon.start();
    await new Promise<void>((resolve) => {
      if (io.signal.aborted) resolve();
      io.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    const reason = io.signal.reason as { message?: string } | undefined;
    await daemon.stop(reason?.message ?? 'signal');
    return ExitCode.ok;
  } catch (error) {
    log.error({ err: error }, 'ma-daemon failed');
    await daemon.stop('error').catch(() => {});
    return ExitCode.failure;
  } finally {
    await logger.close();
  }
}
