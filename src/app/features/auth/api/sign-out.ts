import { API } from '#shared/api-paths.ts';
import { requestVoid } from '#app/lib/http.ts';

/** POST auth/logout: 204, and the server forgets the session. */
export const signOut = (): Promise<void> => requestVoid(API.user.logout, { method: 'post' });
