/**
 * Entry of `bin/ma-daemon.js`. Spec: issue 12.
 */
import { runMain } from './main.js';

await runMain();
