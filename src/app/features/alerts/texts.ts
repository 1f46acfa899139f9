// Texts of the alerts screen, in a plain module so browser tests can import them.
import type { PushDeviceState } from '#app/lib/push-device.ts';

export const ALERT_TEXTS = {
  title: 'Alerts',
  menu: 'Alerts',
  intro: 'A notification on this device when a name or topic on your watch list is in the news.',
  deviceHeading: 'This device',
  turnOn: 'Turn on alerts',
  turnOff: 'Turn off alerts on this device',
  sendTest: 'Send a test notification',
  testSent: 'Test notification sent. It should arrive in a few seconds.',
  turnedOn: 'Alerts are on for this device.',
  turnedOff: 'Alerts are off for this device.',
  subscribeFailed:
    'This browser could not reach its push service. Check the connection and try again; some browsers ' +
    '(Brave, or a browser without Google services) have push switched off in their settings.',
  askingHint: 'Your browser will ask whether Khabar may show notifications: choose Allow.',
  settingsHeading: 'When alerts arrive',
  modeLabel: 'Delivery',
  instant: 'As it happens',
  digest: 'In a digest',
  digestTimesLabel: 'Digest times (IST)',
  digestTimesHint: 'Alerts wait and arrive together at these times.',
  addTime: 'Add a time',
  removeTime: (t: string) => `Remove ${t}`,
  quietLabel: 'Quiet hours',
  quietHint: 'No alerts in these hours (IST); they arrive when the quiet hours end.',
  quietFrom: 'From',
  quietTo: 'To',
  capLabel: 'At most this many alerts a day',
  termsHeading: 'Terms that send alerts',
  termsEmpty: 'Your watch list is empty. Add names and topics on My Khabar to get alerts about them.',
  termsLink: 'Edit the watch list',
  save: 'Save settings',
  saved: 'Alert settings saved.',
  loadFailed: 'Your alert settings could not be loaded. Try again in a moment.',
  serverOff: 'Alerts are not available on this site at the moment.',
  retry: 'Try again',
  membersHeading: 'Alerts are part of membership',
  membersIntro: 'Members get a notification on their phone or computer when the news mentions what they follow:',
  membersPoints: [
    'the names, places and topics of your watch list',
    'one notification per story, updated as more sources report it',
    'as it happens or in a digest at the times you choose, with quiet hours at night',
  ],
} as const;

/** What the device's state means to the member, and what to do about it. */
export const DEVICE_STATE_TEXTS: Record<PushDeviceState, { label: string; why?: string }> = {
  on: { label: 'On', why: 'This device receives your alerts.' },
  off: { label: 'Off', why: 'This device does not receive alerts yet.' },
  blocked: {
    label: 'Blocked',
    why:
      'Notifications from Khabar are blocked in this browser. Open the site settings (the icon at the left of ' +
      'the address bar, or Settings → Notifications on a phone), allow notifications for Khabar, then reload this page.',
  },
  'ios-browser': {
    label: 'Not available here',
    why:
      'On an iPhone or iPad, alerts arrive only in the Khabar app on the home screen (iOS 16.4 or later). ' +
      'Tap Share, then "Add to Home Screen", open Khabar from the home screen and turn alerts on there.',
  },
  'no-service-worker': {
    label: 'Not available here',
    why:
      'This browser window cannot run Khabar in the background (a private window, or an old browser). ' +
      'Open Khabar in a normal window of a current browser, or install the app.',
  },
  'no-push': {
    label: 'Not supported',
    why: 'This browser does not support push notifications. Use a current Chrome, Edge, Firefox or Safari.',
  },
};
