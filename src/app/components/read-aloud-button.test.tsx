import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSpeech } from '#app/lib/speech/use-speech.ts';
import { ReadAloudButton } from './read-aloud-button';

function Article() {
  const speech = useSpeech();
  return <ReadAloudButton text="Metro fares rise. Fares rise by ten per cent." speech={speech} />;
}

describe('read-aloud on a server-rendered page', () => {
  // React replays a tap that arrives while a section is still hydrating onto the server's
  // markup: that markup must be the control that speaks, not the "not available" note.
  it('renders Listen as the control that speaks, not the locked one', () => {
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <Article />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>/);
    expect(html).toContain('Listen');
    expect(html).not.toContain('aria-expanded');
    expect(html).not.toContain('not available');
  });
});
