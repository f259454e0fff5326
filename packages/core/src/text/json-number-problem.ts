/**
 * The one check for a number in JSON from outside that `JSON.parse` cannot keep as written in a way a
 * line number, limit or count would miss: one beyond the double range (`1e400` reads as `Infinity`,
 * `-1e400` as `-Infinity`), or one written with a fraction that the parse drops (`1.0000000000000001`
 * and `0.99999999999999999` read as `1`, `1e-400` as `0`), which a whole-number check would take as a
 * whole number in silence (L499). A whole number of any size (`12345678901234567890`) is not a problem:
 * the range rules of docs/tools.md apply to it and messages quote it as written (L64).
 * Spec: docs/tools.md, Numeric arguments; L499.
 */
import { cutText } from './code-points.js';

/** A number {@link jsonNumberProblem} found: where, as written, and what `JSON.parse` reads. */
export interface JsonNumberProblem {
  /** Keys and array indices from the top value down to the number (`["ops", 2, "to"]`); [] for a bare number. */
  path: Array<string | number>;
  /** {@link JsonNumberProblem.path} as a call spells it: `from`, `filters.from`, `ops[2].to`; `the value` for []. */
  where: string;
  /** The number's text as written (`1e400`), cut to 60 characters (`…` at the end) so no message holds 100 KB of digits. */
  written: string;
  /** What `JSON.parse` makes of it (`Infinity`, `1`). */
  reads: number;
  /** What is wrong with it, without the path: `1e400 is beyond the numbers JSON can hold (it reads as Infinity)`. */
  what: string;
  /** One line for a refusal: `ops[2].to: ` and {@link JsonNumberProblem.what}. */
  message: string;
}

/** A JSON number token (RFC 8259 grammar), with its parts. */
const NUMBER = /-?(0|[1-9]\d*)(?:\.(\d+))?(?:[eE]([+-]?\d+))?/y;

/** True when the decimal written by `int`, `frac` and `exp` (parts of {@link NUMBER}) is a whole number. */
function writtenWhole(int: string, frac: string, exp: string): boolean {
  const all = int + frac;
  // L525: a loop, not `/0+$/` (which took seconds on `1.` and 100,000 zeros: each zero starts a new match).
  let end = all.length;
  while (end > 0 && all.charCodeAt(end - 1) === 0x30) end--;
  const digits = all.slice(0, end);
  if (/^0*$/.test(digits)) return true;
  const trailingZeros = int.length + frac.length - digits.length;
  // Digits after the decimal point once the exponent moved it, less the zeros that end the digits.
  const scale = frac.length - trailingZeros - Number(exp || '0');
  return scale <= 0;
}

/** `path` as a call spells it: `from`, `filters.from`, `ops[2].to`; `the value` for []. */
function spelled(path: ReadonlyArray<string | number>): string {
  let out = '';
  for (const step of path) out += typeof step === 'number' ? `[${step}]` : out === '' ? step : `.${step}`;
  return out === '' ? 'the value' : out;
}

/** One open array or object while scanning. */
interface Frame {
  array: boolean;
  /** The member name or index being read. */
  at: string | number;
  /** In an object: the next string is a member name. */
  expectKey: boolean;
}

/**
 * The first number in JSON text, in reading order, that `JSON.parse` cannot keep as written in a way
 * that matters to a whole-number argument ({@link JsonNumberProblem}), or null. One pass without
 * recursion (any depth). Meant for text `JSON.parse` accepts (other text gives null or an arbitrary
 * answer; it never throws).
 * @param text JSON text.
 * @param under a path (`["params", "arguments"]`): only numbers at or inside it count, so a problem
 *   elsewhere (an MCP message's `id`) does not hide one inside it; default [] (the whole text).
 * @returns the number, where it is and a message naming it as written (cut to 60 characters), or null.
 * Spec: docs/tools.md, Numeric arguments; L499.
 */
export function jsonNumberProblem(
  text: string,
  under: ReadonlyArray<string | number> = [],
): JsonNumberProblem | null {
  const stack: Frame[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const top = stack.at(-1);
    if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top && !top.array && top.expectKey) {
        try {
          top.at = JSON.parse(text.slice(i, end + 1)) as string;
        } catch {
          top.at = text.slice(i + 1, end);
        }
        top.expectKey = false;
      }
      i = end + 1;
    } else if (c === '[' || c === '{') {
      stack.push({ array: c === '[', at: 0, expectKey: c === '{' });
      i++;
    } else if (c === ']' || c === '}') {
      stack.pop();
      i++;
    } else if (c === ',') {
      if (top?.array) top.at = (top.at as number) + 1;
      else if (top) top.expectKey = true;
      i++;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m) return null;
      const reads = Number(m[0]);
      // L524: `1.` and 100,000 zeros is quoted by its start only.
      const written = cutText(m[0], 60);
      const inside = under.length <= stack.length && under.every((step, k) => stack[k]?.at === step);
      const what = !inside
        ? null
        : !Number.isFinite(reads)
          ? `${written} is beyond the numbers JSON can hold (it reads as ${reads})`
          : Number.isInteger(reads) && !writtenWhole(m[1] ?? '', m[2] ?? '', m[3] ?? '')
            ? `${written} is not a whole number, though JSON reads it as ${reads === 0 ? 0 : reads}`
            : null;
      if (what !== null) {
        const path = stack.map((f) => f.at);
        const where = spelled(path);
        return { path, where, written, reads, what, message: `${where}: ${what}` };
      }
      i = NUMBER.lastIndex;
    } else i++;
  }
  return null;
}
