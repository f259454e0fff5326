/**
 * Counts the tokens of text for one model family.
 *
 * Spec: issue 14 item 2 (count tokens with a real tokenizer where the family is known).
 */
export interface TokenCounter {
  /** `o200k_base`, `cl100k_base` (the OpenAI tokenizers) or `estimate` ({@link estimateTokens}). */
  readonly method: 'o200k_base' | 'cl100k_base' | 'estimate';
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
 * R241: what each piece of text costs at most in {@link estimateTokens}, in tokens. Fitted on the
 * counts of the Llama 2 and Mistral tokenizers (32k SentencePiece vocabularies with byte fallback,
 * the most tokens a byte of the common local families take) of the sample vault, the example
 * subtitles, meeting lines in 14 scripts and our own tool definitions and instructions
 * (packages/agent/test/fixtures/token-counts.json, how it was made in its `made` field).
 */
const PIECE = {
  /** The start of a run of ASCII letters (a word: SentencePiece takes at least one token a word). */
  word: 0.75,
  /** Each ASCII letter (long and rare words split into pieces). */
  letter: 0.1,
  /** Each ASCII digit: Llama 2 and Mistral split numbers into digits (timestamps, subtitles). */
  digit: 1,
  /** Each space. */
  space: 0.1,
  /** The start of a run of other ASCII characters (punctuation, a raw line break). */
  mark: 0.75,
  /** Each other ASCII character. */
  markChar: 0.25,
  /** A backslash escape (`\n` in a JSON string: a line break, one byte-fallback token, plus the backslash's own). */
  escape: 2,
  /** A code point of 2 UTF-8 bytes (accented Latin, Greek, Cyrillic, Hebrew, Arabic): about a token, rare ones more. */
  twoBytes: 1.25,
  /**
   * General punctuation, currency, letterlike and number forms, arrows, math operators (U+2000–U+22FF) and box
   * drawing (U+2500–U+257F): 3 UTF-8 bytes, but curly quotes, dashes, `…`, `→`, `≥` and a read's `│` take 1–2 tokens.
   */
  symbol: 1.5,
  /** Any other code point of 3 UTF-8 bytes (CJK, Devanagari, Thai, Tamil, `│`): its bytes, as byte fallback takes them. */
  threeBytes: 3,
  /** A code point of 4 UTF-8 bytes (emoji, rare Han): its bytes. */
  fourBytes: 4,
} as const;

/**
 * The token estimate for model families whose tokenizer is not known (`method: 'estimate'`): the
 * larger of UTF-8 bytes / 3 and a sum over the text's pieces ({@link PIECE}: a word 0.75 + 0.1 a
 * letter, a digit 1, a run of punctuation 0.75 + 0.25 a character, a JSON escape 2, a non-ASCII code
 * point 1.25, 3 or 4 by its UTF-8 length, 1.5 for common symbols), rounded up; a whole number ≥ 0, linear in the text.
 *
 * Why (R241): bytes / 3 alone under-counted the Llama 2 and Mistral tokenizers by up to 1.44× on
 * the sample transcripts as a read shows them, 1.82× on subtitles (every digit a token), 2.2× on
 * Greek, Devanagari and CJK and 2.3× on emoji, so a budget kept with it could overflow the server's
 * window. On the fixtures the estimate is ≥ both tokenizers' count on every text (1.00–1.04× the
 * larger at the tightest) and on the whole 1.11–1.15× on Latin notes and transcripts; on the tool
 * definitions and instructions, where bytes / 3 already over-counts (JSON punctuation merges into
 * few tokens: 1.22×), the sum is smaller and the count stays bytes / 3. Llama 3, Qwen, Gemma and
 * Phi take fewer tokens than Llama 2 on the same text, so it over-counts them too.
 *
 * Spec: issue 14 item 2 (else a safe estimate); docs/context-budget.md (R241).
 */
export function estimateTokens(text: string): number {
  let sum = 0;
  let prev = 0; // 1 letter, 2 mark, 0 anything else
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) {
        sum += prev === 1 ? PIECE.letter : PIECE.word + PIECE.letter;
        prev = 1;
      } else if (c >= 0x30 && c <= 0x39) {
        sum += PIECE.digit;
        prev = 0;
      } else if (c === 0x20) {
        sum += PIECE.space;
        prev = 0;
      } else if (c === 0x5c) {
        sum += PIECE.escape;
        i++;
        prev = 0;
      } else {
        sum += prev === 2 ? PIECE.markChar : PIECE.mark + PIECE.markChar;
        prev = 2;
      }
    } else {
      prev = 0;
      if (c < 0x800) sum += PIECE.twoBytes;
      else if ((c >= 0x2000 && c < 0x2300) || (c >= 0x2500 && c < 0x2580)) sum += PIECE.symbol;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
        sum += PIECE.fourBytes;
        i++;
      } else sum += PIECE.threeBytes;
    }
  }
  return Math.max(Math.ceil(Buffer.byteLength(text, 'utf8') / 3), Math.ceil(sum - 1e-9));
}

/** Han, kana, Hangul and CJK punctuation/fullwidth forms: scripts the common local tokenizers split into about a token a character. */
const CJK =
  /[\u1100-\u11ff\u2e80-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\uff00-\uffef]|[\u{20000}-\u{3134f}]/u;

/**
 * R232 (fixA2 R193): the fewest tokens `text` can take by the tokenizers of the common local
 * families (Llama 3, Qwen 2/3, Mistral, Gemma, Phi), for a rule that must not read an
 * over-count as a cut: ASCII bytes / 3 (English and JSON are 3.5–4.5 bytes a token); a CJK character ({@link CJK}) half a token (Qwen about 1.4 characters a
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
      : 'estimate';
  const encode = method === 'estimate' ? null : await loadEncoding(method);
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
