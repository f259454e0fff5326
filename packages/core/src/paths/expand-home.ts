import path from 'node:path';

/**
 * A folder argument with a leading `~` expanded the way a shell expands it: `~` alone and `~/…`
 * (`~\…` too) become the home folder (`env.HOME`, else `USERPROFILE`, else the OS's home folder)
 * and the rest. A quoted `"~/vault"` reaches a program unexpanded (a script, a Windows shell, a
 * launcher's config field); taken literally it would make a folder named `~` in the working folder,
 * which a later `rm -rf ~` deletes the home folder for. `~name` (another user's home) is left
 * as given: see {@link startsWithTilde} to refuse it.
 * @param given the path as typed (absolute, relative, or starting with `~`).
 * @param env the environment to read `HOME` / `USERPROFILE` from.
 * @returns `{ path, expanded }`: the path to use and whether a `~` was expanded.
 * Spec: review4 P7 (side note: `ma init "~/vault"` must not create a folder named `~`).
 */
export function expandHome(
  given: string,
  env: Record<string, string | undefined>,
): { path: string; expanded: boolean } {
  if (given !== '~' && !given.startsWith('~/') && !given.startsWith('~\\'))
    return { path: given, expanded: false };
  // `node:os` only here: loading it cost every `ma search` and `ma tool` about 1 ms (P193, session 42).
  const home =
    env.HOME ||
    env.USERPROFILE ||
    (process.getBuiltinModule('node:os') as typeof import('node:os')).homedir();
  return { path: path.join(home, given.slice(2)), expanded: true };
}

/**
 * True when `given` (a path as typed) starts with a `~` segment that {@link expandHome} does not
 * expand (`~bob/vault`, `~~`): creating it would make a folder whose name starts with `~`.
 * Spec: review4 P7.
 */
export function startsWithTilde(given: string): boolean {
  return /^~[^/\\]/.test(given);
}
