// The worker's part in forgetting a user: the page posts the sign-out call, and the worker
// (which may outlive the page) forgets the offline store and the caches of signed-in article
// text and photos with the same module as the page (#offline/forget-user.ts). It has no local
// storage or cookies, so the device's keys are never its concern.
import { forgetUser, type ThisDevice } from '#offline/forget-user.ts';
import { isSignOut } from './route-rules';

/** The wipe to wait for when `request` is the sign-out call; null for any other request. */
export function forgetOnSignOut(
  request: Request,
  origin: string,
  device: () => Pick<ThisDevice, 'db' | 'caches'>,
): Promise<void> | null {
  if (!isSignOut({ url: new URL(request.url), method: request.method }, origin)) return null;
  return forgetUser(device());
}
