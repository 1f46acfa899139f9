import { API } from '../../../../shared/api-paths';
import { requestVoid } from '../../../lib/http';

/** POST auth/logout: 204, and the server forgets the session. */
export const signOut = (): Promise<void> => requestVoid(API.user.logout, { method: 'post' });
