// Profile and album photos: what the server takes (src/server/modules/users/multipart.ts, which
// sniffs each file's bytes) and the profile screen checks before it uploads.
export const PHOTOS = {
  /** The largest photo taken, in bytes (5 MB). */
  maxBytes: 5 * 1024 * 1024,
  /** Raster formats only: no SVG, which can carry script. */
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  /** Photos sent in one upload. */
  maxPerUpload: 10,
  /** Photos an album holds. */
  maxAlbum: 20,
} as const;
