// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleActions } from '#app/components/news/article-actions.tsx';
import { aiHourlyLimit } from '#shared/messages.ts';
import { AiPanels } from './ai-panels';
import { renderArticlePart, stubRelativeRequests } from '#tests/helpers/render-article.tsx';

const URL_ = 'https://news.example/a';
const article = {
  title: 'A story',
  url: URL_,
  summary: 's',
  published: '2026-11-23T10:00:00+05:30',
  source: 'S',
  category: 'India',
  entities: [],
  text: 't',
  bias: null,
  sentiment: null,
  missingAngles: null,
  explainLike15: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The analysis endpoint as the server answers it: bias answers, sentiment fails, explain is
 * empty, missing angles is past the member's hourly budget of new answers.
 */
function stubApi() {
  const calls: string[] = [];
  stubRelativeRequests();
  vi.stubGlobal('fetch', async (input: Request) => {
    const kind = new URL(input.url).pathname.split('/').pop()!;
    calls.push(kind);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (kind === 'bias') return json({ ...article, bias: '**Loaded** wording: "slams". <b>raw</b>' });
    if (kind === 'explain') return json({ ...article, explainLike15: '  ' });
    if (kind === 'missing')
      return json({ status: 429, error: 'Too Many Requests', message: aiHourlyLimit(60, 12) }, 429);
    return json(
      { status: 502, error: 'Bad Gateway', message: 'Sorry, something went wrong. Please try again later.' },
      502,
    );
  });
  return calls;
}

const ARTICLE_PAGE = '/pages/news/details/story';

async function renderPanels(props: { member: boolean; signedIn: boolean }, actions?: Partial<ArticleActions>) {
  // The panels' sign-in link returns to the page it was followed from: it renders inside a router.
  return renderArticlePart(() => <AiPanels url={URL_} title="A story" {...props} />, {
    path: ARTICLE_PAGE,
    actions: { isSaved: () => false, save: async () => true, ...actions },
  });
}

// The markdown renderer is a lazy chunk; its first import takes seconds on a busy machine.
const SLOW = { timeout: 15_000 };

const control = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('AI panels', () => {
  it('ask once when a panel opens, show the markdown answer (no raw HTML) and keep it', async () => {
    const calls = stubApi();
    const saveAnswer = vi.fn(async () => true);
    await renderPanels({ member: true, signedIn: true }, { saveAnswer });
    expect(calls).toEqual([]); // idle until opened
    fireEvent.click(control('Bias'));
    expect(await screen.findByText('Thinking…')).toBeTruthy();
    expect((control('Bias') as HTMLButtonElement).disabled).toBe(true); // no toggling while it thinks
    const strong = await screen.findByText('Loaded', { selector: 'strong' }, SLOW);
    expect(strong).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect((control('Bias') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(control('Bias'));
    fireEvent.click(control('Bias'));
    await screen.findByText('Loaded', { selector: 'strong' }, SLOW);
    expect(calls).toEqual(['bias']);
    fireEvent.click(screen.getByRole('button', { name: 'Save to my notes' }));
    await waitFor(() =>
      expect(saveAnswer).toHaveBeenCalledWith(
        { url: URL_, title: 'A story' },
        'Bias',
        '**Loaded** wording: "slams". <b>raw</b>',
      ),
    );
  });

  it('open an answer on its summary, with the evidence behind "Show evidence"', async () => {
    stubApi();
    const answer =
      '**Bias check: Few signs of bias.** Two named sources speak.\n\n**Sourcing**\n\n- Heard: **Rao**.\n  > Rao said the plan works.';
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ ...article, bias: answer }), { headers: { 'content-type': 'application/json' } }),
    );
    await renderPanels({ member: true, signedIn: true });
    fireEvent.click(control('Bias'));
    expect(await screen.findByText('Bias check: Few signs of bias.', { selector: 'strong' }, SLOW)).toBeTruthy();
    expect(screen.queryByText('Sourcing')).toBeNull();
    const show = screen.getByRole('button', { name: 'Show evidence' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    expect(await screen.findByText('Rao said the plan works.', {}, SLOW)).toBeTruthy();
    const hide = screen.getByRole('button', { name: 'Hide evidence' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(hide.getAttribute('aria-controls') ?? '')?.textContent).toContain('Sourcing');
  });

  it('say so when the analysis fails, and when an explanation comes back empty', async () => {
    stubApi();
    await renderPanels({ member: true, signedIn: true });
    fireEvent.click(control('Sentiment'));
    expect(await screen.findByText('Sorry, something went wrong. Please try again later.', {}, SLOW)).toBeTruthy();
    fireEvent.click(control('Explain like I am 15'));
    expect(await screen.findByText('Sorry, I could not explain that.', {}, SLOW)).toBeTruthy();
  });

  it("say when the hourly budget of new answers is spent, and when to try again, in the server's words", async () => {
    stubApi();
    await renderPanels({ member: true, signedIn: true });
    fireEvent.click(control('Missing angles'));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toBe(aiHourlyLimit(60, 12));
    expect(alert.textContent).toContain('try a new one in 12 minutes');
  });

  it('lock every panel without membership: opening one asks nothing and says why, with the way in', async () => {
    const calls = stubApi();
    await renderPanels({ member: false, signedIn: false });
    expect(screen.getByText('Membership required')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Upgrade now' })[0]!.getAttribute('href')).toBe('/secure/subscription');
    const signIn = new URL(screen.getAllByRole('link', { name: 'Sign in' })[0]!.getAttribute('href')!, 'http://x');
    expect([signIn.pathname, signIn.searchParams.get('redirect')]).toEqual(['/pages/user/login', ARTICLE_PAGE]);
    for (const name of ['Bias', 'Sentiment', 'Missing angles', 'Explain like I am 15']) {
      fireEvent.click(control(name));
      const panel = document.getElementById(control(name).getAttribute('aria-controls') ?? '');
      expect(panel?.textContent).toBe('Membership required. AI analysis is for members. Sign in or Upgrade now');
    }
    expect(calls).toEqual([]);
  });
});
