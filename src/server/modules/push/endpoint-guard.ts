import { ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { isNonPublicAddress } from '#server/modules/ingest/address-guard.ts';

/**
 * Why a push endpoint is refused, or null. The server posts to whatever address a browser's
 * subscription names, so only https addresses on public hosts are taken; plain http and
 * loopback or private hosts only when `allowPrivate` (development and tests). A host name is
 * checked again when the request connects (the sender's socket lookup).
 */
export function endpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint: must be a URL';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return 'endpoint: must be an https: URL';
  if (url.username || url.password) return 'endpoint: must not carry credentials';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isNonPublicAddress(host)))
    return 'endpoint: must be on a public host';
  return null;
}

/** Whether a base64url text is an uncompressed point on P-256 (a browser's p256dh key). */
export function isP256Point(b64url: string): boolean {
  try {
    const point = Buffer.from(b64url, 'base64url');
    // Converting a point to its compressed form fails unless it lies on the curve.
    ECDH.convertKey(point, 'prime256v1', undefined, undefined, 'compressed');
    return point.length === 65 && point[0] === 4;
  } catch {
    return false;
  }
}
