/**
 * Tag names whose content is model reasoning, never answer text.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (no reasoning in outputs);
 * hostile case B31.
 */
export const REASONING_TAGS = ['think', 'thinking', 'reasoning'] as const;

const OPEN_RE = /<(think|thinking|reasoning)>/i;
const LEADING_OPEN_RE = /^<(think|thinking|reasoning)>/i;
const OPEN_TAGS = ['<think>', '<thinking>', '<reasoning>'] as const;
/** A closing tag that ends its line (a mention inside a sentence is not one). */
const ORPHAN_CLOSE_RE = /<\/(think|thinking|reasoning)>[ \t]*(?:\r?\n|$)/i;

/**
 * Removes reasoning blocks (`<think>…</think>`, `<thinking>…</thinking>`,
 * `<reasoning>…</reasoning>`, case-insensitive) that OPEN the model text — the place reasoning
 * models put them (one or several, whitespace between). Once answer text has begun, a tag is
 * content: a reply may talk ABOUT `<think>` tags (meetings about local models do), so
 * `Answer.<think>x` and `use <reasoning> tags` stay as they are. An unclosed leading block is all
 * reasoning (the model was cut off mid-thought). A text that starts inside a block (some servers
 * strip the opening `<think>` but keep `</think>`) loses everything up to a closing tag that ends
 * its line, when no opening tag comes before it. Leading whitespace left behind is trimmed.
 *
 * The agent's `normalizingFetch` already moves such blocks out of `content` into `reasoning_content`
 * (streaming and JSON), so text from its `createChatModel` is clean; use this for any other text
 * source (e.g. a different provider, a mock, a past run's note). For text about to be WRITTEN,
 * `stripWrittenReasoning` also removes whole-line blocks later in the text and reports what it did.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (no reasoning in outputs);
 * docs/contracts.md, Reasoning in writes (review R6: a mention of a tag is content).
 */
export function stripReasoning(text: string): string {
  const split = splitReasoning(text);
  return split.text;
}

/**
 * Splits model text into answer text and reasoning (the concatenated block contents).
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs.
 */
export function splitReasoning(text: string): { text: string; reasoning: string } {
  const splitter = new ReasoningSplitter();
  const a = splitter.push(text);
  const b = splitter.flush();
  let out = a.text + b.text;
  const reasoning = a.reasoning + b.reasoning;
  // The text started inside a block whose opening tag the server dropped: "plan…</think>\nanswer".
  const orphan = reasoning.length === 0 ? ORPHAN_CLOSE_RE.exec(out) : null;
  if (orphan && !OPEN_RE.test(out.slice(0, orphan.index))) {
    return {
      text: out.slice(orphan.index + orphan[0].length).replace(/^\s+/, ''),
      reasoning: reasoning + out.slice(0, orphan.index),
    };
  }
  if (reasoning.length > 0) out = out.replace(/^\s+/, '');
  return { text: out, reasoning };
}

/**
 * Incremental splitter for streamed content: feed deltas with {@link ReasoningSplitter.push}, get
 * back the text and reasoning that are certain so far. Only blocks that open the content are
 * reasoning (see {@link stripReasoning}); from the first answer character on, everything is text.
 * While the content so far could still open a block (whitespace, or a partial tag such as `<thi`),
 * it is held back until the next delta or {@link ReasoningSplitter.flush}. Whitespace right after
 * a closing tag is dropped.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs.
 */
export class ReasoningSplitter {
  private pending = '';
  private inside: string | null = null;
  private trimNext = false;
  /** Answer text has begun: no later tag opens a block. */
  private answered = false;

  /** Feeds one delta; returns the text and reasoning that can be emitted now. */
  push(delta: string): { text: string; reasoning: string } {
    this.pending += delta;
    return this.drain(false);
  }

  /** Ends the stream: returns whatever was held back (an unclosed block counts as reasoning). */
  flush(): { text: string; reasoning: string } {
    return this.drain(true);
  }

  private drain(final: boolean): { text: string; reasoning: string } {
    let text = '';
    let reasoning = '';
    for (;;) {
      if (this.trimNext) {
        const trimmed = this.pending.replace(/^\s+/, '');
        if (trimmed.length > 0 || final) this.trimNext = false;
        this.pending = trimmed;
        if (this.trimNext) break;
      }
      if (this.inside == null) {
        if (this.answered) {
          text += this.pending;
          this.pending = '';
          break;
        }
        const ws = this.pending.length - this.pending.replace(/^\s+/, '').length;
        const rest = this.pending.slice(ws);
        const m = LEADING_OPEN_RE.exec(rest);
        if (m) {
          text += this.pending.slice(0, ws);
          this.pending = rest.slice(m[0].length);
          this.inside = m[1]!.toLowerCase();
          continue;
        }
        const couldOpen = rest === '' || OPEN_TAGS.some((tag) => tag.startsWith(rest.toLowerCase()));
        if (couldOpen && !final) {
          // Whitespace is sent on (it is text either way); a partial tag waits for the next delta.
          text += this.pending.slice(0, ws);
          this.pending = rest;
          break;
        }
        if (rest !== '') this.answered = true;
        text += this.pending;
        this.pending = '';
        break;
      }
      const close = `</${this.inside}>`;
      const idx = this.pending.toLowerCase().indexOf(close);
      if (idx >= 0) {
        reasoning += this.pending.slice(0, idx);
        this.pending = this.pending.slice(idx + close.length);
        this.inside = null;
        this.trimNext = true;
        continue;
      }
      const keep = final ? 0 : partialTagLength(this.pending, [close]);
      reasoning += this.pending.slice(0, this.pending.length - keep);
      this.pending = this.pending.slice(this.pending.length - keep);
      break;
    }
    return { text, reasoning };
  }
}

/** Length of the longest suffix of `s` that is a proper prefix of one of `tags` (case-insensitive). */
function partialTagLength(s: string, tags: readonly string[]): number {
  const lower = s.toLowerCase();
  let best = 0;
  for (const tag of tags) {
    for (let n = Math.min(tag.length - 1, lower.length); n > best; n--) {
      if (lower.endsWith(tag.slice(0, n))) {
        best = n;
        break;
      }
    }
  }
  return best;
}
