/**
 * The CSS variable that holds the height the status bar takes at the screen's foot, for what must
 * stay clear of it (set by `status-bar.tsx` only while a chip shows; readers fall back to 0px).
 * A module of its own, so that scripts and browser tests read the name without the bar's styles.
 */
export const STATUS_BAR_HEIGHT = '--kh-status-bar-h';
