/**
 * A string argument with a length limit in characters as a person sees them.
 * Spec: L51 (reviewA U8 remainder); docs/tools.md, Rules shared by all tools (lengths).
 */
import { textLength } from '@ma/core';
import { z } from 'zod';

/**
 * A zod string of at most `max` characters, counted as every other limit a person or a model keeps
 * to is counted (core `textLength`: code points of the NFC form): an accent typed on macOS (NFD,
 * `e` + U+0301) counts once, an emoji (`😀`, two UTF-16 units) once. zod's own `.max()` counts
 * UTF-16 units and would refuse both early. The JSON Schema still shows `maxLength: max` (code
 * points, as JSON Schema counts), so a model sees the limit; over it, the argument problem reads
 * `expected at most <max> characters, got <n> characters`.
 * Spec: L51; reviewA U8; seed 004 (intention ≤ 100 characters).
 */
export function limitedText(max: number) {
  return z
    .string()
    .refine((value) => textLength(value) <= max, {
      error: (issue) =>
        `expected at most ${max} characters, got ${textLength(String(issue.input))} characters`,
    })
    .meta({ maxLength: max });
}
