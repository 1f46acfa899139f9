import { describe, expect, it } from 'vitest';
import { notificationOf, UNWATCH_ACTION, withoutTerm } from './push-notification';

const payload = {
  title: 'Brahmaputra floods cut off villages in Assam',
  body: 'Assam Tribune',
  url: '/pages/news/details/https%3A%2F%2Fnews.example%2Fa',
  storyId: 42,
  language: 'en',
  sources: 3,
  term: 'Brahmaputra',
};

describe('the notification of an alert', () => {
  it('shows the headline, source and sources count, tagged by story, with an Unwatch action', () => {
    const { title, options } = notificationOf(payload);
    expect(title).toBe(payload.title);
    expect(options).toMatchObject({
      body: 'Assam Tribune · 3 sources',
      tag: 'story-42',
      lang: 'en',
      dir: 'ltr',
      icon: '/icons/pwa-192x192.png',
      data: { url: payload.url, term: 'Brahmaputra', storyId: 42 },
      actions: [{ action: UNWATCH_ACTION, title: 'Unwatch “Brahmaputra”' }],
    });
  });

  it('writes an Urdu headline right to left, and offers no Unwatch without a term', () => {
    const { options } = notificationOf({ ...payload, language: 'ur', term: undefined, sources: 1, body: 'Inquilab' });
    expect(options).toMatchObject({ lang: 'ur', dir: 'rtl', body: 'Inquilab' });
    expect(options.actions).toBeUndefined();
  });

  it("shows the server's words in the member's language when the push brings them", () => {
    const { options } = notificationOf({
      ...payload,
      display: { body: 'Assam Tribune · 3 स्रोत', unwatch: '“Brahmaputra” वॉच लिस्ट से हटाएँ' },
    });
    expect(options).toMatchObject({
      body: 'Assam Tribune · 3 स्रोत',
      actions: [{ action: UNWATCH_ACTION, title: '“Brahmaputra” वॉच लिस्ट से हटाएँ' }],
    });
  });

  it('takes a term off the watch list ignoring case', () => {
    expect(withoutTerm(['Monsoon', 'ISRO'], 'monsoon')).toEqual(['ISRO']);
  });
});
