/** Sends one text message; throws when the provider did not accept it. */
export interface SmsSender {
  readonly name: 'dev' | 'twilio';
  /** `forUser`: the account that asked for the message (the development sender keeps it with the message). */
  send(toE164: string, text: string, forUser: number): Promise<void>;
}
