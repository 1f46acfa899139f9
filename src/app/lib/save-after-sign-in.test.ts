// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVE_AFTER_SIGN_IN_MS, saveAfterSignIn, takeSaveAfterSignIn } from './save-after-sign-in';

const article = { title: 'Metro line opens', url: 'https://x.example/metro' };

describe('a save waiting for sign-in', () => {
  beforeEach(() => sessionStorage.clear());

  it('is taken once, after sign-in', () => {
    saveAfterSignIn(article, 1_000);
    expect(takeSaveAfterSignIn(2_000)).toEqual(article);
    expect(takeSaveAfterSignIn(2_000)).toBeNull();
  });

  it('is dropped when the sign-in took too long, and when it is not an article', () => {
    saveAfterSignIn(article, 1_000);
    expect(takeSaveAfterSignIn(1_000 + SAVE_AFTER_SIGN_IN_MS + 1)).toBeNull();
    sessionStorage.setItem('khabar.save-after-sign-in', '{"title":1,"url":"x","at":5}');
    expect(takeSaveAfterSignIn(10)).toBeNull();
    sessionStorage.setItem('khabar.save-after-sign-in', 'not json');
    expect(takeSaveAfterSignIn(10)).toBeNull();
  });
});
