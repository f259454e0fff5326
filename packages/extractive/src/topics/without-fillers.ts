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
/**
 * E160: "just" / "actually" said before what someone does, in the place E128's hedges stand ("we just took the whole
 * fifty-six outputs", "I'd just like to say", "what we actually need"): after a subject pronoun, a modal, "to" or a
 * contraction, before a word that is not a number, a determiner or a preposition ("it's just two buttons", "we just
 * about made it" keep "just": it means "only", "nearly").
 */
const EN_VERB_FILLER =
  /(?<=(?:^|(?<![\p{L}\p{N}'’-])(?:i|we|you|they|he|she|can|could|would|will|should|might|may|must|to|[a-z]+n['’]t|[a-z]+['’](?:ll|d|re|ve)))\s+)(?:just|actually)\s+(?!(?:a|an|the|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|about|over|under|in|on|at|for|because|as|now|then|this|that|these|those|like|so|\d)(?![\p{L}\p{N}'’-]))(?=\p{L})/giu;
/**
 * E160: "I think" / "I guess" / "I suppose" / "I believe" said inside a sentence after a comma or a conjunction, before the
 * clause they hedge ("…, I think we should use soft materials", "but I think there's simply not much to gain"): the
 * clause is the point. Before anything else ("I think so", "and I think about it") they stay.
 */
const EN_INNER_STANCE =
  /(?<=(?:[,;]|(?<![\p{L}\p{N}'’-])(?:and|but|or|so|because|cause|which|that))\s*)i\s+(?:think|guess|suppose|believe)\s+(?=(?:we|you|they|it|it's|it’s|there|there's|there’s|this|that|these|those|he|she|the|a|an|our|your|their|my|his|her|its)(?![\p{L}\p{N}'’-]))/giu;
/** E160: "yeah", "okay", "well" set off by commas inside a sentence ("so we can show it, okay, to the team"). */
const EN_COMMA_INTERJECTION = /,\s*(?:yeah|okay|ok|well)\s*(?:,|(?=[.!?;]|$))/giu;
/**
 * E267: "you know" said right after an article or a preposition, where no clause of knowing can stand ("the you know
 * the kind of final objective", "come up with a you know, value for each site", "based on you know, those features",
 * "they told me like you know titanium costs more"): a filler before the words it stands in front of. After a pronoun,
 * a verb or a conjunction it may mean knowing something ("that you know the rules", "he told me you know the way") and
 * E127's {@link EN_INNER_HEDGE} decides. The word said again after it goes too ("the you know the kind" → "the kind").
 */
const EN_HEDGE_AFTER_FUNCTION_WORD =
  /(?<=(?:^|[\s,])(?<word>the|a|an|on|of|in|for|with|at|by|from|about|like)\s+)you\s+know(?:\s*,)?\s+(?:\k<word>\s+)?(?=\S)/giu;
/**
 * E267: "like" said before an amount after a verb, a preposition or a conjunction ("after like five or ten seconds",
 * "it costs like two euros", "we have like three buttons"): "about", said as a filler; the amount stands without it.
 * Before anything else ("looks like the old one", "something like that", "buttons like power") it compares and stays.
 */
const EN_LIKE_BEFORE_AMOUNT =
  /(?<=(?:^|\s)(?:about|after|before|around|for|take|takes|took|cost|costs|maybe|or|and|is|was|are|be|have|had|has|get|got)\s+)like\s+(?=(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a\s+hundred|half|a\s+couple)(?![\p{L}\p{N}'’-]))/giu;
/** What is left must still be this long (words), else the sentence is kept whole. */
const MIN_LEFT_WORDS = 6;

/**
 * A key point without the fillers and hedges said inside it: comma-bounded "like", "really", "actually", "just",
 * "I think", "to be fair" …, "honestly", "basically", "literally" anywhere, and "you know" / "I mean" inside a clause
 * after a conjunction or a comma (E127: "… around and you know recover the space"), and "sort of" / "kind of" before a
 * verb (E128: "we can kind of relax"), "just" / "actually" there too (E160: "we just took", "what we actually need"),
 * "I think" / "I guess" … after a comma or a conjunction before the clause they hedge (E160: "…, I think we should use
 * soft materials"), "yeah" / "okay" / "well" set off by commas (E160), "you know" right after an article or a preposition
 * and "like" before an amount (E267: "the you know the kind of objective", "after like five seconds") ("It braises overnight though, so
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
  const commaBounded = (filler: string, at: number, whole: string) =>
    filler.endsWith(',') && EN_CLAUSE_OPENER.test(whole.slice(at + filler.length)) ? ', ' : '';
  let out = text
    .replace(EN_COMMA_BOUNDED, commaBounded)
    .replace(EN_ANYWHERE, '')
    .replace(EN_INNER_HEDGE, '')
    .replace(EN_VERB_HEDGE, '')
    .replace(EN_VERB_FILLER, '')
    .replace(EN_INNER_STANCE, '')
    .replace(EN_COMMA_INTERJECTION, commaBounded)
    .replace(EN_HEDGE_AFTER_FUNCTION_WORD, '')
    .replace(EN_LIKE_BEFORE_AMOUNT, '');
  out = out.replace(/^\s*,\s*/, '').replace(/\s{2,}/g, ' ');
  if (out === text || out.split(/\s+/).filter(Boolean).length < MIN_LEFT_WORDS) return text;
  return out.charAt(0).toUpperCase() + out.slice(1);
}
