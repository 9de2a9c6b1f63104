/**
 * The panel's theme: react-admin's default light theme (calm, readable) with MUI's Spanish texts
 * (esES: pagination, autocomplete, rating, alert close...) merged in, and colours that keep
 * WCAG AA contrast (4.5:1) on its white and #fafafb backgrounds: the app bar's blue is darkened
 * (white on react-admin's #2196f3 is only 3.1:1; on #0d47a1, 8.6:1) and so is the primary blue
 * of buttons and links (MUI's #1976d2 is 4.4:1 on the page background; #1565c0 is 5.5:1), and
 * the info blue of the toasts (white on MUI's #0288d1 is 3.9:1; on #0277bd, 4.8:1).
 * Keyboard focus shows as a clear ring on every control. `stillTheme` is the same without motion,
 * for people whose system asks for less of it.
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

/**
 * A react-admin confirmation (delete, discard changes) opens with the focus on its cancel button
 * (react-admin puts it on the confirm one: Enter, Enter would delete). The confirm button focuses
 * itself as it mounts; the dialog's transition then starts and moves the focus to the first button
 * of the dialog's actions, which is the cancel one.
 */
const focusCancel = (node: HTMLElement) => node.querySelector<HTMLButtonElement>('.MuiDialogActions-root button')?.focus();

/** Keyboard focus: a 2 px ring in the theme's dark blue, offset so it shows on any background. */
const FOCUS_RING = { outline: '2px solid #0d47a1', outlineOffset: 2 };

const components = withLocaleDefaults(defaultLightTheme.components ?? {}, esES.components ?? {});

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    secondary: { light: '#5472d3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    // the blue of 'working' and info toasts: white on MUI's #0288d1 is only 3.9:1; on #0277bd, 4.8:1
    info: { light: '#03a9f4', main: '#0277bd', dark: '#01579b', contrastText: '#fff' },
  },
  components: {
    ...components,
    MuiButtonBase: {
      ...components.MuiButtonBase,
      styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
    },
    RaConfirm: { defaultProps: { slotProps: { transition: { onEnter: focusCancel } } } },
    // Every spinner (react-admin's LoadingIndicator in the app bar included) is a named progressbar.
    MuiCircularProgress: {
      ...components.MuiCircularProgress,
      defaultProps: { ...components.MuiCircularProgress?.defaultProps, 'aria-label': 'Cargando...' },
    },
  },
};

/** No time for any of MUI's transitions: a drawer, dialog, menu or toast is simply there, or gone. */
const NO_DURATION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * The theme when the system asks to reduce motion (prefers-reduced-motion, WCAG 2.3.3): nothing
 * slides, grows or fades (transitions take no time) and buttons lose their ripple. Spinners keep
 * turning: they say that something is loading.
 */
export const stillTheme: RaThemeOptions = {
  ...theme,
  transitions: { create: () => 'none', getAutoHeightDuration: () => 0, duration: NO_DURATION },
  components: {
    ...theme.components,
    MuiButtonBase: {
      ...theme.components!.MuiButtonBase,
      defaultProps: { ...theme.components!.MuiButtonBase?.defaultProps, disableRipple: true },
    },
  },
};
