import type lockfile from 'proper-lockfile';

/**
 * `proper-lockfile`, imported on the first lock: with graceful-fs (which patches `fs` when it
 * loads) and signal-exit it cost every command start a few milliseconds, also the commands that
 * never take a lock (`ma tool read_meetingnote`, `ma search`; docs/startup.md).
 * Spec: issue #13, goals (e) and (f) (load only what a command uses).
 * @returns the module's default export (`lock`, `unlock`, `check`).
 */
export async function loadLockfile(): Promise<typeof lockfile> {
  return (await import('proper-lockfile')).default;
}
