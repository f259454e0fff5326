/**
 * The transcript JSON of hosted speech-to-text services (AssemblyAI, Amazon Transcribe, Deepgram, Rev.ai,
 * Speechmatics, Azure Speech) as Whisper
 * segments, so `ma import` keeps their speakers and times.
 * Spec: docs/transcript-import.md (Formats: `whisper`); reviewA R16, R17 (session 24).
 */

/**
 * What {@link serviceSegments} found: Whisper-shaped segments (`{ text, start?, speaker? }`,
 * `start` in seconds, `speaker` a name or a speaker number 0–999 as {@link whisperCues} reads
 * them), the service named for messages, and `textOnly` with the hint to give when the file holds
 * only the whole text (no turns, no times).
 */
export interface ServiceSegments {
  /** `AssemblyAI`, `Amazon Transcribe`, `Deepgram`, `Rev.ai`, `Speechmatics` or `Azure Speech`. */
  service: string;
  segments: unknown[];
  /** Set when only the service's whole text was found: the field it came from and what to request from the service instead. */
  textOnly: { field: string; fix: string } | null;
  /**
   * When the service says when it made the transcript (Azure Speech's `timestamp`, Speechmatics' `job.created_at`,
   * Deepgram's `metadata.created`; ISO 8601), that time; the import
   * dates the meeting by it when no other date is given (L105). Absent otherwise.
   */
  created?: string;
}

/** A plain object, else null. */
function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Seconds from a millisecond count, anything else as it is (so a bad value is refused as a bad start). */
function fromMs(value: unknown): unknown {
  return typeof value === 'number' ? value / 1000 : value;
}

/**
 * AssemblyAI's speaker label (`"A"`, `"B"`) as a name (`Speaker A`); a longer string (a name the
 * user set) as it is; anything else as it is, for {@link whisperCues} to read or refuse.
 */
function assemblySpeaker(value: unknown): unknown {
  return typeof value === 'string' && /^[A-Z]{1,2}$/.test(value.trim()) ? `Speaker ${value.trim()}` : value;
}

/**
 * AssemblyAI's transcript (`GET /v2/transcript/{id}`: `utterances` of `{ speaker: "A", start, text }`,
 * times in milliseconds; `utterances` is null without `speaker_labels`), and its `/sentences` and
 * `/paragraphs` responses (`sentences` / `paragraphs` beside `audio_duration`). Null when it is not one.
 */
function assemblyAi(data: Record<string, unknown>): ServiceSegments | null {
  const turns = (list: unknown[]): unknown[] =>
    list.map((item) => {
      const u = record(item);
      if (u === null) return item;
      return {
        text: u.text,
        ...(u.start === undefined ? {} : { start: fromMs(u.start) }),
        ...(u.speaker === undefined ? {} : { speaker: assemblySpeaker(u.speaker) }),
      };
    });
  if (Array.isArray(data.utterances) && data.utterances.length > 0)
    return { service: 'AssemblyAI', segments: turns(data.utterances), textOnly: null };
  if ('audio_duration' in data)
    for (const key of ['paragraphs', 'sentences'])
      if (Array.isArray(data[key]) && (data[key] as unknown[]).length > 0)
        return { service: 'AssemblyAI', segments: turns(data[key] as unknown[]), textOnly: null };
  const looksLike = 'utterances' in data && ('audio_url' in data || 'words' in data || 'status' in data);
  if (looksLike && typeof data.text === 'string' && data.text.trim() !== '')
    return {
      service: 'AssemblyAI',
      segments: [{ text: data.text }],
      textOnly: {
        field: 'text',
        fix: 'transcribe with speaker_labels: true (its "utterances") to keep them',
      },
    };
  return null;
}

/**
 * Deepgram's pre-recorded response (`results`): `results.utterances` (`utterances=true`: `{ start,
 * speaker, transcript }`, seconds), else the first channel's first alternative's `paragraphs`
 * (`smart_format`/`paragraphs`: `{ speaker, start, sentences: [{ text }] }`), else its `words`
 * (`{ word, punctuated_word, start, speaker }`) joined into one turn per speaker change, else its
 * `transcript` as one passage. Null when it is not one.
 */
function deepgram(data: Record<string, unknown>): ServiceSegments | null {
  const results = record(data.results);
  if (results === null) return null;
  if (Array.isArray(results.utterances) && results.utterances.length > 0)
    return {
      service: 'Deepgram',
      segments: results.utterances.map((item) => {
        const u = record(item);
        if (u === null) return item;
        return {
          text: u.transcript,
          ...(u.start === undefined ? {} : { start: u.start }),
          ...(u.speaker === undefined ? {} : { speaker: u.speaker }),
        };
      }),
      textOnly: null,
    };
  const channels = Array.isArray(results.channels) ? results.channels : [];
  const alternatives = record(channels[0])?.alternatives;
  const best = Array.isArray(alternatives) ? record(alternatives[0]) : null;
  if (best === null) return null;
  const paragraphs = record(best.paragraphs)?.paragraphs;
  if (Array.isArray(paragraphs) && paragraphs.length > 0)
    return {
      service: 'Deepgram',
      segments: paragraphs.map((item) => {
        const p = record(item);
        if (p === null) return item;
        const sentences = Array.isArray(p.sentences) ? p.sentences : [];
        const text = sentences
          .map((s) => record(s)?.text)
          .filter((t): t is string => typeof t === 'string')
          .join(' ');
        return {
          text: sentences.length > 0 ? text : p.text,
          ...(p.start === undefined ? {} : { start: p.start }),
          ...(p.speaker === undefined ? {} : { speaker: p.speaker }),
        };
      }),
      textOnly: null,
    };
  const words = Array.isArray(best.words) ? best.words.map(record) : [];
  if (words.length > 0 && words.every((w) => w !== null)) {
    const segments: { text: string; start?: unknown; speaker?: unknown }[] = [];
    for (const w of words as Record<string, unknown>[]) {
      const said = typeof w.punctuated_word === 'string' ? w.punctuated_word : w.word;
      if (typeof said !== 'string') continue;
      const last = segments[segments.length - 1];
      if (last && last.speaker === w.speaker) last.text += ` ${said}`;
      else
        segments.push({
          text: said,
          ...(w.start === undefined ? {} : { start: w.start }),
          ...(w.speaker === undefined ? {} : { speaker: w.speaker }),
        });
    }
    if (segments.length > 0) return { service: 'Deepgram', segments, textOnly: null };
  }
  if (typeof best.transcript === 'string' && best.transcript.trim() !== '')
    return {
      service: 'Deepgram',
      segments: [{ text: best.transcript }],
      textOnly: { field: 'transcript', fix: 'transcribe with utterances=true and diarize=true to keep them' },
    };
  return null;
}

/**
 * Rev.ai's transcript JSON (`monologues` of `{ speaker, speaker_name?, elements: [{ type, value, ts }] }`):
 * one turn per monologue, its text the elements' values joined as written (`punct` elements carry
 * the spaces), its start the first element's `ts` (seconds), its speaker `speaker_name` when set,
 * else the speaker number. Null when it is not one.
 */
function revAi(data: Record<string, unknown>): ServiceSegments | null {
  if (!Array.isArray(data.monologues) || data.monologues.length === 0) return null;
  return {
    service: 'Rev.ai',
    segments: data.monologues.map((item) => {
      const m = record(item);
      if (m === null) return item;
      const elements = (Array.isArray(m.elements) ? m.elements : []).map(record);
      const values = elements.map((e) => e?.value).filter((v): v is string => typeof v === 'string');
      const timed = elements.find((e) => e !== null && e.ts !== undefined && e.ts !== null);
      const name = typeof m.speaker_name === 'string' && m.speaker_name.trim() !== '' ? m.speaker_name : null;
      return {
        text: values.length > 0 ? values.join('').replace(/\s+/g, ' ').trim() : null,
        ...(timed ? { start: timed.ts } : {}),
        ...(name !== null ? { speaker: name } : m.speaker === undefined ? {} : { speaker: m.speaker }),
      };
    }),
    textOnly: null,
  };
}

/**
 * A Speechmatics speaker (`S1`, `S2`: diarization; `UU`: not known) or channel (`channel_1`:
 * channel diarization) as a name: `Speaker 1`, `Channel 1`; `UU` and none are no speaker; another
 * string (a name given in the job's speaker settings) as it is.
 */
function speechmaticsSpeaker(speaker: unknown, channel: unknown): string | undefined {
  if (typeof speaker === 'string' && speaker.trim() !== '' && speaker.trim() !== 'UU') {
    const numbered = /^S(\d{1,3})$/.exec(speaker.trim());
    return numbered ? `Speaker ${numbered[1]}` : speaker.trim();
  }
  if (typeof channel === 'string') {
    const numbered = /^channel_(\d{1,3})$/.exec(channel.trim());
    if (numbered) return `Channel ${numbered[1]}`;
  }
  return undefined;
}

/**
 * Speechmatics' batch transcript (`json-v2`: `results` of `{ type: "word" | "punctuation",
 * start_time, alternatives: [{ content, speaker }], attaches_to? }`, times in seconds): one turn per
 * run of one speaker's words, its start the first word's `start_time`; punctuation joined to the
 * word it attaches to (`attaches_to`: `previous`, the default, `next`, `both`; `none` spaced).
 * Null when it is not one (L89).
 */
function speechmatics(data: Record<string, unknown>): ServiceSegments | null {
  if (!Array.isArray(data.results) || data.results.length === 0) return null;
  const items = data.results.map(record);
  const spoken = (i: Record<string, unknown> | null) =>
    i !== null && (i.type === 'word' || i.type === 'punctuation') && Array.isArray(i.alternatives);
  if (!items.some(spoken)) return null;
  const segments: { text: string; start?: unknown; speaker?: string }[] = [];
  let glue = false; // the previous item attaches to what follows (`attaches_to: next`)
  for (const item of items) {
    if (item === null || !spoken(item)) continue;
    const best = record((item.alternatives as unknown[])[0]);
    const content = best?.content;
    if (typeof content !== 'string' || content.trim() === '') continue;
    const punctuation = item.type === 'punctuation';
    const attaches = punctuation
      ? typeof item.attaches_to === 'string'
        ? item.attaches_to
        : 'previous'
      : 'none';
    const speaker = speechmaticsSpeaker(best?.speaker, item.channel);
    const last = segments[segments.length - 1];
    const toPrevious = attaches === 'previous' || attaches === 'both';
    if (last && (last.speaker === speaker || (punctuation && toPrevious))) {
      last.text += glue || toPrevious ? content : ` ${content}`;
    } else
      segments.push({
        text: content,
        ...(item.start_time === undefined ? {} : { start: item.start_time }),
        ...(speaker === undefined ? {} : { speaker }),
      });
    glue = attaches === 'next' || attaches === 'both';
  }
  return segments.length > 0 ? { service: 'Speechmatics', segments, textOnly: null } : null;
}

/**
 * A time Amazon Transcribe writes: seconds as a decimal string (`"4.87"`); a number as it is;
 * anything else as it is, for {@link whisperCues} to refuse as a bad start.
 */
function awsSeconds(value: unknown): unknown {
  return typeof value === 'string' && /^\d+(?:\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value;
}

/**
 * An Amazon Transcribe speaker (`spk_0`, speaker partitioning) or channel (`ch_0`, channel
 * identification) as a name: `Speaker 1`, `Channel 1` (numbered from 1, as WhisperX's `SPEAKER_00`);
 * another string as it is; none when absent.
 */
function awsSpeaker(speaker: unknown, channel?: unknown): string | undefined {
  for (const [value, label, name] of [
    [speaker, /^spk_(\d{1,3})$/, 'Speaker'],
    [channel, /^ch_(\d{1,3})$/, 'Channel'],
  ] as const) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    const numbered = label.exec(value.trim());
    return numbered ? `${name} ${Number(numbered[1]) + 1}` : value.trim();
  }
  return undefined;
}

/**
 * Amazon Transcribe's batch transcript (`results` with `transcripts`, `items` and, with speaker
 * partitioning, `speaker_labels`; since 2023 also `audio_segments`; times as decimal strings of
 * seconds): one turn per `audio_segments` entry (`transcript`, `start_time`, `speaker_label`), else
 * per run of one speaker's `items` (`pronunciation` words spaced, `punctuation` joined to the word
 * before; an item's speaker its `speaker_label`, else the `speaker_labels.segments` item starting at
 * its time; channel identification's `channel_label`), else its `transcripts[0].transcript` as one
 * passage. Null when it is not one. reviewA R26 (session 26); example output:
 * docs.aws.amazon.com/transcribe/latest/dg/diarization-output-batch.html.
 */
function amazonTranscribe(data: Record<string, unknown>): ServiceSegments | null {
  const results = record(data.results);
  if (results === null || !Array.isArray(results.transcripts)) return null;
  const service = 'Amazon Transcribe';
  const segmentsOf = (list: unknown[]): unknown[] =>
    list.map((entry) => {
      const a = record(entry);
      if (a === null) return entry;
      const speaker = awsSpeaker(a.speaker_label, a.channel_label);
      return {
        text: a.transcript,
        ...(a.start_time === undefined ? {} : { start: awsSeconds(a.start_time) }),
        ...(speaker === undefined ? {} : { speaker }),
      };
    });
  if (Array.isArray(results.audio_segments) && results.audio_segments.length > 0)
    return { service, segments: segmentsOf(results.audio_segments), textOnly: null };
  const bySpeakerStart = new Map<string, unknown>();
  const labelled = record(results.speaker_labels)?.segments;
  for (const segment of Array.isArray(labelled) ? labelled : []) {
    const segmentItems = record(segment)?.items;
    for (const item of Array.isArray(segmentItems) ? segmentItems : []) {
      const i = record(item);
      if (i !== null && typeof i.start_time === 'string') bySpeakerStart.set(i.start_time, i.speaker_label);
    }
  }
  const items = Array.isArray(results.items) ? results.items.map(record) : [];
  const turns: { text: string; start?: unknown; speaker?: string }[] = [];
  let speaker: string | undefined;
  for (const item of items) {
    const content = record(Array.isArray(item?.alternatives) ? item.alternatives[0] : null)?.content;
    if (item === null || typeof content !== 'string' || content.trim() === '') continue;
    const last = turns[turns.length - 1];
    if (item.type === 'punctuation') {
      if (last) last.text += content;
      continue;
    }
    speaker =
      awsSpeaker(
        item.speaker_label ??
          (typeof item.start_time === 'string' ? bySpeakerStart.get(item.start_time) : undefined),
        item.channel_label,
      ) ?? speaker;
    if (last && last.speaker === speaker) last.text += ` ${content}`;
    else
      turns.push({
        text: content,
        ...(item.start_time === undefined ? {} : { start: awsSeconds(item.start_time) }),
        ...(speaker === undefined ? {} : { speaker }),
      });
  }
  if (turns.length > 0 && turns.some((t) => t.speaker !== undefined))
    return { service, segments: turns, textOnly: null };
  const whole = record(results.transcripts[0])?.transcript;
  if (typeof whole === 'string' && whole.trim() !== '')
    return {
      service,
      segments: [{ text: whole }],
      textOnly: {
        field: 'results.transcripts[0].transcript',
        fix: 'transcribe with speaker partitioning (Settings.ShowSpeakerLabels, MaxSpeakerLabels) to keep them',
      },
    };
  return turns.length > 0 ? { service, segments: turns, textOnly: null } : null;
}

/**
 * An ISO 8601 duration as Azure writes a phrase's `offset` (`PT1M2.5S`, `PT0.44S`, `PT1H`) in
 * seconds; null when it is not one.
 */
function isoDurationSeconds(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(value.trim());
  if (m === null || value.trim() === 'PT') return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/**
 * Azure AI Speech's batch transcription result (`recognizedPhrases` of `{ recognitionStatus, speaker?,
 * channel, offsetInTicks, offset: "PT0.44S", nBest: [{ display }] }`, beside
 * `combinedRecognizedPhrases`): one turn per successful phrase, its text the best `display`, its
 * start `offsetInTicks` (100 ns) else `offsetMilliseconds` else `offset`, its speaker `speaker` (a
 * number from 1: `Speaker 1`), in time order (the file lists the channels one after the other).
 * Null when it is not one. reviewA R27 (session 26); output documented at
 * learn.microsoft.com/azure/ai-services/speech-service/batch-transcription-get.
 */
function azureSpeech(data: Record<string, unknown>): ServiceSegments | null {
  if (!Array.isArray(data.recognizedPhrases) || data.recognizedPhrases.length === 0) return null;
  const turns: { text: unknown; start?: unknown; speaker?: unknown; at: number }[] = [];
  data.recognizedPhrases.forEach((entry, at) => {
    const p = record(entry);
    if (p === null) return;
    if (typeof p.recognitionStatus === 'string' && p.recognitionStatus !== 'Success') return;
    const best = record(Array.isArray(p.nBest) ? p.nBest[0] : null);
    const text = typeof best?.display === 'string' ? best.display : best?.lexical;
    const start =
      typeof p.offsetInTicks === 'number'
        ? p.offsetInTicks / 1e7
        : typeof p.offsetMilliseconds === 'number'
          ? p.offsetMilliseconds / 1000
          : (isoDurationSeconds(p.offset) ?? p.offset);
    const speaker =
      typeof p.speaker === 'number' && Number.isInteger(p.speaker) && p.speaker >= 1 && p.speaker <= 999
        ? `Speaker ${p.speaker}`
        : p.speaker;
    turns.push({
      text,
      ...(start === undefined ? {} : { start }),
      ...(speaker === undefined ? {} : { speaker }),
      at,
    });
  });
  const timed = (t: (typeof turns)[number]) =>
    typeof t.start === 'number' ? t.start : Number.POSITIVE_INFINITY;
  turns.sort((a, b) => timed(a) - timed(b) || a.at - b.at);
  return turns.length > 0
    ? {
        service: 'Azure Speech',
        segments: turns.map(({ at: _at, ...t }) => t),
        textOnly: null,
        // L105: when the batch transcription ran (ISO 8601), the date a meeting without another one takes.
        ...(typeof data.timestamp === 'string' && !Number.isNaN(Date.parse(data.timestamp))
          ? { created: data.timestamp }
          : {}),
      }
    : null;
}

/**
 * The segments of a hosted speech-to-text service's transcript JSON — AssemblyAI (`utterances`, times
 * in ms, speakers `A`, `B` → `Speaker A`), Deepgram (`results.utterances`, paragraphs, words),
 * Rev.ai (`monologues`) or Speechmatics (`json-v2`'s `results` list of words and punctuation,
 * speakers `S1` → `Speaker 1`: L89), Amazon Transcribe (`results.audio_segments`, else `results.items`,
 * speakers `spk_0` → `Speaker 1`: reviewA R26) or Azure Speech (`recognizedPhrases`, `Speaker 1`: reviewA R27)
 * — in Whisper's shape, for {@link whisperCues}; null when `data` is none of
 * them. Values are passed on as found, so a bad time or speaker is refused with the usual warning.
 * Spec: docs/transcript-import.md (Formats: `whisper`); reviewA R16, R17.
 * @param data - the parsed JSON file
 */
export function serviceSegments(data: unknown): ServiceSegments | null {
  const r = record(data);
  if (r === null) return null;
  const found =
    assemblyAi(r) ?? amazonTranscribe(r) ?? deepgram(r) ?? revAi(r) ?? speechmatics(r) ?? azureSpeech(r);
  if (found !== null && found.created === undefined) {
    const created = serviceCreated(r, found.service);
    if (created !== undefined) found.created = created;
  }
  return found;
}

/**
 * When the service says it made the transcript, for the services other than Azure Speech (whose `timestamp`
 * {@link azureSpeech} reads): Speechmatics' `job.created_at` (else `metadata.created_at`), Deepgram's
 * `metadata.created` — an ISO 8601 time that parses, else undefined (reviewA R44: L105 for every service
 * whose JSON carries one; AssemblyAI, Rev.ai and Amazon Transcribe write none).
 * Spec: docs/transcript-import.md (Names: the date); leftovers L105.
 */
function serviceCreated(data: Record<string, unknown>, service: string): string | undefined {
  const times =
    service === 'Speechmatics'
      ? [record(data.job)?.created_at, record(data.metadata)?.created_at]
      : service === 'Deepgram'
        ? [record(data.metadata)?.created]
        : [];
  return times.find((t): t is string => typeof t === 'string' && !Number.isNaN(Date.parse(t)));
}
