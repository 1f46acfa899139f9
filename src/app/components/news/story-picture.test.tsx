// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoryPicture } from './story-picture';

const pictures = (
  <>
    <StoryPicture image={{ url: 'https://pictures.example/gone.jpg', width: 1200, height: 675 }} />
    <StoryPicture image={{ url: 'https://pictures.example/slow.jpg', width: 1200, height: 675 }} />
  </>
);

describe("a story picture in the server's markup", () => {
  it('hides a picture that failed before the app took the page over, and keeps one still loading', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(pictures);
    document.body.append(root);
    const [broken, loading] = [...root.querySelectorAll('img')];
    // The browser's state of each as the app starts: one failed (its error event long gone),
    // one not finished.
    Object.defineProperties(broken!, { complete: { value: true }, naturalWidth: { value: 0 } });
    Object.defineProperties(loading!, { complete: { value: false }, naturalWidth: { value: 0 } });
    await act(async () => {
      hydrateRoot(root, pictures);
    });
    expect(root.querySelectorAll('img')[0]).toBe(broken);
    expect(broken!.hidden).toBe(true);
    expect(loading!.hidden).toBe(false);
  });
});
