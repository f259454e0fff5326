/**
 * Issue 13 (f): the suites of what `useBlockingFs` switches (`resolveSafePath`, the vault's opening
 * and configured paths, `loadConfig`, the name spelling, `searchVault` with its dependency folders)
 * run again here with it turned on, as in `ma search` and `ma tool` (this file's module state is its
 * own; docs/startup.md, fourteenth pass). Every case must give what it gives on the thread pool.
 */
import { useBlockingFs } from './blocking-fs.js';
import '../config/load-config.test.js';
import '../names/names.test.js';
import '../paths/resolve-safe-path.test.js';
import '../search/search-vault.test.js';
import '../vault/read-meeting-text.test.js';
import '../vault/vault.test.js';

useBlockingFs();
