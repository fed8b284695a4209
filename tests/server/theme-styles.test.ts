// The theme's CSS variables and classes, made once (src/app/theme.ts), are what Mantine's
// MantineProvider renders for the theme on every render, so the portal's pages keep their look
// (and a Mantine upgrade that changes them fails here).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme, THEME_CLASSES, THEME_CSS_VARIABLES } from '../../src/app/theme';

const styleOf = (html: string, attr: string) => new RegExp(`<style ${attr}[^>]*>([^<]*)</style>`).exec(html)?.[1];

describe('theme styles', () => {
  it('equal the <style> elements Mantine renders for the theme', () => {
    const html = renderToStaticMarkup(createElement(MantineProvider, { theme, forceColorScheme: 'light' }));
    expect(THEME_CSS_VARIABLES).toContain('--mantine-color-brand-6: #1c5fd4');
    expect(styleOf(html, 'data-mantine-styles="true"')).toBe(THEME_CSS_VARIABLES);
    expect(styleOf(html, 'data-mantine-styles="classes"')).toBe(THEME_CLASSES);
  });
});
