/**
 * An answer the speaker is still waiting for (session 51, E460), as a regular expression on the normalised sentence
 * (lower case, straight apostrophes): "once / as soon as / when / after I hear (back)", "… we get their answer", "… I've
 * spoken to the supplier", "… I have the figures", "… I find out", "… they reply", "… the supplier answers / gets back to me". Telling the room
 * something, or coming back to it, held to such an answer is work after the meeting (report back), not the meeting's
 * own talk. Not a point of this meeting's talk reached later: "when we get to / there / through", "when I've finished",
 * "when we talk about the buttons", "when you see it".
 *
 * Spec: issue 15 deliverable 2 (next steps are self-contained tasks about the work; meeting logistics dropped).
 */
export const ANSWER_TO_COME =
  /\b(?:once|as\s+soon\s+as|when|after)\s+(?:(?:i|we|they|he|she)(?:'ve|\s+have|'d|\s+had)?\s+(?:(?:hear|heard|know|find|found|receive|received|check|checked|confirm|confirmed)\b|(?:speak|spoken|spoke|talk|talked)\s+(?:to|with)\b|(?:get|got)\b(?!\s+(?:to|there|here|through|into|started|going|on|back\s+to\s+(?:the|this|that|my|our)\s+(?:point|question|slide|agenda))\b)|have\s+(?:the|them|it|their|his|her|an?|more|some|those|these|that|any)\b)|(?:the\s+|our\s+|their\s+|my\s+)?(?:[a-z'-]+\s+){0,2}?(?:answers|answered|replies|replied|responds|responded|confirms|confirmed|(?:gets|got|comes|came|writes|wrote|calls|called)\s+back)\b)/;
