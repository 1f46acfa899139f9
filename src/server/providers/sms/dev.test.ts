import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { devSmsSender } from './dev';

describe('the development SMS sender', () => {
  it('puts the code on a developer’s console at the default development log level', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) });
    const { logLevel } = loadConfig({ NODE_ENV: 'development' });
    const sender = devSmsSender(pino({ level: logLevel }, sink), () => new Date());
    await sender.send('+919830012345', 'Your Khabar code is 482913', 1);
    expect(lines.map((l) => JSON.parse(l) as { msg: string; text: string })).toEqual([
      expect.objectContaining({ msg: 'development SMS (not sent)', text: 'Your Khabar code is 482913' }),
    ]);
  });
});
