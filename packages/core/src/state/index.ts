export { type FileVersion, fileVersion, sameVersion } from './file-version.js';
export { openStateDb, STATE_DB_FILE } from './open-state-db.js';
