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
