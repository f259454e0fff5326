/**
 * Values made on their first use, for module constants that most processes never read.
 * Spec: issue #13, goals (e) and (f) (start-up; docs/startup.md, session 46, P237).
 */

/**
 * Returns a function that makes the value with `make` on its first call and returns that same value
 * on every call. For a regular expression with Unicode property escapes (`\p{L}`, `\p{M}`,
 * `\p{Default_Ignorable_Code_Point}`): V8 parses a regular expression when its literal is evaluated,
 * building each such class from ICU's tables (0.5-7 million instructions each, P237), so a module
 * constant cost every process that loaded the module, `ma tool read_meetingnote` about 18 million
 * instructions for five it never ran (docs/startup.md, session 46).
 * @param make makes the value; called at most once.
 * @returns the memoizing getter.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
