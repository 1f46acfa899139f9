// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { DEMO_ARTICLE_TEXT } from '#shared/demo.ts';
import { ArticleView } from './article-view';
import { renderArticlePart, stubRelativeRequests } from '#tests/helpers/render-article.tsx';
import { allMessages } from '#tests/helpers/catalogues.ts';

const REAL: ArticleSummary = {
  title: 'Metro fares rise in Kolkata',
  url: 'https://news.example/fares',
  summary: 'Fares rise by ten per cent.',
  published: '2026-11-23T10:00:00+05:30',
  source: 'Example News',
  category: 'India',
  author: '',
  language: 'en',
};
const DEMO: ArticleSummary = {
  ...REAL,
  title: 'Indore opens a 10-station metro corridor',
  url: 'https://demo.khabar.example/ganga-chronicle-demo/0-indore',
  source: 'Ganga Chronicle (demo)',
  demo: true,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The public article call answers with the card itself, as the server would. */
async function renderView(card: ArticleSummary, entities: { name: string; type: string }[] = []) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ ...card, entities }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  stubRelativeRequests();
  if (i18n.locale !== 'hi') i18n.loadAndActivate({ locale: 'en', messages: {} });
  // The article's links (sign in, the story) are the router's: it renders inside one.
  return renderArticlePart(
    () => (
      <ArticleView url={card.url} signedIn={false} member={false} preview={card} variant="page" onClose={() => {}} />
    ),
    {
      path: '/pages/news/details/x',
      actions: { isSaved: () => false, save: async () => true, saveAnswer: async () => true },
    },
  );
}

describe('article view: the link to the original', () => {
  it('links a real article to its original in a new tab', async () => {
    await renderView(REAL);
    const link = await screen.findByRole('link', { name: 'Read original' });
    expect(link.getAttribute('href')).toBe(REAL.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(DEMO_ARTICLE_TEXT)).toBeNull();
  });

  it('says a demo article is demo data instead of linking to a host that serves nothing', async () => {
    await renderView(DEMO);
    expect(await screen.findByText(DEMO_ARTICLE_TEXT)).toBeTruthy();
    expect(screen.getByText(DEMO.url)).toBeTruthy(); // the address is shown, not linked
    expect(screen.queryByRole('link', { name: 'Read original' })).toBeNull();
    expect(document.querySelector(`a[href="${DEMO.url}"]`)).toBeNull();
  });
});

describe('article view: the names found in it', () => {
  const HINDI: ArticleSummary = { ...REAL, title: 'कोलकाता मेट्रो का किराया बढ़ा', language: 'hi' };
  const names = [
    { name: 'ममता बनर्जी', type: 'person' },
    { name: 'कोलकाता मेट्रो', type: 'organisation' },
    { name: 'कोलकाता', type: 'place' },
  ];

  it("say each name's kind in the interface's language, the name in the article's", async () => {
    i18n.loadAndActivate({ locale: 'hi', locales: ['hi-IN'], messages: await allMessages('hi') });
    try {
      await renderView(HINDI, names);
      const list = within(await screen.findByRole('region', { name: 'इस लेख में' })).getByRole('list');
      const items = within(list).getAllByRole('listitem');
      expect(items.map((li) => li.textContent)).toEqual(['ममता बनर्जी (व्यक्ति)', 'कोलकाता मेट्रो (संस्था)', 'कोलकाता (जगह)']);
      for (const li of items) expect(li.querySelector('[lang]')?.getAttribute('lang')).toBe('hi');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });
});
