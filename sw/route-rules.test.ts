import { describe, expect, it } from 'vitest';
import {
  isBuiltAsset,
  isImage,
  isNetworkOnly,
  isNewsRead,
  isSignOut,
  isSiteInfo,
  NAVIGATION_DENYLIST,
  RUNTIME_CACHES,
  staleCaches,
} from './route-rules';

const origin = 'https://khabar.example';
const req = (path: string, method = 'GET', destination = '') => ({ url: new URL(path, origin), method, destination });

describe('service worker routing rules', () => {
  it('never caches sign-in, payment or membership calls, nor the audio copy kept in IndexedDB', () => {
    for (const p of [
      '/api/khabar/auth/me',
      '/api/payment/khabar/balance',
      '/api/membership/khabar/subscriptionbalance',
      '/api/elasticsearch/global/newssearchitem/audio?url=a&src=b',
    ]) {
      expect(isNetworkOnly(req(p), origin)).toBe(true);
      expect(isNewsRead(req(p), origin)).toBe(false);
    }
  });

  it('reads news and articles network first, GET only and same origin only', () => {
    expect(isNewsRead(req('/api/elasticsearch/public/newssearchitem/latest?page=1&size=10'), origin)).toBe(true);
    expect(isNewsRead(req('/api/elasticsearch/global/newssearchitem/article?url=x'), origin)).toBe(true);
    expect(isNewsRead(req('/api/elasticsearch/public/newssearchitem/advanced-search', 'POST'), origin)).toBe(false);
    expect(isNewsRead(req('https://other.example/api/elasticsearch/public/x'), origin)).toBe(false);
  });

  it('caches the site settings the contact page shows', () => {
    expect(isSiteInfo(req('/api/public/site'), origin)).toBe(true);
    expect(isSiteInfo(req('/api/public/user/contactUs', 'POST'), origin)).toBe(false);
  });

  it('treats images of any host as images, but not API responses', () => {
    expect(isImage(req('https://cdn.example/a.jpg', 'GET', 'image'), origin)).toBe(true);
    expect(isImage(req('/api/khabar/operation/profileimage/1', 'GET', 'image'), origin)).toBe(false);
    expect(isImage(req('/a.jpg', 'GET', 'script'), origin)).toBe(false);
  });

  it('caches built files of this origin on first use, GET only', () => {
    expect(isBuiltAsset(req('/assets/article-markdown-ClBS_3tl.js'), origin)).toBe(true);
    expect(isBuiltAsset(req('/assets/KaTeX_Main-Regular-B22Nviop.woff2'), origin)).toBe(true);
    expect(isBuiltAsset(req('https://cdn.example/assets/x.js'), origin)).toBe(false);
    expect(isBuiltAsset(req('/api/assets/x.js'), origin)).toBe(false);
    expect(isBuiltAsset(req('/assets/x.js', 'POST'), origin)).toBe(false);
  });

  it('serves the shell for client routes but not for API or file URLs', () => {
    const denied = (p: string) => NAVIGATION_DENYLIST.some((r) => r.test(p));
    expect(denied('/api/health')).toBe(true);
    expect(denied('/robots.txt')).toBe(true);
    expect(denied('/assets/index-abc.js')).toBe(true);
    expect(denied('/pages/termscondition')).toBe(false);
    expect(denied('/pages/news/details/https%3A%2F%2Fx.example%2Fa')).toBe(false);
  });

  it('recognises the sign-out call, which clears the news cache', () => {
    expect(isSignOut(req('/api/khabar/auth/logout', 'POST'), origin)).toBe(true);
    expect(isSignOut(req('/api/khabar/auth/logout'), origin)).toBe(false);
  });

  it('drops runtime caches of older versions only', () => {
    const old = ['khabar-news-v0', 'khabar-images-v0', 'workbox-precache-v2-x', RUNTIME_CACHES.news];
    expect(staleCaches(old)).toEqual(['khabar-news-v0', 'khabar-images-v0']);
  });
});
