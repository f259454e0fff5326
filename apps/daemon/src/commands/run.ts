/**
 * `ma-daemon run`. Spec: issue 12 (`ma-daemon run --vault V [--since DATE]`, foreground;
 * stopping on SIGINT/SIGTERM).
 */

import { existsSync, watch } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getSystemErrorName, isDeepStrictEqual } from 'node:util';
import {
  CONFIG_FILE_NAME,
  lockDaemon,
  type MeetingLock,
  pasteCommandText,
  symlinkEscapeMessage,
  type Vault,
} from '@ma/core';
import type * as Tools from '@ma/tools';
import { type DaemonIo, ExitCode, typedName, UsageError } from '../io/daemon-io.js';
import { openDaemonVault, type VaultOptions } from '../io/open-daemon-vault.js';
import { createDaemonLogger } from '../log/create-logger.js';
import { createNotifier } from '../notify/create-notifier.js';
import {
  type SearchServerChild,
  searchServerCommand,
  startSearchServer,
} from '../search/search-server-child.js';
import {
  notAVaultProblem,
  VaultRootChangedError,
  vaultRootChange,
  vaultRootIdentity,
  watchVaultRoot,
} from '../state/vault-root.js';
import { parseSince } from '../trigger/parse-since.js';
import { assertWatcherNode } from '../watch/watcher-node-floor.js';
import { Daemon } from '../work/daemon.js';
import { installedService } from './install.js';

/** Options of `ma-daemon run`. */
export interface RunOptions extends VaultOptions {
  since?: string;
  /**
   * False (`--no-search-server`): no search server for the vault (docs/startup.md, twenty-seventh
   * pass); by default the daemon runs `ma search-server` as a child while it runs.
   */
  searchServer?: boolean;
}

/**
 * Runs the daemon in the foreground until `io.signal` aborts (the first SIGINT/SIGTERM): logs as
 * readable lines on stderr and JSON lines in `<vault>/.meeting-assistant/logs/daemon.log`;
 * catches up on meetings changed since `--since` (all, without it), then watches. On the signal
 * it stops taking work, lets running summaries finish within `daemon.shutdownMs`, cancels the
 * rest and returns 0. While summaries are paused for a configuration problem (N5), a change of
 * the configuration file reloads it: the daemon starts again with it, the waiting meetings first
 * (a configuration that is still invalid is logged and waited out). While it runs, a changed
 * configuration file is checked at once: a valid one is used — once the summaries and hooks
 * running then have ended, the daemon starts again with it (S53) —, an invalid one is an error
 * naming why, the daemon keeping the previous one (review10 W1); a file that is gone (deleted,
 * moved away) is logged and the daemon keeps the configuration it has, never falling back to the
 * built-in defaults until a file is there again (reviewB R58). Unless `--no-search-server` (or
 * `MA_NO_SEARCH_SERVER=1` in its environment, which also keeps `ma search` from asking), it runs
 * the vault's search server (`ma search-server`, as a child: `startSearchServer`) until it stops,
 * so a plain `ma search` on the vault is answered by a running process (issue #13, goal f).
 * @returns 0 after a clean stop, 1 when it could not start, 2 for a usage error.
 * @throws UsageError for a bad `--since` or `--vault`; ConfigError for a bad configuration; Error
 *   on a Node.js older than the watcher's floor (`assertWatcherNode`), before anything is opened.
 * Spec: issue 12.
 */
export async function runCommand(opts: RunOptions, io: DaemonIo): Promise<number> {
  assertWatcherNode(io.nodeVersion ?? process.versions.node, `${typedName(io)} run`);
  let since: number | null = null;
  if (opts.since !== undefined) {
    try {
      since = parseSince(opts.since);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  const vault = await openDaemonVault(opts, io);
  // L393: an empty folder where the vault should be (a drive not mounted yet when the service
  // restarts) is refused before anything is written there.
  const notAVault = await notAVaultProblem(vault.root, CONFIG_FILE_NAME);
  if (notAVault !== null) throw new UsageError(`--vault ${opts.vault}: ${notAVault}`);
  // L390: the folder the vault path names now; a vault moved, renamed or unmounted under a running
  // daemon (an empty mount point left, a new folder made there) must not get a `.meeting-assistant/`
  // and summaries written in its place: before, the daemon took its lock again there (R162) and went
  // on, saying only that its log and lock "were removed".
  const rootIdentity = await vaultRootIdentity(vault.root);
  const rootUnchanged = async () => (await vaultRootChange(vault.root, rootIdentity)) === null;
  // L295: taken before the log is opened, so a second daemon neither works the vault's meetings
  // nor writes into the first one's log.
  // V80: a lock taken over while this daemon was stopped or stalled (another daemon works the
  // vault now), or removed, ends this run: two daemons must never work one vault.
  let lockLost: (error: Error) => void = () => {};
  const lost = new Promise<Error>((resolve) => {
    lockLost = resolve;
  });
  // R162: a lock whose folder was removed (`.meeting-assistant/` deleted by hand, a clean-up tool
  // or a sync client) is no other daemon's: it is taken again, and only when another daemon holds
  // it by then does this one stop. Before, deleting that folder stopped the daemon (exit 1).
  let retaken: ((error: Error) => void) | null = null;
  const onLost = (error: Error) => {
    void vaultRootChange(vault.root, rootIdentity).then((change) => {
      if (change !== null) lockLost(new VaultRootChangedError(vault.root, change));
      else if (retaken !== null && lockFolderRemoved(error)) retaken(error);
      else lockLost(error);
    });
  };
  let vaultLock = await holdVaultLock(vault, io, onLost);
  const color = !io.env.NO_COLOR && io.stderr.isTTY === true;
  const logger = await createDaemonLogger(vault, {
    foreground: true,
    color,
    destination: io.stderr as NodeJS.WritableStream,
    vaultUnchanged: rootUnchanged,
  }).catch(async (error: unknown) => {
    await vaultLock.release();
    throw error;
  });
  const { log } = logger;
  const stopRootWatch = watchVaultRoot(vault.root, rootIdentity, lockLost);
  retaken = (error) => {
    lockDaemon(vault, { onLost }).then(
      (held) => {
        if (held.lock === null) return lockLost(error);
        vaultLock = held.lock;
        log.warn(
          { cause: error.message },
          'the vault lock was removed (.meeting-assistant/ deleted?): taken again, the daemon goes on',
        );
      },
      () => lockLost(error),
    );
  };
  // `@ma/tools` is loaded with the first run (see Daemon: an idle daemon stays small).
  let tools: typeof Tools | null = null;
  const makeDaemon = (v: Vault, resume: readonly string[] = []) => {
    const notifier = createNotifier(v, log, opts.config ? path.resolve(io.cwd, opts.config) : undefined);
    return new Daemon({
      vault: v,
      log,
      env: io.env,
      since,
      notifier,
      resume,
      vaultUnchanged: rootUnchanged,
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
  };
  let current = vault;
  let daemon = makeDaemon(vault);
  // N5: a paused daemon starts again when its configuration file changes.
  const configFile = opts.config
    ? path.resolve(io.cwd, opts.config)
    : path.join(vault.root, CONFIG_FILE_NAME);
  let reloading: Promise<void> = Promise.resolve();
  let reloadTimer: NodeJS.Timeout | undefined;
  // R58: whether the configuration the daemon runs with came from the file (not the defaults).
  let fromFile = existsSync(configFile);
  const reload = async () => {
    if (io.signal.aborted) return;
    // R58: a file that is gone (deleted, moved away, a checkout or sync client between two
    // versions) is not a change to the built-in defaults (no model: the offline engine, other
    // approvals): the daemon keeps the configuration it runs with until a file is there again.
    const present = existsSync(configFile);
    if (!present && fromFile) {
      log.warn(
        { file: configFile },
        'configuration file is gone: the daemon keeps running with the configuration it has; it reads the file again once it is back',
      );
      return;
    }
    fromFile = present;
    const paused = daemon.paused;
    let next: Vault;
    try {
      next = await openDaemonVault(opts, io);
    } catch (error) {
      // W1: a broken file is said at once, not when the next start fails.
      const why = (error as Error).message;
      if (paused)
        log.error(
          { err: error, file: configFile },
          `configuration changed but is not valid: ${why}; still paused`,
        );
      else
        log.error(
          { err: error, file: configFile },
          `configuration changed but is not valid: ${why}; the daemon keeps running with the previous one (fix the file before the next start, which would refuse it)`,
        );
      return;
    }
    if (!paused) {
      // S53: a file saved with the same settings (an editor's save, a sync client) changes
      // nothing; a paused daemon starts again on any save (the way to resume it, N5).
      if (isDeepStrictEqual(next.config, current.config)) {
        log.debug({ file: configFile }, 'configuration file saved with the same settings: nothing to do');
        return;
      }
      // S53: a valid change is used (`ma settings` switching the model, `daemon.trigger`, …), not
      // only logged: the summaries and hooks running now end under the configuration they began
      // with, then the daemon starts again with the new one (a stop signal meanwhile wins).
      log.info(
        { file: configFile },
        'configuration changed: starting again with it once the running summaries end',
      );
      await Promise.race([
        daemon.idle(),
        new Promise<void>((resolve) => {
          if (io.signal.aborted) resolve();
          io.signal.addEventListener('abort', () => resolve(), { once: true });
        }),
      ]);
      if (io.signal.aborted) return;
    }
    log.info(
      { file: configFile, waiting: paused?.waiting ?? [] },
      'configuration changed: starting again with it',
    );
    await daemon.stop('configuration changed');
    if (io.signal.aborted) return;
    current = next;
    daemon = makeDaemon(next, paused?.waiting ?? []);
    await daemon.start();
  };
  const watcher = (() => {
    try {
      return watch(path.dirname(configFile), (_event, name) => {
        if (name !== null && name !== path.basename(configFile)) return;
        clearTimeout(reloadTimer);
        reloadTimer = setTimeout(() => {
          reloading = reloading
            .then(reload)
            .catch((error: unknown) => log.error({ err: error }, 'could not reload the configuration'));
        }, 300);
      });
    } catch (error) {
      log.warn({ err: error, file: configFile }, 'cannot watch the configuration file');
      return null;
    }
  })();
  let searchServer: SearchServerChild | null = null;
  try {
    if (io.signal.aborted) return ExitCode.ok;
    // C25: `pid` is in every line already (the logger's base): named here too, the line held it twice.
    log.info({ log: logger.file }, 'ma-daemon starting');
    await daemon.start();
    if (opts.searchServer !== false && !io.env.MA_NO_SEARCH_SERVER && !io.signal.aborted) {
      const command = searchServerCommand(io.searchServer, io.env);
      if (command === null) log.info('no `ma` on PATH: no search server (`ma search` runs without it)');
      else searchServer = startSearchServer(command, vault.root, io.env, log);
    }
    const lostLock = await Promise.race([
      lost,
      new Promise<null>((resolve) => {
        if (io.signal.aborted) resolve(null);
        io.signal.addEventListener('abort', () => resolve(null), { once: true });
      }),
    ]);
    const rootChanged = lostLock instanceof VaultRootChangedError;
    if (rootChanged) log.error(`ma-daemon stops: ${lostLock.message}`);
    else if (lostLock !== null)
      log.error(
        { err: lostLock },
        `ma-daemon stops: its lock on the vault was taken over by another ma-daemon or removed (${lostLock.message}); two daemons would summarize the same meetings`,
      );
    const reason = io.signal.reason as { message?: string } | undefined;
    watcher?.close();
    clearTimeout(reloadTimer);
    await reloading;
    const why = rootChanged
      ? 'vault folder gone'
      : lostLock !== null
        ? 'vault lock lost'
        : (reason?.message ?? 'signal');
    await Promise.all([daemon.stop(why, { vaultGone: rootChanged }), searchServer?.stop()]);
    return lostLock !== null ? ExitCode.failure : ExitCode.ok;
  } catch (error) {
    // L286: a watched folder that links out of the vault (`Meetings/` → elsewhere) stops the daemon
    // with core's sentence for it (what the link is, the fix), as `ma` says it, not a stack trace.
    const escaped = await symlinkEscapeMessage(current, error).catch(() => null);
    if (escaped !== null) log.error(`ma-daemon cannot run: ${escaped}`);
    else log.error({ err: error }, 'ma-daemon failed');
    watcher?.close();
    clearTimeout(reloadTimer);
    await Promise.all([daemon.stop('error').catch(() => {}), searchServer?.stop()]);
    return ExitCode.failure;
  } finally {
    stopRootWatch();
    await logger.close();
    await vaultLock.release();
  }
}

/** True when a lost vault lock was lost because its folder is gone (not taken over): R162. */
function lockFolderRemoved(error: Error): boolean {
  const errno = (error as NodeJS.ErrnoException).errno;
  return typeof errno === 'number' && getSystemErrorName(errno) === 'ENOENT';
}

/**
 * Takes the vault's daemon lock (core `lockDaemon`) for this run; `onLost` is called when it is
 * taken over or removed while held (V80).
 * @throws Error `another ma-daemon is already running on <vault> (pid …, started …): …` when a
 *   live daemon holds it (L295); the caller prints it and exits 1, having touched nothing.
 */
async function holdVaultLock(
  vault: Vault,
  io: DaemonIo,
  onLost: (error: Error) => void,
): Promise<MeetingLock> {
  const held = await lockDaemon(vault, { onLost });
  if (held.lock !== null) return held.lock;
  const { holder } = held;
  const who = holder
    ? ` (pid ${holder.pid}${holder.hostname ? ` on ${holder.hostname}` : ''}, started ${holder.startedAt})`
    : '';
  // R225: quoted for the user's shell: a vault path with a space or `#` pasted bare ran
  // `status` on another folder (`#` starts a comment).
  const status = pasteCommandText([...typedName(io).split(' '), 'status', '--vault', vault.root]);
  throw new Error(
    `another ma-daemon is already running on ${vault.root}${who}: two daemons would summarize the same meetings; stop that one first${howToStop(vault, io, holder)} (\`${status}\` shows what it does). A daemon that was killed frees the lock at once on this machine, or after ${Math.ceil(held.staleMs / 1000)} s`,
  );
}

/**
 * How to stop the daemon that holds the vault (L441: there is no `ma daemon stop`): the login
 * service's own stop command when `install` put one in place for this vault, and the holder's
 * pid to `kill` (`taskkill` on Windows), on its host when that is another; '' when the lock
 * names no holder.
 */
function howToStop(vault: Vault, io: DaemonIo, holder: { pid: number; hostname?: string } | null): string {
  const service = installedService(io, vault.root);
  const viaService = service
    ? `\`${pasteCommandText(service.stop)}\` (it is installed as a login service)`
    : null;
  if (!holder) return viaService ? ` with ${viaService}` : '';
  const kill = pasteCommandText(
    io.platform === 'win32' ? ['taskkill', '/F', '/PID', String(holder.pid)] : ['kill', String(holder.pid)],
  );
  if (holder.hostname && holder.hostname !== os.hostname())
    return ` on ${holder.hostname} with \`${kill}\` there`;
  return viaService ? ` with ${viaService} or \`${kill}\`` : ` with \`${kill}\``;
}
