/**
 * Counts the tokens of text for one model family.
 *
 * Spec: issue 14 item 2 (count tokens with a real tokenizer where the family is known).
 */
export interface TokenCounter {
  /** `o200k_base`, `cl100k_base` (the OpenAI tokenizers) or `bytes/3` (the estimate). */
  readonly method: 'o200k_base' | 'cl100k_base' | 'bytes/3';
  /** Tokens of `text` (a whole number ≥ 0). */
  count(text: string): number;
}

/** Special-token text in a transcript (`<|endoftext|>`) is counted as text, never refused. */
const AS_TEXT = { disallowedSpecial: new Set<string>() };

/** GPT-4o, 4.1, 4.5, 5, the o-series and gpt-oss use o200k_base. */
const O200K = /(^|[/:_-])(gpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|gpt-oss|chatgpt|o1|o3|o4)([^a-z]|$)/i;
/** GPT-4 and GPT-3.5 use cl100k_base. */
const CL100K = /(^|[/:_-])(gpt-4|gpt-3\.5)([^a-z]|$)/i;

/**
 * UTF-8 bytes / 3, rounded up: the estimate for model families whose tokenizer is not known.
 * It over-counts every tokenizer of the common local families (Llama, Qwen, Mistral, Gemma, Phi
 * average 3.5–4.5 bytes per token on English and on JSON, and a CJK character is 3 bytes and at
 * most ~1.5 tokens), so a budget kept with it is kept by the server.
 *
 * Spec: issue 14 item 2 (else a safe estimate).
 */
export function estimateTokens(text: string): number {
  return Math.ceil(Buffer.byteLength(text, 'utf8') / 3);
}

/** Han, kana, Hangul and CJK punctuation/fullwidth forms: scripts the common local tokenizers split into about a token a character. */
const CJK =
  /[\u1100-\u11ff\u2e80-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\uff00-\uffef]|[\u{20000}-\u{3134f}]/u;

/**
 * R232 (fixA2 R193): the fewest tokens `text` can take by the tokenizers of the common local
 * families (Llama 3, Qwen 2/3, Mistral, Gemma, Phi), for a rule that must not read an
 * over-count as a cut: ASCII bytes / 3, as {@link estimateTokens} (English and JSON are 3.5–4.5
 * bytes a token); a CJK character ({@link CJK}) half a token (Qwen about 1.4 characters a
 * token, Llama 3 about one); any other non-ASCII code point (Cyrillic, Greek, Devanagari, Arabic,
 * accented Latin, emoji) a quarter of a token (Llama 3 and Qwen take 2.5–4 Cyrillic or Devanagari
 * characters a token, 5–9 UTF-8 bytes, where bytes / 3 counts 0.7–1 token a character, over twice
 * the server's count). Rounded up; a whole number ≥ 0. Never more than {@link estimateTokens}.
 *
 * Spec: docs/context-budget.md (R232: a server's count under half of ours is a cut).
 */
export function leastTokens(text: string): number {
  let ascii = 0;
  let cjk = 0;
  let other = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (code < 0x80) ascii++;
    else if (CJK.test(ch)) cjk++;
    else other++;
  }
  return Math.min(estimateTokens(text), Math.ceil(ascii / 3 + cjk / 2 + other / 4));
}

type Encoding = 'o200k_base' | 'cl100k_base';
type CountTokens = (text: string, options: typeof AS_TEXT) => number;

/** Each encoding's `countTokens`, imported on first use (building an encoding's tables costs about 0.3–1 s of CPU). */
const encodings = new Map<Encoding, Promise<CountTokens>>();

function loadEncoding(encoding: Encoding): Promise<CountTokens> {
  let loading = encodings.get(encoding);
  if (!loading) {
    loading =
      encoding === 'o200k_base'
        ? import('gpt-tokenizer/encoding/o200k_base').then((m) => m.countTokens as CountTokens)
        : import('gpt-tokenizer/encoding/cl100k_base').then((m) => m.countTokens as CountTokens);
    encodings.set(encoding, loading);
  }
  return loading;
}

/**
 * The token counter for `modelId`: the real OpenAI tokenizer (`gpt-tokenizer`, pure JS, no
 * network, no WASM) for OpenAI-family model names ({@link O200K}, {@link CL100K}, also after a
 * provider prefix such as `openai/gpt-4o`), else {@link estimateTokens}. Counts are cached per
 * text (the same tool results are counted at every step). The tokenizer's encoding is imported
 * here, on the first counter of its family (a process that never counts, or counts for another
 * family, never builds it: issue #13, start-up).
 *
 * Spec: issue 14 item 2; issue #13 (load only what a command uses).
 */
export async function tokenCounterFor(modelId: string): Promise<TokenCounter> {
  const method: TokenCounter['method'] = O200K.test(modelId)
    ? 'o200k_base'
    : CL100K.test(modelId)
      ? 'cl100k_base'
      : 'bytes/3';
  const encode = method === 'bytes/3' ? null : await loadEncoding(method);
  const raw = encode ? (t: string) => encode(t, AS_TEXT) : estimateTokens;
  const cache = new Map<string, number>();
  return {
    method,
    count(text: string): number {
      if (text.length < 64) return raw(text);
      const hit = cache.get(text);
      if (hit !== undefined) return hit;
      const n = raw(text);
      if (cache.size > 2_000) cache.clear();
      cache.set(text, n);
      return n;
    },
  };
}
