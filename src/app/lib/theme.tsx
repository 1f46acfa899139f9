import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { createTheme, MantineProvider, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { THEME_STORAGE_KEY } from '#offline/names.ts';

export const THEME_NAMES = ['default', 'grey'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
// Named with the other keys of the device, which forgetting a user keeps.
export { THEME_STORAGE_KEY };
export const THEME_LABELS: Record<ThemeName, MessageDescriptor> = { default: msg`Default`, grey: msg`Grey` };

const shared = {
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Noto Serif", "Times New Roman", serif', fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
} satisfies MantineThemeOverride;

// Default: a bright newspaper look. Grey: a calm dark-grey reading theme.
const themes: Record<ThemeName, MantineThemeOverride> = {
  default: createTheme({ ...shared, primaryColor: 'indigo', primaryShade: 8 }),
  grey: createTheme({ ...shared, primaryColor: 'gray', primaryShade: { light: 8, dark: 7 } }),
};

export const parseThemeName = (v: unknown): ThemeName =>
  THEME_NAMES.includes(v as ThemeName) ? (v as ThemeName) : 'default';

type ThemeState = { name: ThemeName; setName: (n: ThemeName) => void };
const ThemeContext = createContext<ThemeState>({ name: 'default', setName: () => undefined });

// Mantine's light "dimmed" text (gray.6 on white, about 3.3:1) fails WCAG AA contrast; gray.7 passes.
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057' },
  dark: {},
});

export const useAppTheme = () => useContext(ThemeContext);

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [stored, setName] = useLocalStorage<ThemeName>({
    key: THEME_STORAGE_KEY,
    defaultValue: 'default',
    getInitialValueInEffect: false,
    deserialize: (v) => parseThemeName(v),
    serialize: (v) => v,
  });
  const name = parseThemeName(stored);
  const value = useMemo(() => ({ name, setName }), [name, setName]);
  return (
    <ThemeContext.Provider value={value}>
      <MantineProvider
        theme={themes[name]}
        forceColorScheme={name === 'grey' ? 'dark' : 'light'}
        cssVariablesResolver={cssVariablesResolver}
      >
        {children}
      </MantineProvider>
    </ThemeContext.Provider>
  );
}
