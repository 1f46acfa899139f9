import type { SmsSender } from './types';

/** Twilio's Programmable Messaging API (the base URL is configurable for a local stand-in). */
export function twilioSmsSender(opts: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}): SmsSender {
  const url = `${opts.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64');
  return {
    name: 'twilio',
    async send(to, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: opts.from, Body: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`twilio answered ${res.status}`);
    },
  };
}
