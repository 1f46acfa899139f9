// The article's messages for a link that leads nowhere and for an article not kept offline:
// descriptors, translated where they are shown.
import { msg } from '@lingui/core/macro';

export const BROKEN_LINK_TITLE = msg`This article link is broken`;
export const BROKEN_LINK_TEXT = msg`Khabar has no article at this address: the link may have been cut short, or the article removed.`;
export const NOT_SAVED_OFFLINE_TITLE = msg`This article was not saved for offline reading`;
export const NOT_SAVED_OFFLINE_TEXT = msg`You are offline, and this article is not on this device. Open it again when you are back online. To read an article offline next time, save it with Bookmark while you are online.`;
