import type { ButtonProps } from '@mantine/core';

/**
 * A Mantine Button whose label wraps on a narrow screen instead of running past its edge: a
 * label in Tamil or Telugu, one that names several languages, an article's title, a price with
 * its words. Spread it on the button (`<Button {...wrappingButton} ta="start">`); its lines are
 * centred unless `ta` says otherwise. Inline, as Mantine's style props are, so it wins over the
 * button's own height whatever order the stylesheets load in.
 */
export const wrappingButton = {
  h: 'auto',
  mih: 'var(--button-height)',
  maw: '100%',
  py: 6,
  styles: { label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.4 } },
} as const satisfies ButtonProps;
