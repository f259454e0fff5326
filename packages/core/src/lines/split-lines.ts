import { BOM } from './eol.js';

/**
 * The line model used by every line tool: lines are separated by `\n`; a `\r`
 * before it is part of the break; a final line break ends the last line and
 * does not start a new one. `""` has 0 lines, `"a"` and `"a\n"` have 1.
 * Spec: seed 000, Requirement: Agents can use project context tools; docs/tools.md, Rules shared by all tools (Line ranges).
 */
export interface SplitText {
  bom: boolean;
  lines: string[];
  /** Whether the text ends with a line break (false for an empty text). */
  finalNewline: boolean;
}

/**
 * Splits a text into lines (BOM removed, `\r` stripped) per {@link SplitText}.
 * Spec: seed 000, Requirement: Agents can use project context tools; docs/tools.md, Rules shared by all tools (Line ranges).
 */
export function splitLines(text: string): SplitText {
  const bom = text.startsWith(BOM);
  const body = bom ? text.slice(1) : text;
  if (body === '') return { bom, lines: [], finalNewline: false };
  const finalNewline = body.endsWith('\n');
  const parts = (finalNewline ? body.slice(0, -1) : body).split('\n');
  return { bom, lines: parts.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line)), finalNewline };
}

/**
 * Number of lines of a text under the same model (no array is built).
 * Spec: seed 000, Requirement: Agents can use project context tools; docs/tools.md, Rules shared by all tools (Line ranges).
 */
export function countLines(text: string): number {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  if (body === '') return 0;
  let count = 0;
  for (let i = body.indexOf('\n'); i !== -1; i = body.indexOf('\n', i + 1)) count++;
  return body.endsWith('\n') ? count : count + 1;
}
