/**
 * Lines from stdin on demand, for the interactive settings agent: the conversation and the
 * "apply this change?" confirmations read from the same stream, one line at a time.
 * Spec: issue 11, Deliver 4 (`ma settings`: interactive terminal agent; each change confirmed).
 */
import { createInterface } from 'node:readline';

/** Reads one line at a time. */
export interface LineReader {
  /** Writes `prompt` (when given) and resolves with the next line, or null at end of input. */
  next(prompt?: string): Promise<string | null>;
  close(): void;
}

/** Creates a line reader over `input`, writing prompts to `output`. */
export function createLineReader(
  input: NodeJS.ReadableStream,
  output: { write(text: string): unknown },
): LineReader {
  const rl = createInterface({ input, terminal: false });
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let ended = false;
  rl.on('line', (line) => {
    const w = waiting.shift();
    if (w) w(line);
    else lines.push(line);
  });
  rl.on('close', () => {
    ended = true;
    for (const w of waiting.splice(0)) w(null);
  });
  return {
    next(prompt) {
      if (prompt) output.write(prompt);
      const line = lines.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => rl.close(),
  };
}
