/** Sends one text message; throws when the provider did not accept it. */
export interface SmsSender {
  readonly name: 'dev' | 'twilio';
  send(toE164: string, text: string): Promise<void>;
}
