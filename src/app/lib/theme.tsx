import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  createTheme,
  localStorageColorSchemeManager,
  MantineProvider,
  useMantineColorScheme,
  type CSSVariablesResolver,
  type MantineColorScheme,
  type MantineThemeOverride,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { COLOR_SCHEME_STORAGE_KEY, THEME_STORAGE_KEY } from '#offline/names.ts';

export const THEME_NAMES = ['default', 'grey'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
// Named with the other keys of the device, which forgetting a user keeps.
export { COLOR_SCHEME_STORAGE_KEY, THEME_STORAGE_KEY };
export const THEME_LABELS: Record<ThemeName, MessageDescriptor> = { default: msg`Default`, grey: msg`Grey` };

/** The colour schemes a reader can choose: the system's (the default), light or dark. */
export const COLOR_SCHEMES = ['auto', 'light', 'dark'] as const satisfies readonly MantineColorScheme[];
export const COLOR_SCHEME_LABELS: Record<(typeof COLOR_SCHEMES)[number], MessageDescriptor> = {
  auto: msg`System`,
  light: msg`Light`,
  dark: msg`Dark`,
};

/**
 * The colour scheme is Mantine's own: `defaultColorScheme: 'auto'` follows the system's
 * `prefers-color-scheme`, a reader's explicit choice is kept under this key, and Mantine's
 * ColorSchemeScript (put in index.html's head by vite.config.ts) sets it on <html> before the
 * first paint, server-rendered pages included.
 */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
export const DEFAULT_COLOR_SCHEME = 'auto' satisfies MantineColorScheme;

/**
 * The platform's own fonts for India's scripts (no web font is loaded), named after the Latin
 * ones: a browser uses them only for the letters the fonts before them lack. Named, because
 * finding one by itself is not reliable: Chromium on Linux with Debian's Noto fonts drew a
 * Tamil source name outside an element marked `lang="ta"` as empty boxes at every weight, and
 * found the font once it was named. Android ships these families under these names; Windows
 * (Nirmala UI) and Apple's systems find theirs as before. Urdu (and Kashmiri, Sindhi) in Naskh,
 * the Arabic script's text face: left to itself, Chromium on Linux drew an Urdu headline in
 * Noto Kufi Arabic, a display face.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- font names
const INDIC_FONTS = `"Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Gurmukhi", "Noto Sans Gujarati", "Noto Sans Oriya", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Kannada", "Noto Sans Malayalam", "Noto Naskh Arabic"`;

const shared = {
  fontFamily: `Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, ${INDIC_FONTS}, sans-serif`,
  headings: {
    fontFamily: `Georgia, "Noto Serif", "Times New Roman", ${INDIC_FONTS}, serif`,
    fontWeight: '700',
    // A page's title is Mantine's 34 px from a 520 px window up and shrinks to 28 px on a phone: at 34 px
    // one long Tamil or Telugu word (கிடைக்கவில்லை, "not found") is wider than a 360 px screen.
    sizes: { h1: { fontSize: 'clamp(1.75rem, 1.25rem + 2.5vw, 2.125rem)' } },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
} satisfies MantineThemeOverride;

// Default: a bright newspaper look (dark where the reader's system or choice is dark). Grey: a
// calm dark-grey reading theme; choosing it chooses the dark scheme (useAppTheme's setName).
const themes: Record<ThemeName, MantineThemeOverride> = {
  default: createTheme({ ...shared, primaryColor: 'indigo', primaryShade: 8 }),
  grey: createTheme({ ...shared, primaryColor: 'gray', primaryShade: { light: 8, dark: 7 } }),
};

export const parseThemeName = (v: unknown): ThemeName =>
  THEME_NAMES.includes(v as ThemeName) ? (v as ThemeName) : 'default';

type ThemeState = { name: ThemeName; setName: (n: ThemeName) => void };
const ThemeContext = createContext<ThemeState>({ name: 'default', setName: () => undefined });

// Mantine's light "dimmed" text (gray.6 on white, about 3.3:1) fails WCAG AA contrast; gray.7 passes.
// Its dark links (shade 4: indigo.4 on the footer's dark grey, about 3.9:1) fail too; shade 3 passes.
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057' },
  dark: { '--mantine-color-anchor': theme.colors[theme.primaryColor]?.[3] ?? '#91a7ff' },
});

export const useAppTheme = () => useContext(ThemeContext);

/** Choosing a theme chooses its scheme: Grey is dark, Default follows the system again. */
function ThemeChoice({
  name,
  setStored,
  children,
}: {
  name: ThemeName;
  setStored: (n: ThemeName) => void;
  children: ReactNode;
}) {
  const { setColorScheme } = useMantineColorScheme();
  // Grey chosen before the scheme was kept apart: its dark scheme is written once.
  useEffect(() => {
    if (name === 'grey' && colorSchemeManager.get('unset' as MantineColorScheme) === ('unset' as MantineColorScheme))
      setColorScheme('dark');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render
  }, []);
  const setName = useCallback(
    (n: ThemeName) => {
      setStored(n);
      setColorScheme(n === 'grey' ? 'dark' : DEFAULT_COLOR_SCHEME);
    },
    [setStored, setColorScheme],
  );
  const value = useMemo(() => ({ name, setName }), [name, setName]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useLocalStorage<ThemeName>({
    key: THEME_STORAGE_KEY,
    defaultValue: 'default',
    getInitialValueInEffect: false,
    deserialize: (v) => parseThemeName(v),
    serialize: (v) => v,
  });
  const name = parseThemeName(stored);
  return (
    <MantineProvider
      theme={themes[name]}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      cssVariablesResolver={cssVariablesResolver}
    >
      <ThemeChoice name={name} setStored={setStored}>
        {children}
      </ThemeChoice>
    </MantineProvider>
  );
}
