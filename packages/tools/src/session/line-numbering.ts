/**
 * Which numbering of the transcript the model's citations `(Lnnn)` were written against: the
 * session's own edits (`override_speaker` adding `speaker_overrides` to the frontmatter) move the
 * transcript's lines, while the model cites the numbers it was shown.
 * Spec: docs/tools.md (`override_speaker`, `write_summary`: citations); review5 Q8.
 */
import type { VaultPath } from '@ma/core';

/** A parenthesised citation of transcript lines: `(L12)`, `(L12–L14, L40)`, `(L12, decided L14)`. */
const CITATION = /\((\s*(?:decided\s+)?L\d+\b[^()\n]*)\)/g;
/** A line number inside a citation: `L12`, or the bare end of a range (`L12–14`; the dash as an escape: the CLI's bundles stay ASCII). */
const CITED_LINE = /\bL(\d+)\b|([\u2013-]\s*)(\d+)\b/g;

/** A line number of a citation mapped to the transcript's current numbering. Spec: review5 Q8. */
export interface CitedLine {
  /** The number as written. */
  cited: number;
  /** The current line it names (equal to `cited` when nothing moved). */
  line: number;
  /**
   * Set when the model was shown this number both before and after a shift, for different lines:
   * the line the older reading names now (`line` keeps the latest reading).
   */
  otherLine?: number;
}

/** What {@link LineNumbering.renumberCitations} did to a text. Spec: review5 Q8. */
export interface RenumberedCitations {
  /** The text with every citation in the current numbering. */
  text: string;
  /** Numbers moved because the model saw those lines only before a shift (`cited` → `line`). */
  moved: CitedLine[];
  /** Numbers kept that may also mean another line (read both before and after a shift). */
  ambiguous: CitedLine[];
}

interface Shift {
  /** First line (numbering before the edit) that moved. */
  from: number;
  /** How far, in lines. */
  by: number;
}

interface FileNumbering {
  /** Shifts in order; numbering `i` is the one before `shifts[i]` (the last is current). */
  shifts: Shift[];
  /** Line ranges shown to the model, each in the numbering it was shown in. */
  seen: { numbering: number; from: number; to: number }[];
}

/**
 * Per file, the line shifts the session's own tools made and the line ranges the model was shown
 * in each numbering, so a cited number can be read in the numbering the model saw it in:
 * - a number shown only before a shift names the line that has moved since: it is moved to that
 *   line's current number;
 * - a number shown only after the last shift (or never shown: the model did not read it) stays;
 * - a number shown both before and after a shift, naming different lines, keeps its latest
 *   reading and is reported (`ambiguous`) with the line the older reading names now, for a
 *   warning in the run record.
 * Spec: docs/tools.md (`override_speaker`, `write_summary`); review5 Q8.
 */
export class LineNumbering {
  readonly #files = new Map<VaultPath, FileNumbering>();
  readonly #warnings: string[] = [];

  /**
   * Records lines shown to the model in the file's current numbering (a `read_transcript` result,
   * the line numbers an `override_speaker` result prints).
   * @param from - first line, 1-based; `to` - last line, inclusive (nothing recorded when `to < from`)
   */
  seen(path: VaultPath, from: number, to: number): void {
    if (to < from) return;
    const file = this.#file(path);
    file.seen.push({ numbering: file.shifts.length, from, to });
  }

  /**
   * Records that every line numbered `from` or later moved by `by` lines (a new numbering starts).
   * @param by - lines, non-zero (negative: moved up)
   */
  shift(path: VaultPath, from: number, by: number): void {
    if (by !== 0) this.#file(path).shifts.push({ from, by });
  }

  /** The files with recorded shifts. */
  shiftedPaths(): VaultPath[] {
    return [...this.#files].filter(([, file]) => file.shifts.length > 0).map(([path]) => path);
  }

  /** Whether any shift was recorded for `path`. */
  hasShifts(path: VaultPath): boolean {
    return (this.#files.get(path)?.shifts.length ?? 0) > 0;
  }

  /**
   * Maps one cited number of `path` to the current numbering (see the class rules).
   * @param cited - a 1-based line number as the model wrote it
   */
  currentLine(path: VaultPath, cited: number): CitedLine {
    const file = this.#files.get(path);
    if (!file || file.shifts.length === 0) return { cited, line: cited };
    const numberings = [
      ...new Set(
        file.seen.filter((range) => range.from <= cited && cited <= range.to).map((range) => range.numbering),
      ),
    ].sort((a, b) => b - a);
    const latest = numberings[0];
    if (latest === undefined) return { cited, line: cited };
    const line = this.#toCurrent(file, latest, cited);
    const other = numberings.map((n) => this.#toCurrent(file, n, cited)).find((l) => l !== line);
    return other === undefined ? { cited, line } : { cited, line, otherLine: other };
  }

  /**
   * Rewrites every citation of `text` (`(L12)`, `(L12-L14, L40)` with an en dash or a hyphen, `(L12, decided L14)`) written
   * against `path` into the current numbering.
   * @returns the text and which numbers moved or stayed ambiguous
   */
  renumberCitations(path: VaultPath, text: string): RenumberedCitations {
    const moved = new Map<number, CitedLine>();
    const ambiguous = new Map<number, CitedLine>();
    const out = rewriteCitedLines(text, (cited) => {
      const mapped = this.currentLine(path, cited);
      if (mapped.line !== cited) moved.set(cited, mapped);
      if (mapped.otherLine !== undefined) ambiguous.set(cited, mapped);
      return mapped.line;
    });
    const sorted = (m: Map<number, CitedLine>) => [...m.values()].sort((a, b) => a.cited - b.cited);
    return { text: out, moved: sorted(moved), ambiguous: sorted(ambiguous) };
  }

  /**
   * Whether the model was shown line `cited` of `path` in any numbering (a read, an override's
   * printed line numbers), as {@link LineNumbering.currentLine} reads the number. Spec: review8 U22.
   */
  wasShown(path: VaultPath, cited: number): boolean {
    return this.#files.get(path)?.seen.some((range) => range.from <= cited && cited <= range.to) ?? false;
  }

  /** Records a warning for the run record (the context note). */
  warn(text: string): void {
    if (!this.#warnings.includes(text)) this.#warnings.push(text);
  }

  /** The warnings recorded so far, in order (the agent writes them into the run record). */
  warnings(): string[] {
    return [...this.#warnings];
  }

  #file(path: VaultPath): FileNumbering {
    let file = this.#files.get(path);
    if (!file) {
      file = { shifts: [], seen: [] };
      this.#files.set(path, file);
    }
    return file;
  }

  /** `line` of numbering `numbering` in the current numbering. */
  #toCurrent(file: FileNumbering, numbering: number, line: number): number {
    let n = line;
    for (const shift of file.shifts.slice(numbering)) if (n >= shift.from) n += shift.by;
    return n;
  }
}

/**
 * Moves every cited line of `text` numbered `from` or later by `by` (a draft written in the
 * numbering before a shift). Spec: review5 Q8.
 */
export function shiftCitations(text: string, from: number, by: number): string {
  return rewriteCitedLines(text, (n) => (n >= from ? n + by : n));
}

/** A citation that is only line numbers: `L12`, `L12–L14`, `L12–14`, `decided L14`, by `,` or `;`. */
const STRICT_CITATION =
  /^\s*(?:decided\s+)?L\d+(?:\s*[\u2013-]\s*L?\d+)?(?:\s*[,;]\s*(?:decided\s+)?L\d+(?:\s*[\u2013-]\s*L?\d+)?)*\s*$/;

/**
 * Every line number cited in `text` (`(L12)`, `(L12–L14, L40)`, `(decided L14)`, `(L12–14)`), in
 * order of first appearance, once each. Only parentheses holding nothing but line numbers count:
 * `(L2 cache)` is words. Spec: review8 U22.
 */
export function citedNumbers(text: string): number[] {
  const seen = new Set<number>();
  for (const m of text.matchAll(CITATION)) {
    const inner = m[1] ?? '';
    if (!STRICT_CITATION.test(inner)) continue;
    for (const n of inner.matchAll(CITED_LINE)) seen.add(Number(n[1] ?? n[3]));
  }
  return [...seen];
}

/**
 * `text` with each line number inside a citation replaced by `map(n)`. Only citations that are
 * nothing but line numbers (as {@link citedNumbers} reads them): `(L2 cache)` is words and stays.
 */
function rewriteCitedLines(text: string, map: (n: number) => number): string {
  return text.replace(CITATION, (whole: string, inner: string) => {
    if (!STRICT_CITATION.test(inner)) return whole;
    const next = inner.replace(
      CITED_LINE,
      (_m: string, lNumber: string | undefined, dash: string | undefined, bare: string | undefined) =>
        lNumber !== undefined ? `L${map(Number(lNumber))}` : `${dash}${map(Number(bare))}`,
    );
    return next === inner ? whole : `(${next})`;
  });
}
