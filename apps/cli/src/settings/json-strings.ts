/**
 * Where each string of a JSON text sits: its JSON pointer and its character span, so a value can
 * be replaced in place without re-formatting the rest of the text (what the user reads in a diff).
 * Spec: review R24, N10, review4 P5 (a hidden secret is tied to its JSON pointer).
 */

/** One string token of a JSON text. */
export interface JsonString {
  /** JSON pointer (RFC 6901) of the value, or of the member whose name this is (`isKey`). */
  pointer: string;
  /** Offset of the opening quote, in UTF-16 code units. */
  start: number;
  /** Offset just after the closing quote. */
  end: number;
  /** The decoded string. */
  value: string;
  /** `true` for a member name, `false` for a value. */
  isKey: boolean;
}

interface Frame {
  kind: 'object' | 'array';
  /** The current member name (object) or index (array). */
  member: string;
  expectKey: boolean;
}

/** RFC 6901 escaping of one pointer segment. */
export function pointerSegment(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Every string token of `text`, in order.
 * @returns the tokens, or `null` when `text` is not valid JSON (`JSON.parse` fails).
 * Spec: review4 P5.
 */
export function jsonStrings(text: string): JsonString[] | null {
  try {
    JSON.parse(text);
  } catch {
    return null;
  }
  const out: JsonString[] = [];
  const stack: Frame[] = [];
  const pointer = () => stack.map((f) => `/${pointerSegment(f.member)}`).join('');
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const value = JSON.parse(text.slice(i, j + 1)) as string;
      const top = stack.at(-1);
      if (top?.kind === 'object' && top.expectKey) {
        top.member = value;
        top.expectKey = false;
        out.push({ pointer: pointer(), start: i, end: j + 1, value, isKey: true });
      } else {
        out.push({ pointer: pointer(), start: i, end: j + 1, value, isKey: false });
      }
      i = j + 1;
      continue;
    }
    if (c === '{') stack.push({ kind: 'object', member: '', expectKey: true });
    else if (c === '[') stack.push({ kind: 'array', member: '0', expectKey: false });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',') {
      const top = stack.at(-1);
      if (top?.kind === 'object') top.expectKey = true;
      else if (top) top.member = String(Number(top.member) + 1);
    }
    i++;
  }
  return out;
}
