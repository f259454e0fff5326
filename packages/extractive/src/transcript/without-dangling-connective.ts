/**
 * Connectives that join a clause to what came before; followed at once by a comma ("Since, what I decided …",
 * "So, the budget …", "And, we'll …") they join nothing the item shows. Temporal words ("then", "now") stay: they can
 * carry when something happens.
 */
const DANGLING = /^(?:(?:since|so|and|but|or|because|'?cause|as|though|although|also|plus|anyway)\s*,\s*)+/i;

/**
 * An item without a connective left dangling at its start with a comma after it ("Since, what I decided to do, …" →
 * "What I decided to do, …"): the item starts mid-thought otherwise. Words are only deleted (every quoted word is
 * still on the cited line); when nothing would be left the text comes back unchanged.
 *
 * Spec: issue 15 (readable units: no fragment that starts mid-thought; hand audit of session 19, E24).
 *
 * @param text - a cleaned sentence or clause
 * @returns the text without the dangling connectives, capitalised, or `text` unchanged
 */
export function withoutDanglingConnective(text: string): string {
  const lead = DANGLING.exec(text);
  if (!lead) return text;
  const rest = text.slice(lead[0].length);
  if (!/\p{L}/u.test(rest)) return text;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
