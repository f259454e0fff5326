/**
 * True when `pid` is certainly not running on this host (`kill(pid, 0)` fails with ESRCH).
 * Spec: docs/contracts.md (@ma/core, Run lock); docs/run-journal.md (a dead run's journal).
 */
export function isDead(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as { code?: unknown }).code === 'ESRCH';
  }
}
