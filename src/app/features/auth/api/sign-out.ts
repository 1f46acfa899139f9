import { API } from '#shared/api-paths.ts';
import { requestVoid } from '#app/lib/http.ts';

/**
 * POST auth/logout: 204, and the server forgets the session. `keepalive` lets the call finish
 * when the reader leaves the page while it is on its way.
 */
export const signOut = (): Promise<void> => requestVoid(API.user.logout, { method: 'post', keepalive: true });
