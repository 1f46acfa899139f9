import { afterEach, describe, expect, it } from 'vitest';
import {
  albumFull,
  MESSAGES,
  otpSendsUsedUp,
  photosPerUpload,
  photoTooLarge,
  photoTypeRefused,
} from '#shared/messages.ts';
import { SMS_NOT_CONFIGURED } from '#shared/schemas/otp.ts';
import { PHOTOS } from '#shared/schemas/photos.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { activateLanguage, expectHindi } from '#tests/helpers/catalogues.ts';
import { codeSentText, photosProblem, profileText, sendCodeReason, uploadReason } from './profile-messages';

afterEach(() => activateLanguage('en'));

const refusal = (status: number, message: string) => new ApiError({ status, error: 'Refused', message });
const photo = (bytes: number) => new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' });
// The names Hindi readers write in Latin letters.
const NAMES = ['OTP', 'SMS', 'JPEG', 'PNG', 'WebP', 'GIF', 'MB'];

describe("the profile's messages", () => {
  it('say in English why a code was not sent, as the server said it, and nothing for a fault', () => {
    for (const wait of [1, 7]) {
      const said = otpSendsUsedUp(3, 10, wait);
      expect(sendCodeReason(refusal(429, said))).toBe(said);
    }
    expect(sendCodeReason(refusal(502, MESSAGES.otpSendError))).toBeUndefined();
    expect(sendCodeReason(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(codeSentText(MESSAGES.otpSent)).toBe(MESSAGES.otpSent);
    expect(codeSentText(undefined)).toBe(MESSAGES.otpSent);
  });

  it("give a Hindi reader the code's answers in Hindi, every figure kept", async () => {
    await activateLanguage('hi');
    expectHindi(codeSentText(MESSAGES.otpSent), [], NAMES);
    const one = sendCodeReason(refusal(429, otpSendsUsedUp(3, 10, 1)))!;
    const seven = sendCodeReason(refusal(429, otpSendsUsedUp(3, 10, 7)))!;
    for (const [text, wait] of [
      [one, '1'],
      [seven, '7'],
    ] as const)
      expectHindi(text, ['3', '10', wait], NAMES);
    const unavailable = sendCodeReason(refusal(503, SMS_NOT_CONFIGURED))!;
    expectHindi(unavailable, [], NAMES);
    expect(unavailable).toContain('SMS');
    // The server's own words stay as they came when no message of the catalogue fits them.
    expect(profileText('Carrier unreachable')).toBe('Carrier unreachable');
  });

  it('check photos before they are sent: size, how many at once, how many the album holds', () => {
    expect(photosProblem([photo(1000)])).toBeNull();
    expect(photosProblem([photo(PHOTOS.maxBytes)])).toBeNull();
    expect(photosProblem([photo(1000), photo(PHOTOS.maxBytes + 1)])).toBe('A photo may be at most 5 MB.');
    const many = Array.from({ length: PHOTOS.maxPerUpload + 1 }, () => photo(10));
    expect(photosProblem(many)).toBe(`Add at most ${PHOTOS.maxPerUpload} photos at a time.`);
    expect(photosProblem([photo(10), photo(10)], PHOTOS.maxAlbum - 2)).toBeNull();
    expect(photosProblem([photo(10), photo(10)], PHOTOS.maxAlbum - 1)).toBe(
      `An album holds at most ${PHOTOS.maxAlbum} photos.`,
    );
  });

  it("say the server's reasons for refusing photos as the check before sending says them, in Hindi too", async () => {
    const reasons = (): (string | undefined)[] => [
      uploadReason(refusal(413, photoTooLarge(5))),
      uploadReason(refusal(413, photosPerUpload(PHOTOS.maxPerUpload))),
      uploadReason(refusal(409, albumFull(PHOTOS.maxAlbum))),
      uploadReason(refusal(400, photoTypeRefused('file'))),
    ];
    const big = photosProblem([photo(PHOTOS.maxBytes + 1)]);
    expect(reasons().slice(0, 3)).toEqual([
      big,
      photosProblem(Array.from({ length: PHOTOS.maxPerUpload + 1 }, () => photo(10))),
      photosProblem([photo(10)], PHOTOS.maxAlbum),
    ]);
    expect(reasons()[3]).toBe('Only JPEG, PNG, WebP or GIF photos.');
    expect(uploadReason(refusal(500, MESSAGES.unknown))).toBeUndefined();
    expect(uploadReason(refusal(400, MESSAGES.unknown))).toBeUndefined();

    await activateLanguage('hi');
    for (const text of reasons()) expectHindi(text!, [], NAMES);
    expect(uploadReason(refusal(413, photoTooLarge(5)))).toBe(photosProblem([photo(PHOTOS.maxBytes + 1)]));
  });
});
