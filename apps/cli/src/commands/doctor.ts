import { stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { summaryTemplateProblem } from '@ma/agent';
import { CONFIG_FILE_NAME, type MaConfig, openVault, showHiddenCharacters } from '@ma/core';
import { checkBasePrompt } from '../doctor/check-base-prompt.js';
import { checkContextWindow } from '../doctor/check-context-window.js';
import { checkMeetings } from '../doctor/check-meetings.js';
import { checkModelEndpoint, endpointTimeoutMs, probeSettings } from '../doctor/check-model-endpoint.js';
import { checkPersonNotes } from '../doctor/check-person-notes.js';
import { checkProjects } from '../doctor/check-projects.js';
import { checkRequestNotes } from '../doctor/check-request-notes.js';
import type { CheckResult } from '../doctor/check-result.js';
import { checkRipgrep } from '../doctor/check-ripgrep.js';
import { checkRunJournals } from '../doctor/check-run-journals.js';
import { checkSyncConflicts } from '../doctor/check-sync-conflicts.js';
import { checkTempFiles } from '../doctor/check-temp-files.js';
import { checkVaultFolders } from '../doctor/check-vault-folders.js';
import { checkWritable } from '../doctor/check-writable.js';
import { configFix } from '../doctor/config-fix.js';
import { STARTER_CONFIG_README_NAME } from '../init/starter-files.js';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { ExitCode } from '../io/exit-code.js';
import type { GlobalOptions, ModelFlagOptions } from '../io/global-options.js';
import { givenOverrides, loadCliConfig, locateVault, modelOverridesFrom } from '../vault/open-cli-vault.js';

/**
 * Options of `ma doctor` (global options and model overrides included).
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line".
 */
export interface DoctorOptions extends GlobalOptions, ModelFlagOptions {}

/**
 * `ma doctor`: checks, in order, the configuration (core `loadConfig` plus the
 * model flags/env), the vault folders (a configured folder that is a symlink out of the vault is
 * named with its target and a fix, never called missing: R19), project folders that are symlinks leading out
 * (ignored for safety: warned with a fix), PROJECT.md files whose metadata cannot be used (broken
 * YAML frontmatter, no `name`…: warned with the file, line and fix; review 2 N19), the meeting notes
 * and the frontmatter and links of their transcripts and notes (review 4 P14), temp files left by interrupted writes (path, size, age;
 * R30), the daemon hooks (an `onSummary` program not found: FAIL; a webhook `secretEnv` not set:
 * warn; review M14), the model endpoint when a model is
 * configured (through `@ma/agent`'s `checkEndpoint`, the agent's own transport:
 * `GET /models` reachable, model listed, a one-tool probe) and ripgrep (a tiny real
 * search). Prints one `ok|warn|FAIL|skip <what>: <detail>` line per check on stdout,
 * with `fix: …` under problems; transport retries are noted on stderr. The last line sums up: `all good`
 * only when every check was ok or skipped, else `nothing to fix, N warnings to read above` or
 * `N problems to fix[, M warnings to read above]` (review11 X12); a meeting a summary run would stop on
 * (a transcript that is not UTF-8, a stray CR, frontmatter that is not YAML, a broken link) is a
 * problem to fix, each one counted, with a fix line of its kind (newcomer N10: it was a warning,
 * `nothing to fix`, exit 0).
 * @returns 0 when nothing failed (warnings allowed), 1 otherwise.
 * @throws UsageError when `--vault` names no folder; the abort reason on Ctrl-C.
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line" (`ma doctor`).
 */
export async function doctorCommand(opts: DoctorOptions, io: CliIo): Promise<number> {
  const results: CheckResult[] = [];
  const print = (r: CheckResult) => {
    results.push(r);
    const c = io.outColors;
    const tag = { ok: c.green('ok  '), warn: c.yellow('warn'), fail: c.red('FAIL'), skip: c.dim('skip') }[
      r.status
    ];
    // S14, N7: a check's text quotes the endpoint (model ids, error bodies) and files: written out.
    writeLine(io.stdout, `${tag} ${showHiddenCharacters(r.label)}: ${showHiddenCharacters(r.detail)}`);
    if (r.fix && r.status !== 'ok')
      for (const fix of typeof r.fix === 'string' ? [r.fix] : r.fix)
        writeLine(io.stdout, `     fix: ${showHiddenCharacters(fix)}`);
  };

  const where = await locateVault(opts, io, false);
  const configFile = where.configPath ?? join(where.root, CONFIG_FILE_NAME);
  const hasFile = (await stat(configFile).catch(() => null))?.isFile() === true;
  let config: MaConfig | null = null;
  let basePrompt: CheckResult | null = null;
  try {
    config = await loadCliConfig(where, modelOverridesFrom(opts, io), givenOverrides(opts, io));
    // A base prompt file a run cannot read makes the configuration unusable (N3).
    basePrompt = await checkBasePrompt(await openVault(where.root, config));
    print(
      basePrompt?.status === 'fail'
        ? basePrompt
        : {
            status: 'ok',
            label: 'config',
            detail: hasFile ? `${configFile} is valid` : `no ${configFile}; using the defaults`,
          },
    );
  } catch (error) {
    print({
      status: 'fail',
      label: 'config',
      detail: (error as Error).message.split('\n').join('; '),
      fix: await configFix(error, configFile),
    });
  }

  if (config) {
    const vault = await openVault(where.root, config);
    if (basePrompt?.status === 'ok') print(basePrompt);
    // review6 S7: "approve" never asks; say so, every time the doctor runs.
    if (config.approvals.prompt === 'approve')
      print({
        status: 'warn',
        label: 'approvals',
        detail:
          'approvals.prompt is "approve": every project association (which widens what a run may read and write), destructive change and workflow request is approved without asking you, also in the daemon',
        fix: 'set approvals.prompt to "toast", "vault-note" or "console" (keep "approve" only for scripts and tests on throw-away vaults)',
      });
    // review4 P24: a template without headings gives a run nothing to check a reply against.
    const templateProblem = summaryTemplateProblem(config.summary.template);
    if (templateProblem !== null) {
      print({
        status: 'warn',
        label: 'summary template',
        detail: templateProblem.replace(/; write the template as .*$/, ''),
        fix: 'write summary.template as Markdown headings with the guidance under them, e.g. "## Summary\\nA short paragraph.\\n\\n## Next steps\\n" (`ma settings` can do it)',
      });
    }
    for (const r of await checkVaultFolders(vault, config, where.configPath)) print(r);
    print(await checkWritable(vault));
    for (const r of await checkProjects(vault)) print(r);
    print(await checkMeetings(vault));
    print(await checkPersonNotes(vault));
    print(await checkTempFiles(vault));
    print(await checkSyncConflicts(vault));
    // review9 V5: the external writes of runs that died unrecorded are recorded now.
    print(await checkRunJournals(vault));
    // review4 P21: request notes whose asker is gone are marked, and said.
    const requests = await checkRequestNotes(vault);
    if (requests) print(requests);
    // Daemon hooks that can never work, said before the first summary (review M14).
    const { hooks } = config.daemon;
    // @ma/daemon is loaded only here (as by `ma daemon`): other commands start without it.
    const { checkHooks } = await import('@ma/daemon');
    const hookProblems = await checkHooks(hooks, { vault: vault.root, env: io.env });
    for (const p of hookProblems)
      print({ status: p.severity, label: 'hooks', detail: p.message, fix: p.fix });
    if (hookProblems.length === 0 && (hooks.onSummary || hooks.webhook)) {
      const names = [hooks.onSummary ? 'onSummary' : null, hooks.webhook ? 'webhook' : null].filter(Boolean);
      print({ status: 'ok', label: 'hooks', detail: `${names.join(' and ')} configured` });
    }
    if (config.model) {
      writeLine(
        io.stderr,
        io.errColors.dim(
          `ma doctor: asking ${config.model.baseURL} (endpoint check up to ${endpointTimeoutMs(config.model) / 1000} s, one try; tool-calling probe up to ${probeSettings(config.model).timeoutMs / 1000} s per try)…`,
        ),
      );
      const checks = await checkModelEndpoint(config.model, {
        env: io.env,
        signal: io.signal,
        onRetry: (e) =>
          writeLine(
            io.stderr,
            io.errColors.dim(
              `ma doctor: attempt ${e.attempt} of ${e.of} in ${Math.round(e.delayMs / 100) / 10}s: ${showHiddenCharacters(e.reason)}`,
            ),
          ),
      });
      for (const r of checks) print(r);
      print(await checkContextWindow(config.model, io.env, io.signal));
      // Model routing (docs/context-budget.md): the small model only reads (no tools needed).
      const small = config.models.small;
      if (small && (small.baseURL !== config.model.baseURL || small.model !== config.model.model)) {
        const smallChecks = await checkModelEndpoint(small, { env: io.env, signal: io.signal });
        for (const r of smallChecks) {
          if (r.label === 'tool calling') continue;
          print({ ...r, label: `small ${r.label}` });
        }
        print({ ...(await checkContextWindow(small, io.env, io.signal)), label: 'small context window' });
      }
    } else {
      print({
        status: 'skip',
        label: 'model',
        detail: 'none configured: `ma summarize` uses the offline extractive engine',
        fix: await noModelFix(configFile),
      });
    }
  }
  print(await checkRipgrep(io.signal));

  // N10: a check that names several problems (the meetings a run stops on) counts each.
  const failed = results.reduce((n, r) => n + (r.status === 'fail' ? (r.problems ?? 1) : 0), 0);
  const warned = results.filter((r) => r.status === 'warn').length;
  // "all good" right under a `warn ... fix:` line read as if the fix were not needed (review11 X12).
  const problems = failed === 0 ? 'nothing to fix' : `${failed} problem${failed === 1 ? '' : 's'} to fix`;
  const warnings = `${warned} warning${warned === 1 ? '' : 's'} to read above`;
  writeLine(
    io.stdout,
    failed === 0 && warned === 0 ? 'all good' : warned === 0 ? problems : `${problems}, ${warnings}`,
  );
  return failed === 0 ? ExitCode.ok : ExitCode.failure;
}

/**
 * The fix line of `skip model`: where to read how a `model` section is written. A vault made by
 * `ma init` has `meeting-assistant.README.md` beside its configuration (its "## model" section, the
 * file `ma init`'s last line names); any other vault is pointed at the repository README, which a
 * user of an installed `ma` may not have at hand. Names the configuration file actually read
 * (`--config` included). Newcomer L416.
 */
async function noModelFix(configFile: string): Promise<string> {
  const readme = join(dirname(configFile), STARTER_CONFIG_README_NAME);
  const beside = (await stat(readme).catch(() => null))?.isFile() === true;
  const where = beside ? `its "## model" section in ${readme}` : 'README: "Connecting a model"';
  return `add a "model" section to ${basename(configFile)} (${where}) or pass --base-url/--model`;
}
