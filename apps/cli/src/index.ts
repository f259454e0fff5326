/**
 * `@ma/cli` as a library: the runner for embedding and tests (the bin entry is `src/bin.ts`).
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line".
 */
export { type CliIo, type CliStream, type Colors, processIo } from './io/cli-io.js';
export { ExitCode } from './io/exit-code.js';
export { describeError, reportError } from './io/report-error.js';
export { UsageError } from './io/usage-error.js';
export { main, runMain } from './main.js';
export { createProgram } from './program.js';
