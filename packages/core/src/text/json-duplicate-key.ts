/**
 * The one check for a JSON object that gives a key twice, which `JSON.parse` reads as its last copy in
 * silence: `meeting-assistant.json` (core `loadConfig`, reviewA T7) and `ma tool --args` (reviewA T8).
 * Spec: docs/vault-format.md, Configuration; apps/cli/README.md (`ma tool --args`).
 */
import { type CST, Parser } from 'yaml';

/** A key given twice: its value (escapes read) and where its second copy starts (1-based line and column). */
export interface DuplicateJsonKey {
  key: string;
  line: number;
  column: number;
}

/**
 * A key that `text` gives twice in one JSON object (at any depth), or null when every object's
 * keys are distinct. Keys are compared after their escapes are read (`"a"` and `"\u0061"` are one key),
 * as `JSON.parse` compares them. Read from the `yaml` package's concrete syntax tree (JSON is YAML 1.2
 * flow syntax; its parser is linear and walks no value it need not read: about 15 ms for 5 MB).
 * @param text JSON text that `JSON.parse` accepts (other text gives null or an arbitrary answer); a
 *   leading byte order mark counts as a character of line 1.
 */
export function duplicateJsonKey(text: string): DuplicateJsonKey | null {
  if (keysAllDistinct(text)) return null;
  const pending: (CST.Token | undefined)[] = [];
  for (const token of new Parser().parse(text)) if (token.type === 'document') pending.push(token.value);
  while (pending.length > 0) {
    const token = pending.pop();
    if (token?.type !== 'flow-collection') continue;
    const isObject = token.start.source === '{';
    const seen = new Set<string>();
    for (const item of token.items) {
      const key = item.key;
      if (isObject && key?.type === 'double-quoted-scalar') {
        const name = JSON.parse(key.source) as string;
        if (seen.has(name)) return { key: name, ...lineColumn(text, key.offset) };
        seen.add(name);
      }
      pending.push(item.value);
    }
  }
  return null;
}

/** 1-based line and column of `offset` in `text`. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/**
 * True when no object of the JSON text `text` writes two of its member names alike, each without a `\`
 * (so none can be another's spelling with escapes): then no object gives a key twice, proven without
 * building the syntax tree (issue #13: a model's every tool call is checked, L7, and the tree cost more
 * than the rest of the call; every `ma` start checks `meeting-assistant.json`, whose sections repeat
 * names, `"prompt"` at the top and inside `"approvals"`: P186). False means only "walk the tree and
 * see": a name with an escape, a name twice in one object, text that is not JSON (it gets the tree
 * walk's answer, as before). Outside JSON strings every `"` opens one, so the strings are found by
 * their quotes; a string followed (after blanks) by `:` is a member name of the innermost open object,
 * and the brackets between strings open and close objects and arrays.
 */
function keysAllDistinct(text: string): boolean {
  try {
    JSON.parse(text);
  } catch {
    return false;
  }
  // Per open object or array (innermost last): the object's member names so far, null for an array.
  const open: (Set<string> | null)[] = [];
  let at = 0;
  for (let quote = text.indexOf('"'); quote !== -1; ) {
    nest(text, at, quote, open);
    let close = text.indexOf('"', quote + 1);
    // A quote after an odd number of backslashes is part of the string.
    for (; close !== -1; close = text.indexOf('"', close + 1)) {
      let slashes = 0;
      while (text.charCodeAt(close - 1 - slashes) === 0x5c) slashes++;
      if (slashes % 2 === 0) break;
    }
    if (close === -1) return false;
    let next = close + 1;
    for (let c = text.charCodeAt(next); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; )
      c = text.charCodeAt(++next);
    if (text.charCodeAt(next) === 0x3a) {
      const name = text.slice(quote + 1, close);
      const names = open.at(-1);
      if (!names || name.includes('\\') || names.has(name)) return false;
      names.add(name);
    }
    at = next;
    quote = text.indexOf('"', next);
  }
  return true;
}

/** Opens and closes the objects and arrays whose brackets lie in `text` from `from` to `to` (outside strings). */
function nest(text: string, from: number, to: number, open: (Set<string> | null)[]): void {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b) open.push(new Set());
    else if (c === 0x5b) open.push(null);
    else if (c === 0x7d || c === 0x5d) open.pop();
  }
}
