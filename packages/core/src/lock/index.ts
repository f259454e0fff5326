export {
  type DaemonLockResult,
  type LockDaemonOptions,
  liveDaemonHolder,
  lockDaemon,
} from './lock-daemon.js';
export { type LockMeetingOptions, lockMeeting, type MeetingLock } from './lock-meeting.js';
export { meetingKey } from './meeting-key.js';
export { FILE_LOCKS_FOLDER, JOURNALS_FOLDER, LOCKS_FOLDER, STATE_FOLDER } from './state-folder.js';
export { type WithFileLockOptions, withFileLock } from './with-file-lock.js';
