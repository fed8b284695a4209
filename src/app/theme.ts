// The one Mantine theme: brand blue primary, orange-red for prices, the system CJK font stack.
// Shade 6 of every palette the portal writes text in passes WCAG AA (4.5:1) on white and on the
// page grey; the portal's own colour names (--portal-*) are in global.css.
import {
  convertCssVariables,
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
  type MantineColorsTuple,
} from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e8f0ff',
  '#cfdcfb',
  '#9db6f3',
  '#698eec',
  '#3f6ce6',
  '#2457e3',
  '#1c5fd4',
  '#0d3fb7',
  '#0438a4',
  '#003091',
];
// Prices: #c24000 is 5.2:1 on white (the old #f35a12 was 3.3:1); shade 5 still carries white text.
const price: MantineColorsTuple = [
  '#fff4ec',
  '#ffe3d1',
  '#fbc4a3',
  '#f8a070',
  '#f27c40',
  '#d0470a',
  '#c24000',
  '#a33600',
  '#8a2d00',
  '#722500',
];
// Mantine's dimmed text (gray-6, #868e96) is 3.3:1: a darker grey keeps it calm and readable.
const gray: MantineColorsTuple = [
  ...DEFAULT_THEME.colors.gray.slice(0, 6),
  '#676c75',
  ...DEFAULT_THEME.colors.gray.slice(7),
] as unknown as MantineColorsTuple;
// Error text (red-6, #fa5252) is 3.3:1: errors use a red that reads.
const red: MantineColorsTuple = [
  ...DEFAULT_THEME.colors.red.slice(0, 6),
  '#c92a2a',
  '#b02525',
  '#9c2020',
  '#881b1b',
] as unknown as MantineColorsTuple;

export const FONT_STACK = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, price, gray, red },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  defaultRadius: 'sm',
  // A dialog's title bar is a plain div: a <header> there would be a second banner landmark.
  components: {
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

// What MantineProvider's MantineCssVariables and MantineClasses would render for this theme, made
// once: they recompute it on every render (~a third of a server render's Mantine time). Providers
// renders these two <style> elements itself, the same markup (tests/server/theme-styles.test.ts).
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const changed = (ours: Record<string, string>, base: Record<string, string>) =>
  Object.fromEntries(Object.entries(ours).filter(([k, v]) => base[k] !== v));
const vars = defaultCssVariablesResolver(merged);
const base = defaultCssVariablesResolver(DEFAULT_THEME);

/** The theme's CSS variables that differ from Mantine's default-css-variables.css. */
export const THEME_CSS_VARIABLES = convertCssVariables({
  variables: changed(vars.variables, base.variables),
  light: changed(vars.light, base.light),
  dark: changed(vars.dark, base.dark),
});

/** Mantine's hidden-from / visible-from classes for the theme's breakpoints. */
export const THEME_CLASSES = keys(merged.breakpoints).reduce((css, bp) => {
  const value = merged.breakpoints[bp];
  const n = px(value) as number;
  const below = value.includes('px') ? `${n - 0.1}px` : em(n - 0.1);
  const from = value.includes('px') ? `${n}px` : em(n);
  const hideBelow = `@media (max-width: ${below}) {.mantine-visible-from-${bp} {display: none !important;}}`;
  return `${css}${hideBelow}@media (min-width: ${from}) {.mantine-hidden-from-${bp} {display: none !important;}}`;
}, '');
