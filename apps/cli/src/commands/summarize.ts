/**
 * `ma summarize`. Spec: issue #6, "`ma`: summarize a real meeting end to end from the command
 * line".
 */
import { join, resolve } from 'node:path';
import {
  recordCrashedRun,
  SummaryRunError,
  type SummaryRunFailure,
  summarizeMeeting,
  tokensText,
  toolCallsText,
} from '@ma/agent';
import { ConfigError, showHiddenCharacters } from '@ma/core';
import type { AdapterChoice } from '@ma/notifier';
import type { ToolProfile } from '@ma/tools';
import { type CliApprovals, createCliApprovals } from '../approvals/cli-approvals.js';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { ConfigFileError } from '../io/config-file-error.js';
import { setCrashRecorder } from '../io/crash-guard.js';
import { ExitCode, markDoneDespiteStop } from '../io/exit-code.js';
import type { GlobalOptions, ModelFlagOptions } from '../io/global-options.js';
import { ModelOverrideError } from '../io/model-override-error.js';
import { describeError, isAbort, reportError } from '../io/report-error.js';
import { UsageError } from '../io/usage-error.js';
import { createProgressPrinter } from '../summarize/progress-printer.js';
import { openCliVault } from '../vault/open-cli-vault.js';
import { resolveMeetingArg } from '../vault/resolve-meeting-arg.js';

/** Options of `ma summarize` (global options included). */
export interface SummarizeOptions extends GlobalOptions, ModelFlagOptions {
  engine?: 'agent' | 'extractive';
  json?: boolean;
  /** `--stream`: ask the model for streamed replies (SSE; `@ma/agent`'s `stream: true`). */
  stream?: boolean;
  /** `--approvals`: how approvals are asked (wins over config `approvals.prompt`). */
  approvals?: AdapterChoice;
  /**
   * `--force`: replace a summary edited by hand since it was written (H14); summarize a meeting
   * still being recorded (`status: recording`, kept) as far as its transcript goes (review5 Q7).
   */
  force?: boolean;
  /** `--tools`: the agent's tool profile (wins over config `tools.profile`). */
  tools?: ToolProfile;
}

/** The notice printed when no model is configured (docs/vault-format.md, Configuration). */
export const offlineNotice =
  'no model configured: using the offline extractive engine (configure one with --base-url/--model or meeting-assistant.json)';

/** The notice printed when `--engine extractive` asks for the offline engine (with or without a model configured). */
export const extractiveAskedNotice = 'using the offline extractive engine, as --engine extractive asks';

/**
 * The warning for options of the agent engine given to a run of the offline extractive engine
 * (`--engine extractive`, or no model configured), or null when none was given: `--max-steps`,
 * `--stream`, `--tools`, `--approvals` (the offline engine takes no steps, asks no model and no
 * approval), and with `--engine extractive` the model flags `--base-url`, `--model`, `--api-key-env`
 * (environment variables are not named: they are set for every command).
 * Spec: apps/cli/README.md (`ma summarize` options); reviewA R23 (session 25: they were ignored
 * without a word, exit 0).
 * @param opts - the command's options
 * @param hasModel - whether the configuration (with the flags) has a model
 */
export function agentOnlyOptions(opts: SummarizeOptions, hasModel: boolean): string | null {
  if (opts.engine !== 'extractive' && (hasModel || opts.engine === 'agent')) return null;
  const given = [
    ...(opts.engine === 'extractive' && opts.baseUrl !== undefined ? ['--base-url'] : []),
    ...(opts.engine === 'extractive' && opts.model !== undefined ? ['--model'] : []),
    ...(opts.engine === 'extractive' && opts.apiKeyEnv !== undefined ? ['--api-key-env'] : []),
    ...(opts.maxSteps !== undefined ? ['--max-steps'] : []),
    ...(opts.stream ? ['--stream'] : []),
    ...(opts.tools !== undefined ? ['--tools'] : []),
    ...(opts.approvals !== undefined ? ['--approvals'] : []),
  ];
  if (given.length === 0) return null;
  const why = opts.engine === 'extractive' ? '--engine extractive was given' : 'no model is configured';
  return `${given.join(', ')} ${given.length === 1 ? 'is an option' : 'are options'} of the agent engine and ${given.length === 1 ? 'was' : 'were'} ignored: the offline extractive engine runs (${why}), which asks no model${opts.engine === 'extractive' ? '; leave out --engine extractive to run the agent' : '; configure a model (--base-url/--model or meeting-assistant.json) to run the agent'}`;
}

/** `reason` of the `--json` failure object: the run's reason, else what kind of error it was. */
export type SummarizeFailureReason = SummaryRunFailure | 'usage' | 'interrupted';

function failureReason(error: unknown, code: number): SummarizeFailureReason {
  if (code === ExitCode.interrupted) return 'interrupted';
  if (SummaryRunError.isInstance(error)) return error.reason;
  // S9: model flags or `MA_*` variables that leave the model section invalid are a configuration error too.
  if (
    ConfigFileError.isInstance(error) ||
    ConfigError.isInstance(error) ||
    ModelOverrideError.isInstance(error)
  )
    return 'config';
  if (code === ExitCode.usage) return 'usage';
  return 'error';
}

/**
 * `ma summarize <meeting>`: runs `@ma/agent`'s `summarizeMeeting` on one meeting.
 * The model comes from the configuration with `--base-url/--model/--api-key-env`
 * (or `MA_BASE_URL/MA_MODEL/MA_API_KEY_ENV`; flags win) on top, `--max-steps`
 * overrides `model.maxSteps` (all merged into the file's model section before validation, so a
 * partial section they complete is valid). `--stream` runs the agent with `stream: true`
 * (streamed replies over SSE; same progress events). Without a model the offline extractive engine runs
 * and a notice says so on stderr. `engine` is passed to the agent only when
 * `--engine` was given, so the context note says why the offline engine ran
 * ("No model is configured" vs "was requested").
 * Output: progress on stderr (see `createProgressPrinter`), then `summary: <abs path>`
 * on stdout; with `--json` exactly one JSON object on stdout, also on failure:
 * `{ "ok": true, ...SummaryRun }` or `{ "ok": false, "error": { "reason", "message" } }`
 * (the `ma: …` line still goes to stderr).
 * A summary edited by hand since the product wrote it (its `content_hash` no longer matches) is
 * not replaced unless `--force`: exit 1 with `ma: Summaries/x.md was edited since …` and `--json`
 * reason `edited`, nothing written (H14). A meeting still being recorded (`status: recording`) is
 * refused the same way (reason `recording`) unless `--force` (review5 Q7).
 * An error nothing caught is recorded in the meeting's context note by the crash guard.
 * Ctrl-C aborts through `io.signal`: the agent commits nothing and notes the
 * cancellation in the context note; a pending approval ends as cancelled.
 * `--tools compact|granular` picks the agent's tool profile (else config `tools.profile`; issue 14).
 * Approvals (seed 004): the agent is offered `request_project_association` and
 * `request_workflow_change`, asked through `--approvals` (else config `approvals.prompt`;
 * see `createCliApprovals`); queued workflow requests are waited for after the run.
 * @returns 0 done, 1 failed, 2 usage (unknown meeting, `--engine agent` without a model), 130 interrupted.
 * @throws nothing: the UsageError of an unknown meeting or `--engine agent` without a model, and
 *   every other error, is printed once through `reportError` (and the `--json` failure object) and
 *   returned as the exit code.
 */
export async function summarizeCommand(meeting: string, opts: SummarizeOptions, io: CliIo): Promise<number> {
  const progress = opts.json ? null : createProgressPrinter(io);
  let approvals: CliApprovals | undefined;
  try {
    const vault = await openCliVault(opts, io, opts, meeting);
    // `--tools` wins over config `tools.profile` for this run.
    const config = opts.tools ? { ...vault.config, tools: { profile: opts.tools } } : vault.config;
    if (!config.model && opts.engine === 'agent') {
      throw new UsageError(
        '--engine agent needs a model: configure one with --base-url/--model or meeting-assistant.json',
      );
    }
    const meetingPath = await resolveMeetingArg(vault, meeting, { cwd: io.cwd, env: io.env });
    // Newcomer s33: `--engine extractive` is said as asked, not as "no model configured".
    if (opts.engine === 'extractive') writeLine(io.stderr, io.errColors.yellow(extractiveAskedNotice));
    else if (!config.model) writeLine(io.stderr, io.errColors.yellow(offlineNotice));
    // R23: the agent's options do nothing for the offline engine: said, never dropped in silence.
    const unused = agentOnlyOptions(opts, config.model !== undefined && config.model !== null);
    if (unused !== null) writeLine(io.stderr, `${io.errColors.yellow('warning:')} ${unused}`);
    approvals = createCliApprovals({
      vault,
      io,
      hasApprovalsOption: true,
      ...(opts.approvals ? { choice: opts.approvals } : {}),
      ...(opts.config ? { configPath: resolve(io.cwd, opts.config) } : {}),
    });
    // H13: an error nothing catches still ends up in this meeting's context note and status.
    setCrashRecorder((message) => recordCrashedRun(vault, meetingPath, message));
    const run = await summarizeMeeting({
      vault,
      meeting: meetingPath,
      config,
      ...(opts.engine ? { engine: opts.engine } : {}),
      ...(opts.stream ? { stream: true } : {}),
      ...(opts.force ? { force: true } : {}),
      signal: io.signal,
      env: io.env,
      ...(progress ? { onEvent: progress.onEvent } : {}),
      approvalGated: approvals.approvalGated,
    });
    progress?.close();
    // N13: a stop that came while the summary was being committed did not stop it: say so, exit 0.
    if (io.signal.aborted) {
      markDoneDespiteStop(io);
      writeLine(io.stderr, 'ma: the stop came while the summary was being written: it is kept (exit 0)');
    }
    // Warnings (e.g. a `projects:` entry naming no project) go to stderr in both output modes.
    // S14, N7: warnings quote notes and endpoint text: written out, never raw.
    for (const warning of run.warnings)
      writeLine(io.stderr, `${io.errColors.yellow('warning:')} ${showHiddenCharacters(warning)}`);
    if (opts.json) {
      writeLine(io.stdout, JSON.stringify({ ok: true, ...run }));
    } else {
      const c = io.outColors;
      const summaryAbs = join(vault.root, run.summaryPath);
      const seconds = `${(run.durationMs / 1000).toFixed(1)}s`;
      writeLine(
        io.stderr,
        io.errColors.dim(
          run.engine === 'agent'
            ? `agent: ${run.steps} steps, ${toolCallsText(run.toolCalls, run.toolOutcomes)}, ${tokensText(run.usage.totalTokens, run.steps)}, ` +
                `${run.coverage === null ? 'no transcript (notes only)' : `transcript read ${run.coverage}%`}, ${seconds}`
            : `offline extractive engine, ${seconds}`,
        ),
      );
      // F17: a re-run that gave the same summary rewrote nothing: said, not shown as a new summary.
      writeLine(
        io.stdout,
        run.summaryUnchanged
          ? `${c.green('summary unchanged:')} ${summaryAbs} (the same summary as before; nothing rewritten)`
          : `${c.green('summary:')} ${summaryAbs}`,
      );
      // L97: a summary this run replaced (a hand edit under --force, a refresh) is in the trash,
      // maybe under a numbered name: said here as the run record says it (C24); --json has trashedPath.
      if (run.trashedPath !== null)
        writeLine(
          io.stdout,
          `${c.yellow('previous summary moved to:')} ${join(vault.root, run.trashedPath)} (recoverable)`,
        );
    }
    // Workflow requests outlive the run: wait for the user's decision (or Ctrl-C) before exiting.
    await approvals.finish();
    return ExitCode.ok;
  } catch (error) {
    progress?.close();
    await approvals?.finish();
    const { message, code } = isAbort(error, io.signal)
      ? {
          message: 'interrupted: no summary was written; the context note records the cancelled run',
          code: ExitCode.interrupted,
        }
      : describeError(error, io.signal);
    reportError(error, io, { message, code });
    if (opts.json) {
      writeLine(
        io.stdout,
        JSON.stringify({ ok: false, error: { reason: failureReason(error, code), message } }),
      );
    }
    return code;
  } finally {
    setCrashRecorder(null);
  }
}
