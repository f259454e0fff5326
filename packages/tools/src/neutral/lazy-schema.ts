/**
 * Tool argument schemas built on first use. Spec: issue #13, goals (e) and (f) (start-up;
 * docs/startup.md).
 */

/**
 * Returns a function that builds a zod schema (or a shape of schemas) on its first call and
 * returns that same value on every later call. zod builds schemas object by object as their code
 * runs, so schemas written as module constants cost every process that loads the module (`ma
 * tool` loaded all thirty tools' schemas to run one tool); built on first use, a process pays for
 * the tools it creates, and zod's settings made before (`z.config({ jitless })`) apply to them.
 * @param build makes the schema; called at most once.
 * @returns the memoizing getter.
 */
export function lazySchema<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
