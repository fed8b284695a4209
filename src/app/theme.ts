// The one Mantine theme: brand blue primary, orange-red for prices, the system CJK font stack.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e8f0ff', '#cfdcfb', '#9db6f3', '#698eec', '#3f6ce6', '#2457e3', '#1c5fd4', '#0d3fb7', '#0438a4', '#003091',
];
const price: MantineColorsTuple = [
  '#fff0e6', '#ffdfcf', '#fbbd9e', '#f8996a', '#f57a3e', '#f46722', '#f35a12', '#d94a05', '#c24000', '#a93400',
];

export const FONT_STACK = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, price },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  defaultRadius: 'sm',
});
