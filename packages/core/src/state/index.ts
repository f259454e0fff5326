export { type FileVersion, fileVersion, sameVersion, statVersion } from './file-version.js';
export { openStateDb, STATE_DB_FILE } from './open-state-db.js';
