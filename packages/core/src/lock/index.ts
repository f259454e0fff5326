export { type LockMeetingOptions, lockMeeting, type MeetingLock } from './lock-meeting.js';
export { LOCKS_FOLDER, STATE_FOLDER } from './state-folder.js';
