// Texts of the alerts screen, translated when shown (`i18n._`): docs/translating.md.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PushDeviceState } from '#app/lib/push-device.ts';
import { readerText } from '#app/lib/reader-messages.ts';
import { PUSH, PUSH_REFUSALS, PUSH_RULES } from '#shared/schemas/push.ts';

const maxDevices = PUSH.maxSubscriptions;

export const ALERT_TEXTS = {
  title: msg`Alerts`,
  intro: msg`A notification on this device when a name or topic on your watch list is in the news.`,
  deviceHeading: msg`This device`,
  turnOn: msg`Turn on alerts`,
  turnOff: msg`Turn off alerts on this device`,
  sendTest: msg`Send a test notification`,
  testSent: msg`Test notification sent. It should arrive in a few seconds.`,
  turnedOn: msg`Alerts are on for this device.`,
  turnedOff: msg`Alerts are off for this device.`,
  subscribeFailed: msg`This browser could not reach its push service. Check the connection and try again; some browsers (Brave, or a browser without Google services) have push switched off in their settings.`,
  askingHint: msg`Your browser will ask whether Khabar may show notifications: choose Allow.`,
  settingsHeading: msg`When alerts arrive`,
  modeLabel: msg`Delivery`,
  instant: msg`As it happens`,
  digest: msg`In a digest`,
  digestTimesLabel: msg`Digest times (IST)`,
  digestTimesHint: msg`Alerts wait and arrive together at these times.`,
  addTime: msg`Add a time`,
  removeTime: (time: string) => msg`Remove ${time}`,
  quietLabel: msg`Quiet hours`,
  quietHint: msg`No alerts in these hours (IST); they arrive when the quiet hours end.`,
  quietFrom: msg`From`,
  quietTo: msg`To`,
  capLabel: msg`At most this many alerts a day`,
  termsHeading: msg`Terms that send alerts`,
  termsEmpty: msg`Your watch list is empty. Add names and topics on My Khabar to get alerts about them.`,
  termsLink: msg`Edit the watch list`,
  save: msg`Save settings`,
  saved: msg`Alert settings saved.`,
  loadFailed: msg`Your alert settings could not be loaded. Try again in a moment.`,
  serverOff: msg`Alerts are not available on this site at the moment.`,
  retry: msg`Try again`,
  membersHeading: msg`Alerts are part of membership`,
  membersIntro: msg`Members get a notification on their phone or computer when the news mentions what they follow:`,
  membersPoints: [
    msg`the names, places and topics of your watch list`,
    msg`one notification per story, updated as more sources report it`,
    msg`as it happens or in a digest at the times you choose, with quiet hours at night`,
  ],
};

/** What the device's state means to the member, and what to do about it. */
export const DEVICE_STATE_TEXTS: Record<PushDeviceState, { label: MessageDescriptor; why?: MessageDescriptor }> = {
  on: { label: msg`On`, why: msg`This device receives your alerts.` },
  off: { label: msg`Off`, why: msg`This device does not receive alerts yet.` },
  blocked: {
    label: msg`Blocked`,
    why: msg`Notifications from Khabar are blocked in this browser. Open the site settings (the icon at the left of the address bar, or Settings → Notifications on a phone), allow notifications for Khabar, then reload this page.`,
  },
  'ios-browser': {
    label: msg`Not available here`,
    why: msg`On an iPhone or iPad, alerts arrive only in the Khabar app on the home screen (iOS 16.4 or later). Tap Share, then "Add to Home Screen", open Khabar from the home screen and turn alerts on there.`,
  },
  'no-service-worker': {
    label: msg`Not available here`,
    why: msg`This browser window cannot run Khabar in the background (a private window, or an old browser). Open Khabar in a normal window of a current browser, or install the app.`,
  },
  'no-push': {
    label: msg`Not supported`,
    why: msg`This browser does not support push notifications. Use a current Chrome, Edge, Firefox or Safari.`,
  },
};

/**
 * What the server says of the alerts in its own English (src/shared/schemas/push.ts): why it
 * refuses to turn alerts on (PUSH_REFUSALS), and the settings' rules its schema checks, which
 * the form checks with it before saving (PUSH_RULES).
 */
const SAID = { ...PUSH_REFUSALS, ...PUSH_RULES };
const maxTimes = PUSH.maxDigestTimes;
const SAID_TEXT: Record<keyof typeof SAID, MessageDescriptor> = {
  off: msg`Alerts are off on this server.`,
  devicesFull: msg`At most ${maxDevices} devices receive alerts. Turn them off on one of them first.`,
  notYours: msg`This device receives another account's alerts. Turn them off there first (sign in with that account on this device).`,
  time: msg`Write each time as hours and minutes, such as 07:30.`,
  tooManyTimes: msg`A digest can come at most ${maxTimes} times a day.`,
  timesRepeat: msg`Each digest time can be chosen once.`,
  quietSame: msg`Quiet hours need to end at a different time from when they start.`,
  digestNeedsTime: msg`Add at least one time for the digest, or choose to get alerts at once.`,
};
const KEY_OF = new Map(Object.entries(SAID).map(([key, said]) => [said as string, key as keyof typeof SAID]));

/** A message of the alerts' calls in the reader's language: the alerts' own, else a shared message. */
export function alertsText(i18n: I18n, said: string): string {
  const key = KEY_OF.get(said);
  return key ? i18n._(SAID_TEXT[key]) : readerText(said);
}
