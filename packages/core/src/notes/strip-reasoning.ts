/**
 * Tag names whose content is model reasoning, never answer text.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (no reasoning in outputs);
 * hostile case B31.
 */
export const REASONING_TAGS = ['think', 'thinking', 'reasoning'] as const;

const OPEN_RE = /<(think|thinking|reasoning)>/i;

/**
 * Removes reasoning blocks (`<think>…</think>`, `<thinking>…</thinking>`,
 * `<reasoning>…</reasoning>`, case-insensitive) from model text. An unclosed opening tag
 * hides everything after it (the model was cut off mid-thought); a stray closing tag is dropped
 * together with everything before it only when the text starts inside a block (some servers
 * strip the opening `<think>` but keep `</think>`). Leading whitespace left behind is trimmed.
 *
 * The agent's `normalizingFetch` already moves such blocks out of `content` into `reasoning_content`
 * (streaming and JSON), so text from its `createChatModel` is clean; use this for any other text
 * source (e.g. a different provider, a mock, a past run's note).
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (no reasoning in outputs).
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
  // Orphan closing tag at the very start region: "plan…</think>answer".
  const orphan = /<\/(think|thinking|reasoning)>/i.exec(out);
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
 * back the text and reasoning that are certain so far; a possibly-partial tag at the end of a
 * delta (`<thi`) is held back until the next delta or {@link ReasoningSplitter.flush}.
 * Whitespace right after a closing tag is dropped.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs.
 */
export class ReasoningSplitter {
  private pending = '';
  private inside: string | null = null;
  private trimNext = false;

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
        const m = OPEN_RE.exec(this.pending);
        if (m) {
          text += this.pending.slice(0, m.index);
          this.pending = this.pending.slice(m.index + m[0].length);
          this.inside = m[1]!.toLowerCase();
          continue;
        }
        const keep = final ? 0 : partialTagLength(this.pending, ['<think>', '<thinking>', '<reasoning>']);
        text += this.pending.slice(0, this.pending.length - keep);
        this.pending = this.pending.slice(this.pending.length - keep);
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
