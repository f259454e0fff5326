import { createProgram } from '../src/program.js';

/** The names of `ma`'s commands, from the program definition itself (a command added later is listed too). */
export function commandNames(): string[] {
  const sink = { write: () => true };
  const io = { stdout: sink, stderr: sink } as unknown as Parameters<typeof createProgram>[0];
  return createProgram(io, () => {}).commands.map((c) => c.name());
}
