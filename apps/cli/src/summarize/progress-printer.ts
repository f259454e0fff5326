/**
 * Live progress of `ma summarize`. Spec: issue #6, "`ma`: summarize a real meeting end to end from
 * the command line".
 */
import type { AgentEvent } from '@ma/agent';
import { oneLine, showHiddenCharacters } from '@ma/core';
import { type CliIo, useColor, writeLine } from '../io/cli-io.js';

/**
 * Turns the agent's `onEvent` stream into progress on stderr. On a TTY (and
 * without `NO_COLOR`, `FORCE_COLOR=0` or `TERM=dumb`) lines are colored and a tool call shows as a pending line
 * that its result then rewrites in place; otherwise every event is one plain
 * line without ANSI escapes (safe for logs and pipes; with FORCE_COLOR=1 the lines are colored, and on a
 * `TERM=dumb` terminal never rewritten).
 * Lines: `summarizing <meeting> (<engine>, at most N steps)`, for a long meeting
 * `reading lines a–b (part i of n)` per part, `step n of N`,
 * `  tool <name> <args>` then `    → ok|refused|failed: <summary>` (or, for a call that ran but was
 * not a plain success, its outcome: `→ denied: the user declined; …`, `→ unchanged: …`),
 * `  attempt a of b in Ns: <reason>`,
 * `  tokens: in X, out Y`. A `run-error` prints nothing: the command reports the error once
 * (`ma: <message>`), so it is never shown twice.
 */
export function createProgressPrinter(io: CliIo): ProgressPrinter {
  // A line rewritten in place needs a terminal that reads escapes: not with NO_COLOR, FORCE_COLOR=0 or TERM=dumb
  // (FORCE_COLOR=1 asks for colors, not for cursor moves a dumb terminal shows as text: review session 36 V25).
  const live = io.stderr.isTTY === true && io.env.TERM !== 'dumb' && useColor(io.stderr, io.env);
  const c = io.errColors;
  let maxSteps = 0;
  let engine = '';
  let pending = false;
  // A pending line (live mode only) is a tool call waiting for its result.
  const endPending = (replace: boolean) => {
    if (pending) io.stderr.write(replace ? '\r\x1b[2K' : '\n');
    pending = false;
  };
  const line = (text: string) => {
    endPending(false);
    writeLine(io.stderr, text);
  };
  const onEvent = (event: AgentEvent) => {
    switch (event.type) {
      case 'run-start':
        maxSteps = event.maxSteps;
        engine = event.engine;
        line(
          `${c.bold('summarizing')} ${shown(event.meeting)} ${c.dim(
            event.engine === 'agent'
              ? `(agent, at most ${event.maxSteps} steps)`
              : '(offline extractive engine)',
          )}`,
        );
        return;
      case 'step-start':
        // Agent steps are 0-based; people count from 1.
        line(c.cyan(`step ${event.step + 1} of ${maxSteps || '?'}`));
        return;
      case 'tool-call': {
        const text = `  tool ${shown(event.name)} ${shorten(event.args)}`;
        if (live) {
          endPending(false);
          io.stderr.write(`${c.dim(text)} …`);
          pending = true;
        } else {
          line(text);
        }
        return;
      }
      case 'tool-result': {
        // A call the step budget did not run is said as such, never "ok" (nor "refused").
        // A call that ran but was not a plain success (a denied approval, a queued request,
        // nothing changed) shows its outcome, never "ok": the project was not added.
        const verdict = event.notRun
          ? c.yellow('not run')
          : event.refused
            ? c.yellow('refused')
            : event.ok && event.outcome
              ? c.yellow(event.outcome)
              : event.ok
                ? c.green('ok')
                : c.red('failed');
        endPending(live);
        const summary = event.notRun
          ? event.summary.replace(/^(?:refused:\s*)?not run:\s*/, '')
          : event.refused
            ? event.summary.replace(/^refused:\s*/, '')
            : event.ok && event.outcome
              ? withoutLead(event.summary)
              : event.summary;
        writeLine(
          io.stderr,
          `  ${live ? `tool ${shown(event.name)}` : '  →'} ${verdict}: ${shorten(summary)}`,
        );
        return;
      }
      case 'chunk-notes':
        line(c.cyan(`reading lines ${event.from}–${event.to} (part ${event.chunk} of ${event.of})`));
        return;
      case 'retry':
        line(
          c.yellow(
            `  attempt ${event.attempt} of ${event.of} in ${Math.round(event.delayMs / 100) / 10}s: ${showHiddenCharacters(event.reason)}`,
          ),
        );
        return;
      case 'step-end':
        // V54: a server that sends no usage reports nothing, not 0 tokens.
        line(
          c.dim(
            (event.usage.totalTokens ?? 0) === 0
              ? '  tokens: not reported by the server'
              : `  tokens: in ${event.usage.inputTokens ?? 0}, out ${event.usage.outputTokens ?? 0}`,
          ),
        );
        return;
      case 'usage':
        if (engine !== 'agent') return;
        line(
          c.dim(
            (event.usage.totalTokens ?? 0) === 0
              ? 'tokens in all: not reported by the server'
              : `tokens in all: ${event.usage.totalTokens}`,
          ),
        );
        return;
      case 'run-end':
        // The command prints the summary path itself, once the run result is in.
        endPending(false);
        return;
      case 'run-error':
        // Reported once by the command (`ma: …`); only end a pending tool line here.
        endPending(false);
        return;
    }
  };
  return { onEvent, close: () => endPending(false) };
}

/** The agent's event handler plus `close()`, which ends a pending line before other output. */
export interface ProgressPrinter {
  onEvent(event: AgentEvent): void;
  close(): void;
}

/**
 * A name as the terminal may show it: a tool name is the model's text and a meeting's path a file name, so
 * control and format characters are written out (`\x1b`), never sent raw (review7 T4; N7, S14).
 */
function shown(name: string): string {
  return oneLine(name, 200, { showHidden: true });
}

/** One line of at most `max` characters; control characters written out (`\x1b`, R29/N7). */
function shorten(value: unknown, max = 120): string {
  return oneLine(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), max, {
    showHidden: true,
  });
}

/** A granular result without its leading outcome word (`denied: the user declined` → `the user declined`). */
function withoutLead(summary: string): string {
  return summary.replace(
    /^(?:denied|timeout|cancelled|not asked|invalid answer|requested(?: \(already pending\))?):\s*/,
    '',
  );
}
