import { SummaryRunError } from '@ma/agent';
import { AmbiguousError, ConfigError, MaError, NotFoundError } from '@ma/core';
import { type CliIo, writeLine } from './cli-io.js';
import { ExitCode } from './exit-code.js';
import { UsageError } from './usage-error.js';

/** True when `error` is an abort (Ctrl-C through the AbortSignal, or an AbortError from below). */
export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  if (SummaryRunError.isInstance(error)) return error.reason === 'aborted';
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'AI_AbortError');
}

/**
 * Prints an error as one `ma: …` line on stderr (saying what to do) and returns
 * its exit code: {@link UsageError}, unknown/ambiguous meetings → 2; an abort →
 * 130; an invalid configuration and every other error → 1. Set `MA_DEBUG=1` to
 * also print the stack.
 */
export function reportError(error: unknown, io: CliIo): number {
  const c = io.errColors;
  const say = (text: string) => writeLine(io.stderr, `${c.red('ma:')} ${text}`);
  if (isAbort(error, io.signal)) {
    say('interrupted');
    return ExitCode.interrupted;
  }
  if (UsageError.isInstance(error)) {
    say(error.message);
    return ExitCode.usage;
  }
  if (ConfigError.isInstance(error)) {
    say(
      `invalid configuration: ${error.message.split('\n').join('; ')}; fix meeting-assistant.json (or --config) and run \`ma doctor\``,
    );
    return ExitCode.failure;
  }
  if (NotFoundError.isInstance(error) || AmbiguousError.isInstance(error)) {
    say(error.message);
    return ExitCode.usage;
  }
  const message = error instanceof Error ? error.message : String(error);
  say(MaError.isMaError(error) ? message : `${message.split('\n')[0]}`);
  if (io.env.MA_DEBUG && error instanceof Error && error.stack) writeLine(io.stderr, error.stack);
  return ExitCode.failure;
}
