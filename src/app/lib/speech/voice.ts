/** Prefer an Indian English voice, else US English, else the browser's default. */
export function pickVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const norm = (l: string) => l.replace('_', '-').toLowerCase();
  return voices.find((v) => norm(v.lang) === 'en-in') ?? voices.find((v) => norm(v.lang) === 'en-us') ?? null;
}

export const PREFERRED_LANG = 'en-IN';
