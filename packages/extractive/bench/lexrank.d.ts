declare module 'lexrank.js' {
  /** Paragraphs (split on `\n`) of ranked sentences. */
  export default function lexrank(text: string): { text: string; index: number; weight: number }[][];
}
