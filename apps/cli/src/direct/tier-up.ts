/**
 * V8's tier-up (Sparkplug and TurboFan) held back while a one-shot `ma tool` line starts, and given
 * back before the tool does its work (docs/startup.md, session 48); held to the end of a one-shot
 * `ma search` (session 49: given back after the session opened, it saved nothing).
 * Spec: issue #13, goals (e) and (f): `ma tool read_meetingnote` ≤ 2× `node -e 0`, `ma search` ≤ 1.5×
 * `node -e 0` + rg.
 *
 * Kept free of imports: the loader and the read-tools bundle each carry a copy, and they share
 * their state through the process object ({@link HELD}).
 */

/** Where the flag setter is kept while tier-up is held (the loader and the bundle are separate files). */
const HELD = Symbol.for('meeting-assistant.tier-up-held');

type FlagSetter = (flags: string) => void;
type HeldProcess = NodeJS.Process & {
  [HELD]?: FlagSetter;
  binding?: (name: string) => unknown;
  permission?: unknown;
};

/**
 * A Node or V8 option of the user's that chooses the tiers (`--jitless`, `--no-opt`, `--max-opt=1`,
 * `--no-sparkplug`, `--turbofan`, `--maglev`, …; V8 reads `_` as `-`): with one, the flags are left
 * as the user set them, since giving tier-up back sets the defaults.
 */
const TIERING_OPTION = /jitless|sparkplug|turbofan|maglev|\bopt\b/;

/**
 * V8's `setFlagsFromString` from Node's `v8` binding (the function `require('node:v8')` exports;
 * that module loads Node's streams, about 9M instructions of a 180M start), or null where it is not
 * taken: a process started with an option that chooses V8's tiers ({@link TIERING_OPTION}, in
 * `execArgv` or `NODE_OPTIONS`), the permission model, a `process.binding` that is gone, throws or
 * warns on every use (`--pending-deprecation` wraps it in a function named `deprecated`). The binding
 * is on `process.binding`'s allow-list with a deprecation warning, which is silenced for this one
 * call (`process.noDeprecation`, restored at once) so nothing reaches stderr.
 */
function flagSetter(): FlagSetter | null {
  const proc = process as HeldProcess;
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  if (given.some((option) => TIERING_OPTION.test(option.replaceAll('_', '-')))) return null;
  if (proc.permission !== undefined) return null;
  if (typeof proc.binding !== 'function' || proc.binding.name !== 'binding') return null;
  const quiet = process.noDeprecation;
  process.noDeprecation = true;
  try {
    const binding = proc.binding('v8') as { setFlagsFromString?: unknown } | null;
    const set = binding?.setFlagsFromString;
    return typeof set === 'function' ? (flags: string) => set.call(binding, flags) : null;
  } catch {
    return null;
  } finally {
    process.noDeprecation = quiet;
  }
}

/**
 * Holds back V8's tier-up (`--no-sparkplug --no-turbofan`) until {@link resumeTierUp}. Called by the
 * loader once a direct bundle's code came from its code cache (V8 checks a cache against the flags,
 * so never before it is read, and never when a cache is to be written at exit). Why: in a one-shot
 * start, Sparkplug's batch compiles (about 11M instructions) and a TurboFan compile of Node's
 * `path.normalize` (about 12M, on a helper thread) cost more than the code they make saves; the
 * interpreter runs the same code with the same results. Does nothing where {@link flagSetter} gives
 * no setter, or when already held.
 * @returns true when tier-up is now held.
 */
export function holdTierUp(): boolean {
  const proc = process as HeldProcess;
  if (proc[HELD]) return true;
  const set = flagSetter();
  if (!set) return false;
  set('--no-sparkplug --no-turbofan');
  proc[HELD] = set;
  return true;
}

/**
 * Gives V8's tier-up back (`--sparkplug --turbofan`, their defaults, which {@link holdTierUp} found
 * since it holds only without a tiering option of the user's) when it is held; otherwise does nothing. A tool
 * whose work grows with its input (a long transcript's lines) runs with every tier, as before.
 */
export function resumeTierUp(): void {
  const proc = process as HeldProcess;
  const set = proc[HELD];
  if (!set) return;
  delete proc[HELD];
  set('--sparkplug --turbofan');
}
