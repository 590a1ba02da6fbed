import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { theme } from '../src/app/theme';

/** The stylesheet this plugin answers (imported by src/app/mantine-shell-styles.ts). */
export const MANTINE_THEME_CSS = 'virtual:mantine-theme.css';
const RESOLVED = `\0${MANTINE_THEME_CSS}`;

/**
 * What Mantine's provider writes into the page for the shop's theme when it mounts: the theme's
 * CSS variables (those that differ from Mantine's defaults) and its global classes
 * (`visibleFrom`/`hiddenFrom`), taken from Mantine's own server rendering of the provider.
 */
export function mantineThemeCss(): string {
  const markup = renderToStaticMarkup(createElement(MantineProvider, { theme, forceColorScheme: 'light' }));
  const sheets = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((found) => found[1] ?? '');
  if (sheets.length === 0) throw new Error("Mantine's provider wrote no <style>: its theme CSS has moved");
  return sheets.join('\n');
}

/**
 * Mantine's theme CSS as a stylesheet of the shell, built once, instead of `<style>` elements
 * the provider inserts when the app mounts (docs/decisions/311): inserted then, they and the
 * colour scheme attribute made the browser restyle every element of the written first screen.
 * The app's provider is told not to write them (src/app/app.tsx).
 */
export function mantineThemeStylesheet(): Plugin {
  return {
    name: 'jutexx:mantine-theme-css',
    resolveId: (source) => (source === MANTINE_THEME_CSS ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? mantineThemeCss() : null),
  };
}
