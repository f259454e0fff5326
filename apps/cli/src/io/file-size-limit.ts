/**
 * L394: a write past the process's file-size limit (`ulimit -f`, systemd `LimitFSIZE=`) raises
 * SIGXFSZ, whose default ends the process at once: `ma`, `ma mcp` and the search server died at
 * their first such write with no word, a temp file left half written. With the signal handled the
 * write fails with EFBIG instead, which every write already answers (the temp file removed, the
 * note unchanged, the error naming the limit: core `FS_CODE_MEANINGS`). Spec: leftovers L391, L394.
 */

/**
 * Makes SIGXFSZ a failed write (EFBIG) for this process instead of its end. Idempotent; nothing on
 * Windows (no such signal). `bin/ma.js` does the same before anything loads.
 */
export function failWritesPastFileSizeLimit(): void {
  if (process.platform === 'win32' || process.listenerCount('SIGXFSZ') > 0) return;
  process.on('SIGXFSZ', () => {});
}
