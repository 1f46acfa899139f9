// Texts of offline reading shown by several features: descriptors, translated where shown.
import { msg } from '@lingui/core/macro';

export const OFFLINE_COPY_TEXT = msg`Offline copy`;
export const NEEDS_CONNECTION_TEXT = msg`This answer needs a connection. Open it again when you are online.`;
