import { frontmatterProperty, nameKey, type ParsedNote, readTranscriptText, samePerson } from '@ma/core';

/** The `{ speaker, name }` pairs of a transcript's `speaker_overrides` frontmatter (others skipped). */
function overridesOf(data: Record<string, unknown> | undefined): { speaker: string; name: string }[] {
  const list = data === undefined ? undefined : frontmatterProperty(data, 'speaker_overrides');
  if (!Array.isArray(list)) return [];
  return list.flatMap((o) =>
    o !== null && typeof o === 'object' && typeof o.speaker === 'string' && typeof o.name === 'string'
      ? [{ speaker: o.speaker, name: o.name }]
      : [],
  );
}

/**
 * Whether relabelling `speaker` as `name` in a transcript MERGES two speakers: `name` already speaks
 * in the transcript under a label that is not `speaker` (core `samePerson`: any case, NFC/NFD, a
 * `[[People/…|…]]` label by its note name), so afterwards the two can no longer be told apart and
 * a second override cannot split them. Not a merge when the transcript's `speaker_overrides`
 * already records the same `speaker` → `name` (an earlier override of a range, continued on more
 * lines).
 * Pure; never throws.
 * @param note the transcript note as parsed (its frontmatter's `speaker_overrides` is read).
 * @param labels the speaker labels of its body as written ({@link speakerLabels}), which the caller
 *   has already read.
 * @returns the existing label as written (`"Project Manager"`), or null when nothing is merged.
 * Spec: review9 V4 (a merge is destructive: approval in the compact profile, the previous transcript
 *   to the trash); docs/tools.md (`override_speaker`, `apply_changes` destructive ops).
 */
export function mergedSpeaker(
  note: ParsedNote,
  labels: readonly string[],
  speaker: string,
  name: string,
): string | null {
  const data = note.frontmatter?.data as Record<string, unknown> | undefined;
  const earlier = overridesOf(data).some(
    (o) => nameKey(o.speaker) === nameKey(speaker) && nameKey(o.name) === nameKey(name),
  );
  if (earlier) return null;
  return labels.find((label) => !samePerson(label, speaker) && samePerson(label, name)) ?? null;
}

/**
 * The speaker labels of a transcript body as written (core `readTranscriptText`), each once, in the
 * order they first speak: every check over them answers per label, and a long transcript has a
 * few labels on 200,000 segments (issue #13: the name checks ran once per segment, twice per call).
 */
export function speakerLabels(body: string): string[] {
  const labels = new Set<string>();
  for (const segment of readTranscriptText(body)) if (segment.speaker !== null) labels.add(segment.speaker);
  return [...labels];
}
