// Headless Chromium has no voices: the page's speech synthesis is replaced by a recorder the
// test can advance.
import type { Page } from '@playwright/test';

type Said = { text: string; rate: number; lang: string };
declare global {
  interface Window {
    __said: Said[];
    __finishCurrent: () => void;
  }
}

export async function recordSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__said = [];
    let current: { onend: (() => void) | null } | null = null;
    class Utterance {
      rate = 1;
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => [
          { lang: 'en-US', name: 'Fake US' },
          { lang: 'en-IN', name: 'Fake India' },
        ],
        speak: (u: Utterance) => {
          current = u;
          window.__said.push({ text: u.text, rate: u.rate, lang: u.lang });
        },
        cancel: () => {
          current = null;
        },
      },
    });
    window.__finishCurrent = () => current?.onend?.();
  });
}

export const said = (page: Page) => page.evaluate(() => window.__said);
