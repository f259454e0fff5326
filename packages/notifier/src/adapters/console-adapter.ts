/**
 * `console`: asks on the terminal with a countdown. Without a terminal (stdin or the
 * output stream is not a TTY: CI, pipes, a daemon) it cannot ask, says so, and answers `unavailable`.
 * It never answers `denied` for a user it did not ask: the outcome is `unavailable` (A7).
 * Questions are asked one at a time, in order; a line typed while no question is open (for
 * example after a deadline) is dropped, never carried over to the next question.
 * An approval that could then not be applied is said on the terminal too (`approved, but not applied: …`, review10 W2).
 * The request is shown with runs of blank lines and whitespace collapsed (`visibleText`), so no part of it scrolls away above the question (review6 S3).
 * Spec: issue 11, Deliver 1 (console adapter: TTY question with a countdown; no TTY → not asked, with a message; issue A7).
 */
import { createInterface, type Interface } from 'node:readline';
import type { ApprovalAdapter } from '../approval-adapter.js';
import type { ApprovalAnswer } from '../approval-request.js';
import { type Clock, systemClock } from '../clock.js';
import { oneLineText, visibleText } from '../text/plain-text.js';

/** Options of {@link consoleAdapter}. */
export interface ConsoleAdapterOptions {
  /** Where answers are read (default `process.stdin`). */
  input?: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Where questions and the countdown are written (default `process.stderr`). */
  output?: NodeJS.WritableStream & { isTTY?: boolean };
  /** Time source for the countdown (default the system clock). */
  clock?: Clock;
  /** Countdown refresh interval in ms (default 1000). */
  tickMs?: number;
  /**
   * The sentence that ends the message when there is no terminal to ask on: how to choose another
   * approval channel in the host (a command-line option, a configuration key). Default: a generic
   * sentence naming no option, as hosts differ (review10 W13).
   */
  unavailableHint?: string;
}

/** {@link ConsoleAdapterOptions.unavailableHint} by default. */
const DEFAULT_UNAVAILABLE_HINT =
  'Choose an approval channel that can reach the user (vault-note: answer in the vault), or approve or deny.';

/** `m:ss` for a number of ms (rounded up to whole seconds). */
function left(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Creates the console adapter. The line reader opens with the first question and closes with `close()`. */
export function consoleAdapter(options: ConsoleAdapterOptions = {}): ApprovalAdapter {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stderr;
  const clock = options.clock ?? systemClock;
  const tickMs = options.tickMs ?? 1000;
  let queue: Promise<unknown> = Promise.resolve();
  let reader: Interface | undefined;
  let onLine: ((line: string) => void) | undefined;
  // Requests asked on the terminal, until settled (an approval that then failed is said there, W2).
  const asked = new Set<string>();

  const lines = () => {
    if (!reader) {
      reader = createInterface({ input, terminal: false });
      reader.on('line', (line) => {
        if (onLine) onLine(line);
        else if (line.trim() !== '') output.write('(no question is waiting; input ignored)\n');
      });
    }
    return reader;
  };

  const askOne = (title: string, body: string, signal: AbortSignal, deadline: number) =>
    new Promise<ApprovalAnswer | undefined>((resolve) => {
      if (signal.aborted) return resolve(undefined);
      lines();
      output.write(`\n${title}\n${body}\n`);
      let timer: unknown;
      const tick = () => {
        output.write(`\rApprove? [y/n] (${left(deadline - clock.now())} left) `);
        timer = clock.setTimeout(tick, tickMs);
      };
      const end = (answer: ApprovalAnswer | undefined, note?: string) => {
        clock.clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        onLine = undefined;
        if (note) output.write(`\n${note}\n`);
        resolve(answer);
      };
      const onAbort = () =>
        end(undefined, `(${String(signal.reason ?? 'ended')}: this question no longer takes an answer)`);
      onLine = (line: string) => {
        const a = line.trim().toLowerCase();
        if (a === 'y' || a === 'yes') end('approved');
        else if (a === 'n' || a === 'no') end('denied');
        else output.write('please answer y or n\n');
      };
      signal.addEventListener('abort', onAbort, { once: true });
      tick();
    });

  return {
    name: 'console',
    async ask(request, ctx) {
      if (!input.isTTY || !output.isTTY) {
        ctx.say(
          `could not ask the user "${oneLineText(request.title)}": no terminal (stdin/stderr is not a TTY); not approved, and not the user's decision (outcome "unavailable"). ` +
            (options.unavailableHint ?? DEFAULT_UNAVAILABLE_HINT),
        );
        return 'unavailable';
      }
      // Caller text (a model's) never reaches the terminal as escape sequences.
      const turn = queue.then(() =>
        askOne(oneLineText(request.title), visibleText(request.body), ctx.signal, ctx.deadline),
      );
      queue = turn.catch(() => undefined);
      asked.add(request.id);
      return turn;
    },
    settled(request, outcome, _at, failure) {
      // W2: the user answered y here; when the change could then not be made, they read it here too.
      if (!asked.delete(request.id) || outcome !== 'approved' || !failure) return;
      output.write(
        `approved, but not applied: ${oneLineText(failure.message)} (${oneLineText(request.title)})\n`,
      );
    },
    close() {
      reader?.close();
      reader = undefined;
    },
  };
}
