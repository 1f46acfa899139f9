// The PWA's texts that more than one component shows, as catalogue messages (translated where shown).
import { msg } from '@lingui/core/macro';

export const UPDATE_TEXT = msg`A new version is ready`;
export const OFFLINE_TEXT = msg`Offline: showing saved pages`;
export const INSTALL_TEXT = msg`Install app`;
