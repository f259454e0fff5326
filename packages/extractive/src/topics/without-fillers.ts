import { EN_CLAUSE_OPENER } from '../transcript/clean-disfluencies.js';

/**
 * Spoken stance words that carry nothing wherever they stand in a sentence ("and honestly on the job we were …").
 * English only.
 */
const EN_ANYWHERE = /(?<![\p{L}\p{N}'’-])(?:honestly|basically|literally)(?:\s*,)?\s+(?=\S)/giu;
/**
 * Fillers and hedges that carry nothing when set off by commas ("We need, like, the oven schedule to change",
 * "It's, really, the minimum", "That's, I think, the big one"); said without commas they can mean something
 * ("like a proper turntable", "really low") and stay.
 */
const EN_COMMA_BOUNDED =
  /,\s*(?:like|really|actually|just|honestly|basically|literally|i\s+think|i\s+guess|i\s+reckon|i\s+suppose|to\s+be\s+(?:fair|honest)|if\s+i'm\s+honest|let's\s+be\s+honest|as\s+i\s+said)\s*(?:,|(?=[.!?;]|$))/giu;
/**
 * "You know" and "I mean" said inside a clause after a conjunction or a comma, as hedges ("and you know recover the
 * space", "then you know you have …", "the numbers, I mean, the OGI numbers"): not when they mean knowing or meaning
 * something ("you know what we decided", "you know him", "but you know the rules", "what I mean is").
 */
const EN_INNER_HEDGE =
  /(?<=(?:[,;]|(?<![\p{L}\p{N}'’-])(?:and|but|or|because|cause|then))\s*)(?:you\s+know|i\s+mean)(?:\s*,\s*|\s+(?!(?:what|how|who|whom|where|why|when|whether|if|about|is|was|him|her|them|me|us|it|anything|everything|something|nothing|anyone|everyone|someone|somebody|anybody|much|more|the|a|an|this|that|these|those|my|your|his|its|our|their)(?![\p{L}\p{N}'’-])))(?=\S)/giu;
/**
 * "Sort of" / "kind of" said as a hedge before what someone does ("we sort of felt", "we can kind of relax", "to sort
 * of back off"): after a subject pronoun, a modal, "to", "just", "really", "also", "then" or a contraction; after a
 * determiner or a noun it names a kind of thing ("some kind of compromise", "the sort of thing") and stays.
 */
const EN_VERB_HEDGE =
  /(?<=(?:^|(?<![\p{L}\p{N}'’-])(?:i|we|you|they|he|she|it|just|can|could|would|will|should|might|may|must|to|really|also|then|[a-z]+n['’]t|[a-z]+['’](?:ll|d|re|ve)))\s+)(?:sort|kind)\s+of\s+(?=\p{L})/giu;
/** What is left must still be this long (words), else the sentence is kept whole. */
const MIN_LEFT_WORDS = 6;

/**
 * A key point without the fillers and hedges said inside it: comma-bounded "like", "really", "actually", "just",
 * "I think", "to be fair" …, "honestly", "basically", "literally" anywhere, and "you know" / "I mean" inside a clause
 * after a conjunction or a comma (E127: "… around and you know recover the space"), and "sort of" / "kind of" before a
 * verb (E128: "we can kind of relax") ("It braises overnight though, so
 * we'd need, like, the oven schedule to change." → "It braises overnight though, so we'd need the oven schedule to
 * change."). Words are only deleted, so every quoted word is still on the cited line; the commas that set a filler
 * off go with it, except one when a clause of its own follows ("Quarter to, actually, I need to set up the mic." →
 * "Quarter to, I need to set up the mic.", not "Quarter to I need …"; E2), and a sentence that would be left too
 * short comes back unchanged. Other languages: unchanged.
 *
 * Spec: issue 15 (readable units: disfluencies removed; content-dense key points).
 *
 * @param text - a cleaned sentence (or a sentence with its context)
 * @param language - base ISO 639-1 code
 * @returns the sentence without its fillers, or `text` unchanged
 */
export function withoutFillers(text: string, language: string): string {
  if (language !== 'en') return text;
  let out = text
    .replace(EN_COMMA_BOUNDED, (filler: string, at: number, whole: string) =>
      filler.endsWith(',') && EN_CLAUSE_OPENER.test(whole.slice(at + filler.length)) ? ', ' : '',
    )
    .replace(EN_ANYWHERE, '')
    .replace(EN_INNER_HEDGE, '')
    .replace(EN_VERB_HEDGE, '');
  out = out.replace(/^\s*,\s*/, '').replace(/\s{2,}/g, ' ');
  if (out === text || out.split(/\s+/).filter(Boolean).length < MIN_LEFT_WORDS) return text;
  return out.charAt(0).toUpperCase() + out.slice(1);
}
