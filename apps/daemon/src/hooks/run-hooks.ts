/**
 * Runs the configured post-summary hooks. Spec: issue 12 ("Post-summary hooks": a failing hook is
 * logged and never fails the run).
 */
import type { DaemonConfig } from '@ma/core';
import type { Logger } from 'pino';
import { postWebhook } from './post-webhook.js';
import { runCommandHook } from './run-command-hook.js';
import type { SummaryEvent } from './summary-event.js';

/**
 * Runs `hooks.onSummary` and `hooks.webhook` (both when configured, side by side) for one
 * finished summary and logs how each ended (`hook done` at info, `hook failed` at warn with the
 * exit code, signal, stderr tail or HTTP status; a hook cancelled by `options.signal` is
 * `hook failed` with the abort reason's message as `error`). Each hook keeps its own time limit
 * (the command 60 s, the webhook `timeoutMs` per try). Never throws and never changes the run's
 * outcome; the daemon runs it off the summary queue (N11).
 * Spec: issue 12; review2 N11.
 */
export async function runHooks(
  hooks: DaemonConfig['hooks'],
  event: SummaryEvent,
  log: Logger,
  env: Record<string, string | undefined>,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const { signal } = options;
  const jobs: Promise<void>[] = [];
  if (hooks.onSummary) {
    const argv = hooks.onSummary;
    jobs.push(
      runCommandHook(argv, event, undefined, signal).then((r) => {
        const fields = {
          hook: 'onSummary',
          meeting: event.meeting,
          program: argv[0],
          code: r.code,
          signal: r.signal,
        };
        if (r.ok) log.info(fields, 'hook done');
        else log.warn({ ...fields, error: r.error, stderr: r.stderr }, 'hook failed');
      }),
    );
  }
  if (hooks.webhook) {
    const webhook = hooks.webhook;
    jobs.push(
      postWebhook(webhook, event, env, signal ? { signal } : {}).then((r) => {
        const fields = {
          hook: 'webhook',
          meeting: event.meeting,
          url: webhook.url,
          status: r.status,
          attempts: r.attempts,
        };
        if (r.ok && r.note) log.warn({ ...fields, note: r.note }, 'hook done');
        else if (r.ok) log.info(fields, 'hook done');
        else log.warn({ ...fields, error: r.error }, 'hook failed');
      }),
    );
  }
  await Promise.all(jobs.map((j) => j.catch((error: unknown) => log.warn({ err: error }, 'hook failed'))));
}
