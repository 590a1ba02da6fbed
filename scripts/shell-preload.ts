import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { APP_PRELOADS_ATTRIBUTE } from '../contract/app-preloads';

/**
 * index.html's entry (src/app/boot.ts) imports the shell (src/app/main.tsx) only after the
 * written first screen is painted (docs/decisions/177). So that this costs no round trip, the
 * built index.html asks for the shell's files at once, as it would for a static import: a
 * modulepreload for each of its scripts and a preload for its CSS. The CSS is not a stylesheet of
 * the HTML: that would hold the first paint until it arrived (on Slow 3G a 2 s round trip after the
 * HTML), while the written first screen carries its own styles (scripts/first-screen-styles.ts,
 * docs/decisions/200). Vite's dynamic-import helper adds the stylesheet and waits for it before
 * the shell runs, so the app never draws unstyled. The storefront entry's size
 * (tests/bench/entry-size.ts) counts them, as it counts every modulepreload.
 *
 * They are written inside a `<template>` (contract/app-preloads.ts): src/app/boot.ts moves them
 * into the head once the written first screen's first pictures have come (docs/decisions/369).
 * All of them, and index.html's entry script, are asked for at low priority (`fetchpriority`,
 * docs/decisions/285): the written first screen paints without them, and its pictures come first.
 * At their default priority (High for a script, Highest for a preloaded style) Lighthouse's model
 * counts them as holding the first paint: its first contentful paint was 2.4 s, with them low 1.0 s.
 */
export function shellPreload(shellModule: string): Plugin {
  return {
    name: 'jutexx-shell-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const shell = chunks.filter(
          (chunk) =>
            chunk.facadeModuleId?.endsWith(shellModule) || chunk.moduleIds.some((id) => id.endsWith(shellModule)),
        );
        if (shell.length === 0) throw new Error(`shell-preload: no chunk holds ${shellModule}`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
            ?.importedCss;
          for (const file of css ?? []) styles.add(file);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        for (const chunk of shell) visit(chunk);
        const absent = (file: string) => !html.includes(`/${file}"`);
        const preloads: HtmlTagDescriptor[] = [
          ...[...styles].filter(absent).map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}`, fetchpriority: 'low' },
          })),
          ...[...scripts].filter(absent).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, fetchpriority: 'low' },
          })),
        ];
        // In a template: fetched only when the entry moves them into the head, after the written
        // screen's first pictures (contract/app-preloads.ts, docs/decisions/369).
        const tags: HtmlTagDescriptor[] = [
          { tag: 'template', attrs: { [APP_PRELOADS_ATTRIBUTE]: true }, children: preloads, injectTo: 'head' },
        ];
        // Vite writes the entry's script and its own modulepreloads (the preload helper) itself.
        const low = html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        );
        return { html: low, tags };
      },
    },
  };
}
