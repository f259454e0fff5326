/**
 * zod's setting for commands that validate a handful of values and exit (`ma tool`, `ma search`).
 * Spec: issue #13, goals (e) and (f) (start-up; docs/startup.md).
 */
import { z } from 'zod';

/**
 * Turns off zod's compiled object parsers (`jitless`) for the rest of the process: zod otherwise
 * generates and compiles a parser for each object schema on its first use, which pays off over
 * many parses but costs a one-shot command about 3 ms (the configuration and the tool's
 * arguments are each parsed once). The results are the same either way.
 * Spec: issue #13 (start-up).
 */
export function useOneShotValidation(): void {
  z.config({ jitless: true });
}
