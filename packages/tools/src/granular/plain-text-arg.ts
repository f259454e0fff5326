/**
 * Checks for short free-text arguments (attendee names, dictation words, speaker labels).
 * Spec: docs/hostile-cases.md B18 (control characters are refused, never written).
 */
import { refuse } from '../output/refusal.js';

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Returns the trimmed value.
 * @throws ToolRefusal when empty, containing line breaks, control/bidi characters
 *   or `*` (it would break `**Speaker:**` labels and list items).
 */
export function plainTextArg(argument: string, value: string): string {
  const v = value.trim();
  if (v === '') refuse(`${argument} is empty`, `give a non-empty ${argument}`);
  if (UNSAFE.test(v) || v.includes('*')) {
    refuse(
      `${argument} ${JSON.stringify(value)} contains line breaks, control characters or "*"`,
      'use plain text on one line',
    );
  }
  return v;
}
