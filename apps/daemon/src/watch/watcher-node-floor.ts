/**
 * The oldest Node.js the daemon's file watcher supports. chokidar 6 (the watcher, Q19) states
 * "Version 6 requires Node.js 22.22 or newer"; the rest of `ma` runs on Node ≥ 22.12, so a user
 * on 22.12–22.21 gets every command but the watching daemon.
 */
import semver from 'semver';

/** chokidar 6's floor; `apps/daemon/package.json`'s `engines.node` says the same (tested). */
export const WATCHER_NODE_FLOOR = '22.22.0';

/**
 * Refuses to start watching on a Node.js older than {@link WATCHER_NODE_FLOOR}: a watcher on an
 * unsupported runtime may miss events, and a daemon that silently summarizes nothing is worse
 * than one that does not start.
 * @param nodeVersion the running version without the `v` (`22.12.0`), as in `process.versions.node`.
 * @param command the command refused, for the message (`ma-daemon run`).
 * @throws Error naming the version found, the version needed and what to do, before anything is
 *   opened or written.
 * Spec: issue 12 (`ma-daemon run`, `ma-daemon install`).
 */
export function assertWatcherNode(nodeVersion: string, command: string): void {
  if (semver.gte(nodeVersion, WATCHER_NODE_FLOOR)) return;
  throw new Error(
    `${command} needs Node.js ${WATCHER_NODE_FLOOR} or newer for its file watcher (chokidar 6); ` +
      `this is Node.js ${nodeVersion}. Install a newer Node.js 22 or later and run it again ` +
      '(the other ma commands work on this one).',
  );
}
