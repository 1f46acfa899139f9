// The profile's shared messages with values in them (src/shared/messages.ts: a phone's codes, the
// photos' limits), as the reader reads them: in the profile's catalogue, with the screen.
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isApiError } from '#app/lib/api-error.ts';
import { readerMessage, readerText, readerTextWith } from '#app/lib/reader-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { SMS_NOT_CONFIGURED } from '#shared/schemas/otp.ts';
import { PHOTOS } from '#shared/schemas/photos.ts';

const megabytes = PHOTOS.maxBytes / 1024 / 1024;
const tooLarge = (mb: number | string) => i18n._(msg`A photo may be at most ${mb} MB.`);
const perUpload = (max: number | string) => i18n._(msg`Add at most ${max} photos at a time.`);
const albumHolds = (max: number | string) => i18n._(msg`An album holds at most ${max} photos.`);

const withValues = readerTextWith([
  [
    /^At most (\d+) codes can be sent in (\d+) minutes\. Try again in (\d+) minutes?\.$/,
    (max, window, wait) => {
      const minutes = Number(wait);
      return i18n._(
        msg`At most ${max} codes can be sent in ${window} minutes. Try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
      );
    },
  ],
  [/^file: at most (\d+) MB per image$/, tooLarge],
  [/^file: at most (\d+) files per request$/, perUpload],
  [/^album: at most (\d+) photos$/, albumHolds],
  [/^\w+: only JPEG, PNG, WebP or GIF images are accepted$/, () => i18n._(msg`Only JPEG, PNG, WebP or GIF photos.`)],
]);

/** A message of the profile's calls (the server's, a shared one) in the reader's language. */
export const profileText = (text: string): string =>
  text === SMS_NOT_CONFIGURED
    ? i18n._(msg`Phone verification is not available on this server: it has no SMS service.`)
    : withValues(text);

/**
 * Why a code could not be sent, when the server said why (too many codes, no SMS service): the
 * reader can act on it. A fault of the network or the server has no reason to give.
 */
export const sendCodeReason = (e: unknown): string | undefined =>
  isApiError(e) && (e.status === 429 || e.status === 503) ? profileText(e.message) : undefined;

/** Why an upload was refused, in the reader's language, when the server said why. */
export const uploadReason = (e: unknown): string | undefined =>
  isApiError(e) && e.status >= 400 && e.status < 500 && e.message !== MESSAGES.unknown
    ? profileText(e.message)
    : undefined;

/**
 * What keeps photos from being uploaded, checked before sending them (the server checks again):
 * a photo too large, too many at once, or more than the album holds (`held` photos in it now).
 */
export function photosProblem(files: readonly File[], held?: number): string | null {
  if (files.some((f) => f.size > PHOTOS.maxBytes)) return tooLarge(megabytes);
  if (files.length > PHOTOS.maxPerUpload) return perUpload(PHOTOS.maxPerUpload);
  if (held !== undefined && held + files.length > PHOTOS.maxAlbum) return albumHolds(PHOTOS.maxAlbum);
  return null;
}

/** The server's answer to a code sent (its message, or the catalogue's) in the reader's language. */
export const codeSentText = (message: string | undefined): string =>
  message ? readerText(message) : readerMessage('otpSent');
