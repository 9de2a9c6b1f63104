/**
 * The panel's theme: react-admin's default light theme (calm, readable) with MUI's Spanish texts
 * (esES: pagination, autocomplete, rating, alert close...) merged in.
 */
import { esES } from '@mui/material/locale';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

type Components = NonNullable<RaThemeOptions['components']>;

/** Adds MUI's localized defaultProps to the theme's components without losing its overrides. */
function withLocaleDefaults(components: Components, locale: Components): Components {
  const merged: Record<string, unknown> = { ...components };
  for (const [name, localized] of Object.entries(locale)) {
    const own = (components as Record<string, { defaultProps?: object } | undefined>)[name] ?? {};
    const extra = localized as { defaultProps?: object };
    merged[name] = { ...own, defaultProps: { ...own.defaultProps, ...extra.defaultProps } };
  }
  return merged as Components;
}

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  components: withLocaleDefaults(defaultLightTheme.components ?? {}, esES.components ?? {}),
};
