// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InterfaceLanguage } from '#shared/interface-language.ts';
import type { LanguageCount } from '#shared/schemas/languages.ts';
import { activateLanguage } from '#tests/helpers/catalogues.ts';
import { languagesQueryOptions } from '#app/features/languages/api/get-languages.ts';
import { LanguageOffer } from './language-offer';

const count = (code: string, nativeName: string): LanguageCount => ({ code, name: code, nativeName, count: 5 });
const COUNTS = [count('en', 'English'), count('hi', 'हिन्दी'), count('mr', 'मराठी'), count('ta', 'தமிழ்')];

/** The offer a visitor whose browser asks for `tags` sees, in interface language `code`. */
async function offerFor(code: InterfaceLanguage, tags: string[]) {
  await activateLanguage(code);
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => tags });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The counts as the server gave them; the offer asks again on mount and keeps these if it cannot.
  queryClient.setQueryData(languagesQueryOptions().queryKey, COUNTS);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <LanguageOffer user={null} />
        </MantineProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return screen.findByRole('region');
}

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await activateLanguage('en');
});

describe('the first-visit offer of news languages', () => {
  it('names the languages as a sentence does, in the interface language', async () => {
    const offer = await offerFor('hi', ['hi-IN', 'en-IN']);
    expect(offer.textContent).toContain('ख़बरें English और हिन्दी में पढ़ें?');
    expect(screen.getByRole('button', { name: 'English और हिन्दी में ख़बरें दिखाएँ' })).toBeTruthy();
  });

  it('says "language" for one and "languages" for several where the language tells them apart', async () => {
    expect((await offerFor('mr', ['mr-IN'])).textContent).toContain('मराठी भाषेत बातम्या वाचायच्या?');
    cleanup();
    localStorage.clear();
    expect((await offerFor('mr', ['mr-IN', 'hi-IN'])).textContent).toContain(
      'हिन्दी आणि मराठी भाषांमध्ये बातम्या वाचायच्या?',
    );
    cleanup();
    localStorage.clear();
    const tamil = await offerFor('ta', ['ta-IN', 'en-IN']);
    expect(tamil.textContent).toContain('English மற்றும் தமிழ் மொழிகளில் செய்திகளைப் படிக்கவா?');
    expect(screen.getByRole('button', { name: 'English மற்றும் தமிழ் மொழிகளில் செய்திகளைக் காட்டு' })).toBeTruthy();
  });
});
