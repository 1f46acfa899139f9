import { RETURN_PATH_MAX } from '../constants';
import { z } from '../zod';

// Where the login page sends a reader back to after sign-in (`?redirect=`). Only a path on
// this site: an absolute or protocol-relative URL ("https://…", "//host", "/\host") would make
// the login page an open redirect that a phishing link could use.

const LOGIN = '/pages/user/login';
const LOGOUT = '/secure/logout';
// Any origin serves: the path is resolved against it and must not leave it.
const PROBE_ORIGIN = 'https://khabar.invalid';

export function isReturnPath(path: string): boolean {
  if (path.length > RETURN_PATH_MAX || !path.startsWith('/') || path.startsWith('//')) return false;
  // Browsers read a backslash as a slash and drop tabs and newlines inside URLs.
  if (
    path.includes('\\') ||
    [...path].some((c) => c.trim() === '' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  )
    return false;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return false;
  }
  // Back to the login page would loop; to the logout page would sign the reader straight out.
  return url.origin === PROBE_ORIGIN && url.pathname !== LOGIN && url.pathname !== LOGOUT;
}

export const returnPathSchema = z.string().check(z.refine(isReturnPath, { message: 'redirect: a path on this site' }));
