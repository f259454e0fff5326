/**
 * Starts with a letter, then letters, marks, digits, spaces and a little punctuation, and does not
 * end with a space: in a block context of the YAML 1.2 core schema such text is one plain scalar
 * (no indicator at its start, no `: `, ` #`, quotes or line breaks inside) that resolves to a
 * string unless it is a null or boolean word. Numbers never start with a letter.
 */
let plain: RegExp | undefined;
/**
 * Made on first use: a Unicode-property pattern costs about 1 ms to build, which every process
 * loading core paid when it was made as the module loaded (issue 13 (e)).
 */
const PLAIN = (): RegExp => {
  plain ??= /^\p{L}(?:[\p{L}\p{M}\p{N} .,'’()&_-]*[\p{L}\p{M}\p{N}.,'’()&_-])?$/u;
  return plain;
};
/** The core schema's null and boolean words (every other letter-first plain scalar is a string). */
const KEYWORD = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
/**
 * Text that means itself between `"…"` and between `'…'`: no quote, no backslash, no control or
 * line-break character, no surrogate half (checked per UTF-16 unit: pairs are refused too).
 */
const QUOTABLE = /^[^"'\\\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff]*$/;

/**
 * True when the one-line scalar `text`, written as a block-context value (after `key: ` or
 * `- `), provably reads back as the string `value` under the YAML 1.2 core schema without
 * parsing it: `text` is `value` itself as a safe plain scalar, or `value` between double or single
 * quotes with nothing inside that YAML would escape or fold. False means "not shown this way"
 * (the caller then checks by parsing), never "wrong".
 * @param text a scalar as the `yaml` package rendered it.
 * @param value the string it must mean.
 * Spec: issue #13 (`editFrontmatter` ≤ 2× gray-matter, bytes kept; a result that would not parse
 *   back to the intended value is never written); docs/frontmatter.md.
 */
export function scalarTextReadsAs(text: string, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (text === value) return PLAIN().test(value) && !KEYWORD.test(value);
  return (text === `"${value}"` || text === `'${value}'`) && QUOTABLE.test(value);
}
