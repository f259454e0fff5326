export type { JournalHeader, JournalLine } from './journal-line.js';
export {
  type FoundJournal,
  type JournaledWrite,
  readRunJournals,
  removeRunJournal,
} from './read-run-journals.js';
export { isOwnOpenJournal, RunJournal, type RunJournalInfo } from './run-journal.js';
