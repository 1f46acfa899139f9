import { z } from 'zod';
import { SUMMARY_MAX_WORDS, shortSummary } from '#shared/ai-answer.ts';
import type { AiKind } from '#shared/constants.ts';
import { languageInfo } from '#shared/languages.ts';
import type { AnalysisInput } from './types';

// Every word the model is told lives in this file: the system prompt, one task per kind,
// the answer's JSON schema, and how the answer becomes the markdown members read.

/** The system prompt, for a reader who reads `lang` (an ISO 639-1 code; English when unknown). */
export function systemPrompt(lang = 'en'): string {
  // "Hindi (हिन्दी)": the model knows the language by either name.
  const info = languageInfo(lang) ?? languageInfo('en');
  const language = info && info.code !== 'en' ? `${info.name} (${info.nativeName})` : 'English';
  return [
    'You are a careful news analyst for Khabar, an Indian news aggregator.',
    "You judge the article you are given and, when other sources' reports of the same story are given, compare it with them;",
    'you never add facts that neither the article nor those reports contain.',
    'Every point you make cites one sentence of the article or of another source\'s report, copied exactly, in "quote",',
    'in the language it is written in; use an empty quote only when a point is about something nobody says.',
    `"verdict" is a plain summary of at most ${SUMMARY_MAX_WORDS} words that a reader understands without the points.`,
    'Never name your methods, word lists, scores or statistics such as medians: say what they mean for the reader.',
    `The reader reads ${language}: write "verdict" and every "text" in plain, short ${language}, whatever the article's language.`,
    'Answer with JSON only.',
  ].join(' ');
}

/** The system prompt for an English reader. */
export const SYSTEM_PROMPT = systemPrompt('en');

const TASKS: Record<AiKind, string> = {
  sentiment:
    'Judge the overall tone of the article. "verdict": one of Positive, Negative, Neutral or Mixed, ' +
    'then a dash and one sentence saying why. "points": the 2-5 sentences that most drive the tone, ' +
    'each with what it does to the tone in "text".',
  bias:
    'Look for signs of bias. "verdict": one sentence on how balanced the article is. "points": each ' +
    'signal you find - loaded or emotive wording, opinion stated as fact, one-sided sourcing (only one ' +
    'side quoted or named), unattributed claims, or hedging that hides who says what - with the kind of ' +
    'signal and why it matters in "text". If it is balanced, say what makes it so.',
  missing:
    'Find the angles a careful reader would miss. "verdict": one sentence on whose voice or what context ' +
    'is absent. "points": 2-5 stakeholders, perspectives, data or context that a story of this kind ' +
    'usually includes but this one does not, each with why it matters in "text" and, where it helps, ' +
    'the sentence that makes the gap visible in "quote".',
  explain:
    'Explain the article to a 15-year-old. "verdict": the story in one or two short sentences of your own (do not repeat the headline). ' +
    '"points": the 3-6 key points in short, simple sentences, and any jargon or acronym explained ' +
    '("GDP: the value of everything a country makes in a year"), each citing the sentence it explains.',
};

/** What each kind asks for when other sources' reports of the story are given. */
const COMPARE: Record<AiKind, string> = {
  sentiment:
    'Compare the article\'s tone with the other sources\' reports: say in "verdict" whether it is more positive, more negative or ' +
    'in line with them, and in one point per source that differs name the source in "text".',
  bias:
    'Judge its framing against the other sources: loaded or emotive words only this article uses, voices it quotes that no other ' +
    "source quotes, and whether its headline's tone is harsher or softer than the other headlines. In each point name the " +
    'source you compare with in "text".',
  missing:
    'List the people, organisations, places, figures and quoted voices the other sources report and this article leaves out. ' +
    'In each point name the source in "text" and copy its sentence in "quote".',
  explain:
    'After the key points, add what the other sources add that this article does not, naming each source in "text".',
};

/** Other sources' reports in a prompt: at most this many, each summary cut to SUMMARY_CHARS. */
export const MAX_OTHERS = 6;
const SUMMARY_CHARS = 300;

/** The answer the model returns for every kind. */
export const answerSchema = z.object({
  verdict: z.string(),
  points: z.array(z.object({ text: z.string().min(1), quote: z.string() })).max(12),
});
export type ModelAnswer = z.infer<typeof answerSchema>;

/** The same shape as JSON Schema, for servers that take `response_format: json_schema`. */
export const ANSWER_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['verdict', 'points'],
  properties: {
    verdict: { type: 'string' },
    points: {
      type: 'array',
      maxItems: 12,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'quote'],
        properties: { text: { type: 'string' }, quote: { type: 'string' } },
      },
    },
  },
} as const;

const JSON_IN_PROMPT =
  'Answer with a single JSON object and nothing else, of the form ' +
  '{"verdict": "...", "points": [{"text": "...", "quote": "..."}]}.';

export type ChatMessage = { role: 'system' | 'user'; content: string };

/** The other sources' reports, one per source (never the article's own), at most MAX_OTHERS. */
export function otherReports(a: AnalysisInput): AnalysisInput[] {
  const seen = new Set([a.source.toLowerCase()]);
  return (a.others ?? [])
    .filter((o) => !seen.has(o.source.toLowerCase()) && seen.add(o.source.toLowerCase()))
    .slice(0, MAX_OTHERS);
}

/**
 * The messages for one analysis; the article text is cut to `maxChars` at a sentence end. Other
 * sources' reports of the story add their titles and summaries (at most MAX_OTHERS, each summary
 * cut to SUMMARY_CHARS, all of them to half of `maxChars`).
 */
export function buildMessages(kind: AiKind, a: AnalysisInput, maxChars: number, jsonInPrompt: boolean): ChatMessage[] {
  const body = bounded(a.text?.trim() || a.summary, maxChars);
  const entities = a.entities.map((e) => `${e.name} (${e.type})`).join(', ');
  const reports: string[] = [];
  let budget = Math.max(SUMMARY_CHARS, Math.floor(maxChars / 2));
  for (const o of otherReports(a)) {
    const summary = o.summary.replace(/\s+/g, ' ').trim();
    const line = `- ${o.source}: "${o.title}" ${summary.length > SUMMARY_CHARS ? `${summary.slice(0, SUMMARY_CHARS - 1).replace(/\s+\S*$/, '')}…` : summary}`;
    if (line.length > budget) break;
    reports.push(line);
    budget -= line.length;
  }
  const user = [
    `Task: ${TASKS[kind]}`,
    reports.length
      ? `Compare: ${COMPARE[kind]}`
      : 'Only this source has reported the story so far: judge the article on its own.',
    jsonInPrompt ? JSON_IN_PROMPT : '',
    '',
    `Title: ${a.title}`,
    `Source: ${a.source}`,
    `Category: ${a.category}`,
    entities ? `Named in it: ${entities}` : '',
    '',
    'Article:',
    body,
    ...(reports.length
      ? ['', `Other sources reporting the same story (${reports.length}), title and summary:`, ...reports]
      : []),
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
  return [
    { role: 'system', content: systemPrompt(a.readerLanguage) },
    { role: 'user', content: user },
  ];
}

/** At most `max` characters, ending at the last sentence end inside the limit when there is one. */
export function bounded(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'), cut.lastIndexOf('\n\n'));
  return `${end > max / 2 ? cut.slice(0, end + 1) : cut}\n\n[The rest of the article is left out.]`;
}

const HEADINGS: Record<AiKind, string> = {
  sentiment: 'Tone',
  bias: 'Bias check',
  missing: 'Missing angles',
  explain: 'Explained simply',
};

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[“”"‘’'*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The model's answer as markdown. A quote from the article is shown as it is; one from another
 * source's title or summary with that source's name; one found in neither is dropped rather
 * than shown as if someone said it.
 */
export function renderAnswer(kind: AiKind, answer: ModelAnswer, a: AnalysisInput): string {
  // The model had nothing to say: the client shows its "could not explain" message.
  if (!answer.verdict.trim() && answer.points.length === 0) return '';
  const source = squash(`${a.title} ${a.summary} ${a.text ?? ''}`);
  const others = otherReports(a).map((o) => ({ name: o.source, text: squash(`${o.title} ${o.summary}`) }));
  // The summary a member reads first: the model's verdict, kept to the summary's length.
  const lines = [
    `**${HEADINGS[kind]}:** ${shortSummary(answer.verdict, SUMMARY_MAX_WORDS - HEADINGS[kind].split(' ').length)}`,
    '',
  ];
  if (others.length)
    lines.push(
      `_Compared with ${others.length} other source${others.length === 1 ? '' : 's'} reporting the same story: ${others.map((o) => `*${o.name}*`).join(', ')}._`,
      '',
    );
  for (const p of answer.points) {
    lines.push(`- ${p.text.trim()}`);
    const q = p.quote.trim();
    if (!q) continue;
    if (source.includes(squash(q))) lines.push(`  > ${q}`);
    else {
      const from = others.find((o) => o.text.includes(squash(q)));
      if (from) lines.push(`  > ${q} — *${from.name}*`);
    }
  }
  return lines.join('\n').trim();
}
