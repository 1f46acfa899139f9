// The shared messages (src/shared/messages.ts: the API's words, in English) as the reader reads
// them, in the interface's language: the client shows these, never the English constants.
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import { MESSAGES } from '#shared/messages.ts';

export type MessageKey = keyof typeof MESSAGES;

const READER: Record<MessageKey, MessageDescriptor> = {
  unknown: msg`Some error occurred, Contact system administrator.`,
  invalidLogin: msg`Invalid username or password.`,
  disabledAccount: msg`User currently disabled. Please contact system administrator.`,
  articleFailedDialog: msg`Failed to load article.`,
  articleFailedPage: msg`Failed to load article`,
  aiFailed: msg`Sorry, something went wrong. Please try again later.`,
  explainEmpty: msg`Sorry, I could not explain that.`,
  bookmarkFailed: msg`Failed to bookmark news URL. Please try again later.`,
  bookmarkSuccess: msg`News URL bookmarked successfully.`,
  bookmarkQueuedOffline: msg`Saved on this device. It will sync to your bookmarks when you are back online.`,
  savedAfterSignInNeedsMembership: msg`Not saved: saving articles is part of membership. See the plans under Upgrade.`,
  searchFailed: msg`An error occurred while fetching results. Please try again later.`,
  noSearchTerm: msg`No search term provided.`,
  photoRemoved: msg`File removed successfully.`,
  photoRemoveFailed: msg`Error occurred while removing file.`,
  uploadOk: msg`File uploaded successfully.`,
  uploadFailed: msg`Some error occurred while uploading file.`,
  profileSaved: msg`User updated successfully.`,
  profileSaveFailed: msg`Error while updating user!`,
  otpInvalid: msg`Invalid Otp!`,
  otpVerifyError: msg`Error while verifying Otp!`,
  otpSent: msg`Otp Sent Successfully!`,
  otpSendError: msg`Error while ending sending Otp!`,
  otpVerified: msg`Verified Successfully!`,
  userRemoved: msg`User removed successfully.`,
  userRemoveFailed: msg`Error occurred while removing user.`,
  rateLimited: msg`You did maximum number of API call in a minute. In order to prevent Bot your i.p. is blocked for 5 minutes.`,
  transactionFailed: msg`Some error occured, contact system administrator.`,
  membershipAdded: msg`Membership added.`,
  addCreditsFailed: msg`Some error occurred while adding balance.`,
  noArticles: msg`No articles to display.`,
  membershipRequired: msg`Membership required`,
  bookmarkMembershipRequired: msg`Membership required to bookmark articles`,
  creditRange: msg`You may purchase a minimum of 100 or a maximum of 1000 credits.`,
  stateRequired: msg`Please select your state from the dropdown list.`,
  serverBusy: msg`The server is busy right now. Please try again in a moment.`,
  emailInvalid: msg`email must be an e-mail address`,
  nameRequired: msg`name is required`,
  fieldRequired: msg`is required`,
  httpUrlRequired: msg`must be an http(s) URL`,
  phoneRequired: msg`Phone number is required`,
  phoneCharacters: msg`A phone number has only digits, spaces and dashes`,
  phoneIndianMobile: msg`An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9`,
  phoneInvalid: msg`Enter a valid phone number`,
  phoneTenDigits: msg`Phone must be 10 digits.`,
  buyerNameLength: msg`Name must be 3 to 20 characters.`,
};

/** A shared message in the interface's language. */
export const readerMessage = (key: MessageKey): string => i18n._(READER[key]);

const BY_TEXT = new Map<string, MessageKey>(Object.entries(MESSAGES).map(([k, v]) => [v, k as MessageKey]));

/**
 * A shared message with values in it: the English text's pattern, and the message in the
 * interface's language from the values it names. Each pattern's test holds it to the shared
 * function's own English (src/shared/messages.ts).
 */
export type TextWithValues = readonly [RegExp, (...values: string[]) => string];

/**
 * The shared messages with values that any screen can show (a length limit, the hourly budget
 * of AI analyses), and the messages of zod's own that the forms' schemas can give
 * (src/shared/zod.ts: a length limit). A screen feature keeps its own in its catalogue
 * (`readerTextWith`: the payments' in #app/features/payments/payment-messages.ts).
 */
const WITH_VALUES: readonly TextWithValues[] = [
  [/^must be at most (\d+) characters$/, (max) => i18n._(msg`must be at most ${max} characters`)],
  [/^At most ([\d,]+) characters\.$/, (max) => i18n._(msg`At most ${max} characters.`)],
  // The search box's limit (the shared search schema's words); the search page's other limits
  // are in its own catalogue (#app/features/search/search-messages.ts).
  [
    /^The search term can be at most ([\d,]+) characters; this one has ([\d,]+)\./,
    (max, has) =>
      i18n._(msg`The search term can be at most ${max} characters; this one has ${has}. Shorten it and search again.`),
  ],
  [
    /^Too big: expected string to have <=(\d+) characters$/,
    (max) => i18n._(msg`Too big: expected string to have <=${max} characters`),
  ],
  [
    /^Too small: expected string to have >=(\d+) characters$/,
    (min) => i18n._(msg`Too small: expected string to have >=${min} characters`),
  ],
  [
    /^You have asked for (\d+) new AI analys[ie]s in the last hour\. Answers already given still open; try a new one in (\d+) minutes?\.$/,
    (max, minutes) => {
      const asked = Number(max);
      const wait = Number(minutes);
      return i18n._(
        msg`You have asked for ${plural(asked, { one: '# new AI analysis', other: '# new AI analyses' })} in the last hour. Answers already given still open; try a new one in ${plural(wait, { one: '# minute', other: '# minutes' })}.`,
      );
    },
  ],
];
const INVALID_EMAIL = msg`Invalid email address`;

/**
 * A message the server or a shared schema gave, in the interface's language when it is a
 * shared one (or one of zod's that a form can show); anything else as it came.
 */
export function readerText(text: string): string {
  const key = BY_TEXT.get(text);
  if (key) return readerMessage(key);
  if (text === 'Invalid email address') return i18n._(INVALID_EMAIL);
  return withValues(WITH_VALUES, text) ?? text;
}

function withValues(patterns: readonly TextWithValues[], text: string): string | undefined {
  for (const [pattern, say] of patterns) {
    const values = pattern.exec(text)?.slice(1);
    if (values) return say(...(values as string[]));
  }
  return undefined;
}

/** `readerText` that also knows a screen's own messages with values. */
export const readerTextWith =
  (patterns: readonly TextWithValues[]) =>
  (text: string): string =>
    withValues(patterns, text) ?? readerText(text);

/**
 * A form's validation by a shared schema (`schemaResolver(schema, { sync: true })`), its
 * messages in the interface's language: `validate: readerErrors(schemaResolver(…))`; a screen
 * with messages of its own reads them with its `text` (a `readerTextWith`).
 */
export const readerErrors =
  <V>(validate: (values: V) => FormErrors, text: (said: string) => string = readerText) =>
  (values: V): FormErrors =>
    Object.fromEntries(
      Object.entries(validate(values)).map(([field, error]) => [
        field,
        typeof error === 'string' ? text(error) : error,
      ]),
    );
