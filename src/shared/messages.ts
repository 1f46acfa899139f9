// The message catalogue (docs/product.md, "Messages"): every user-visible message comes from here where one fits.
export const MESSAGES = {
  unknown: 'Some error occurred, Contact system administrator.',
  invalidLogin: 'Invalid username or password.',
  disabledAccount: 'User currently disabled. Please contact system administrator.',
  articleFailedDialog: 'Failed to load article.',
  articleFailedPage: 'Failed to load article',
  aiFailed: 'Sorry, something went wrong. Please try again later.',
  explainEmpty: 'Sorry, I could not explain that.',
  bookmarkFailed: 'Failed to bookmark news URL. Please try again later.',
  bookmarkSuccess: 'News URL bookmarked successfully.',
  /** A save made offline: kept on this device, sent when the network is back. */
  bookmarkQueuedOffline: 'Saved on this device. It will sync to your bookmarks when you are back online.',
  /** A locked Save sent the reader to sign in, and the account they signed in with has no membership. */
  savedAfterSignInNeedsMembership: 'Not saved: saving articles is part of membership. See the plans under Upgrade.',
  searchFailed: 'An error occurred while fetching results. Please try again later.',
  noSearchTerm: 'No search term provided.',
  photoRemoved: 'File removed successfully.',
  photoRemoveFailed: 'Error occurred while removing file.',
  uploadOk: 'File uploaded successfully.',
  uploadFailed: 'Some error occurred while uploading file.',
  profileSaved: 'User updated successfully.',
  profileSaveFailed: 'Error while updating user!',
  otpInvalid: 'Invalid Otp!',
  otpVerifyError: 'Error while verifying Otp!',
  otpSent: 'Otp Sent Successfully!',
  otpSendError: 'Error while ending sending Otp!',
  otpVerified: 'Verified Successfully!',
  userRemoved: 'User removed successfully.',
  userRemoveFailed: 'Error occurred while removing user.',
  rateLimited:
    'You did maximum number of API call in a minute. In order to prevent Bot your i.p. is blocked for 5 minutes.',
  transactionFailed: 'Some error occured, contact system administrator.',
  membershipAdded: 'Membership added.',
  addCreditsFailed: 'Some error occurred while adding balance.',
  noArticles: 'No articles to display.',
  membershipRequired: 'Membership required',
  bookmarkMembershipRequired: 'Membership required to bookmark articles',
  creditRange: 'You may purchase a minimum of 100 or a maximum of 1000 credits.',
  stateRequired: 'Please select your state from the dropdown list.',
  serverBusy: 'The server is busy right now. Please try again in a moment.',
  // The forms' validation messages (the shared schemas'): a form shows them through the
  // client's readerText, so each is a key here and translated there.
  emailInvalid: 'email must be an e-mail address',
  nameRequired: 'name is required',
  fieldRequired: 'is required',
  httpUrlRequired: 'must be an http(s) URL',
  phoneRequired: 'Phone number is required',
  phoneCharacters: 'A phone number has only digits, spaces and dashes',
  phoneIndianMobile: 'An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9',
  phoneInvalid: 'Enter a valid phone number',
  phoneTenDigits: 'Phone must be 10 digits.',
  buyerNameLength: 'Name must be 3 to 20 characters.',
} as const;

/** A text field's length limit (the profile's fields). */
export const atMostCharacters = (max: number) => `must be at most ${max} characters`;
/** A long text's length limit, said on its own under the field (a note): 'At most 5,000 characters.' */
export const atMostCharactersCounted = (max: number) => `At most ${max.toLocaleString('en-IN')} characters.`;

export const paymentFailed = (serverMessage: string) => `Payment failed: ${serverMessage}`;
/** The balance cap: 'You can have maximum 1500 as credit balance. You are permitted to buy N more credit.' */
export const creditCapExceeded = (max: number, room: number) =>
  `You can have maximum ${max} as credit balance. You are permitted to buy ${room} more credit.`;

export const paymentSuccess = (id: string) => `Payment Success. Payment ID: ${id}`;

/** A captured payment that could not be fulfilled: the confirmation's answer and the refund's reason. */
export const paymentRefunded = (id: string, rupees: string, reason: string) =>
  `Payment refunded. Payment ID: ${id}. ${reason} ₹${rupees} is being returned to the card it was paid with.`;
export const refundPastCreditCap = (max: number, credits: number) =>
  `Your credit balance may hold at most ${max} credits, so these ${credits} credits could not be added.`;
export const refundPastHeldDays = (maxDays: number, maxCredits: number, credits: number) =>
  `Days past the ${maxDays}-day limit that the ${maxCredits}-credit balance could not hold as credits (${credits} credits' worth).`;
export const REFUND_REASONS = {
  amount: 'The amount paid differs from the order.',
  paidTwice: 'This order had already been paid.',
} as const;

/** Codes sent to a phone, past their limit (429): when the next may be sent. */
export const otpSendsUsedUp = (max: number, windowMinutes: number, wait: number) =>
  `At most ${max} codes can be sent in ${windowMinutes} minutes. Try again in ${wait} minute${wait === 1 ? '' : 's'}.`;

/** A profile or album photo over the size limit (413). */
export const photoTooLarge = (megabytes: number) => `file: at most ${megabytes} MB per image`;
/** A file that is not one of the photo types (400), named by its form field. */
export const photoTypeRefused = (field: string) => `${field}: only JPEG, PNG, WebP or GIF images are accepted`;
/** More photos in one upload than it takes (413). */
export const photosPerUpload = (max: number) => `file: at most ${max} files per request`;
/** An album that would pass its size (409). */
export const albumFull = (max: number) => `album: at most ${max} photos`;

/** A transaction history row's description (payments/orders.ts `history`): credits bought by card. */
export const creditsBoughtDescription = (credits: number) => `${credits} credits`;
/** A membership bought by card. */
export const membershipByCardDescription = (days: number) => `Membership ${days} days (card)`;
/** A membership paid with credits: the ledger's reason (`membershipSpendReason`), then how it was paid. */
export const membershipFromCreditsDescription = (reason: string | null) => `${reason ?? 'Membership'} (credits)`;
/** The credit ledger's reason for the credits a membership spent. */
export const membershipSpendReason = (days: number) => `Membership ${days} days`;

/** A member's budget of new AI analyses (429; the client shows the server's message). */
export const aiHourlyLimit = (max: number, minutes: number) =>
  `You have asked for ${max} new AI ${max === 1 ? 'analysis' : 'analyses'} in the last hour. Answers already given still open; try a new one in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/** Membership limits (409 answers; the client shows the server's message). */
export const membershipDaysRange = (min: number, max: number) =>
  `You may buy a minimum of ${min} or a maximum of ${max} days of membership.`;
export const membershipCreditsShort = (balance: number, perDay: number, maxDays: number) =>
  `Not enough credits: ${balance} credits at ${perDay} credits a day buy at most ${maxDays} days.`;
export const membershipHeldCap = (max: number, left: number, room: number) =>
  `You can hold at most ${max} days of membership. You have ${left} days left, so you may add ${room} more.`;

/**
 * Added to the confirmation of a membership paid by card when, by the time it was paid, its days
 * would pass the days held (another purchase came first): what was added, and where the rest of
 * the payment went — credits (5 a day) up to the balance cap, any remainder refunded.
 */
export const membershipPastHeldCap = (
  max: number,
  days: number,
  credits: number,
  refund: { credits: number; rupees: string } | null,
) =>
  `You can hold at most ${max} days of membership, so ${days === 0 ? 'no days were' : `${days} ${days === 1 ? 'day was' : 'days were'}`} added` +
  (credits > 0 ? ` and ${credits} credits for the other days were added to your credit balance.` : '.') +
  (refund
    ? ` ${refund.credits} credits' worth would pass the credit balance cap: ₹${refund.rupees} will be refunded.`
    : '');
