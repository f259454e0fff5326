/**
 * The outcome of one `ma doctor` check, printed as `ok|warn|FAIL|skip <label>: <detail>` with
 * `fix: …` under a `warn`/`fail`. `warn`: works, but worth fixing; `skip`: not checked (and why).
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line" (`ma doctor`).
 */
export interface CheckResult {
  status: 'ok' | 'warn' | 'fail' | 'skip';
  label: string;
  detail: string;
  /** What to do about a `warn`/`fail`: one `fix:` line, or one for each kind of problem named (N10). */
  fix?: string | readonly string[];
  /**
   * How many problems a `fail` names (default 1): `ma doctor`'s last line counts them, so four
   * meetings a run stops on are `4 problems to fix` (newcomer N10).
   */
  problems?: number;
}
