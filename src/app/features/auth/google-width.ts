/** The Google button is 0 (the library's own width) or 200 to 400 pixels wide. */
export function googleButtonWidth(available: number): number {
  if (!Number.isFinite(available) || available <= 0) return 0;
  return Math.round(Math.min(400, Math.max(200, available)));
}
