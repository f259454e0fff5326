// Turns a QMSum meeting file (github.com/Yale-LILY/QMSum, data/ALL/*/<id>.json) into the vault's transcript
// lines, the way the sample vault's transcripts were made: annotation marks ({vocalsound}, {disfmarker}, {gap},
// {pause}, {comment}, {nonvocalsound}) removed, turns left empty dropped, the corpus's token spacing undone
// ("it 'll" → "it'll", "re - cap" → "re-cap", "word ." → "word.", " Session " quotes closed up, "T_V_" → "TV"),
// timestamps made up at 150 words a minute (at least 1 s a turn) from 00:00:02. Prints the transcript, then
// the general summary ("Summarize the whole meeting.") on stderr.
// Run: node convert.mjs <id>.json > "<title>.md" 2> reference.txt
import { readFileSync } from 'node:fs';

const meeting = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const clean = (text) => {
  let s = text.replace(/\{[a-z]+\}|(?:^| )@(?: ?@)*(?= |$)/g, ' ');
  s = s.replace(/\b((?:[A-Z]_)+)/g, (m) => m.replace(/_/g, ''));
  s = s.replace(/ (['’](?:s|ll|re|ve|d|m|t)\b)/gi, '$1').replace(/ n't\b/g, "n't");
  s = s.replace(/(\w) - (?=\w)/g, '$1-');
  s = s.replace(/" ([^"]*?) "/g, '"$1"');
  s = s.replace(/\s+([.,?!;:%])/g, '$1');
  s = s.replace(/\s+/g, ' ').trim();
  return /[\p{L}\p{N}]/u.test(s) ? s : '';
};
const stamp = (seconds) =>
  [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), Math.floor(seconds % 60)]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
let at = 2;
const lines = [];
for (const turn of meeting.meeting_transcripts) {
  const text = clean(turn.content);
  if (!text) continue;
  lines.push(`[${stamp(at)}] **${turn.speaker}:** ${text}`);
  at += Math.max(1, Math.round((text.split(/\s+/).length / 150) * 60));
}
process.stdout.write(`${lines.join('\n')}\n`);
const general =
  meeting.general_query_list.find((q) => /whole meeting/i.test(q.query)) ?? meeting.general_query_list[0];
process.stderr.write(general.answer);
