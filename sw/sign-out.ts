// The worker's part in forgetting a user: the page posts the sign-out call, and the worker
// (which may outlive the page) forgets the offline store and the caches of signed-in article
// text and photos with the same module as the page (#offline/forget-user.ts). It has no local
// storage or cookies, so the device's keys are never its concern.
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { forgetUser, type ThisDevice } from '#offline/forget-user.ts';
import { isSignOut } from './route-rules';

/** How many sign-outs this worker has seen. */
let signOuts = 0;

/** The wipe to wait for when `request` is the sign-out call; null for any other request. */
export function forgetOnSignOut(
  request: Request,
  origin: string,
  device: () => Pick<ThisDevice, 'db' | 'caches'>,
): Promise<void> | null {
  if (!isSignOut({ url: new URL(request.url), method: request.method }, origin)) return null;
  signOuts += 1;
  return forgetUser(device());
}

/**
 * A plugin for the caches of signed-in article text and photos: an answer to a request that was
 * on its way when the reader signed out is given to the page but not kept, or the leaving
 * reader's reading would be cached again after the wipe.
 */
export const notKeptAcrossSignOut: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.signOuts = signOuts;
  },
  cacheWillUpdate: async ({ response, state }) => (state?.signOuts === signOuts ? response : null),
};
