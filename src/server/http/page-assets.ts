// A rendered page's stylesheets and modules from Vite's build manifest. The CSS the first paint
// needs (the entry's and the page's) is inlined in the head, so the page paints without waiting
// for a stylesheet request. The scripts (the entry and the page's chunks, preloaded so the browser
// has them before it hydrates; what the entry loads is not preloaded again) wait in a <template>
// until public/boot.js starts them, once the first screen and its pictures have painted: the
// server-rendered page needs no script to show, so on a slow network the HTML and the first-screen
// pictures are not sharing it with 150 KB of script.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, Chunk>;

export interface PageAssets {
  /** The template without the entry's stylesheet links (their CSS is inlined per page) and scripts. */
  template: string;
  /**
   * The head's tags for a page module (e.g. src/features/home/HomePage.tsx): its <style>, and its scripts for boot.js
   * (read from disk: the page server keeps them, spa.ts).
   */
  headFor(source: string | undefined): string;
  /** The URLs of the JS and CSS files a page module loads beyond the entry. */
  chunksOf(source: string): string[];
}

function closure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The build's files the template names: its module scripts, module preloads and stylesheets. */
const named = (template: string, tag: RegExp) => [...template.matchAll(tag)].map((m) => m[1].replace(/^\//, ''));

export function pageAssets(root: string, template: string): PageAssets {
  const file = join(root, '.vite', 'manifest.json');
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
  const css = (f: string) => readFileSync(join(root, f), 'utf8');
  // The entry's chunks: the manifest's entry, and the chunks index.html starts (when the entry's
  // modules all went to a named chunk group, vite.config.ts's `app`, the manifest has no entry).
  const started = new Set(
    named(template, /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g),
  );
  const entry = closure(
    manifest,
    Object.keys(manifest).filter((k) => manifest[k].isEntry || started.has(manifest[k].file)),
  );
  const linked = named(template, /<link rel="stylesheet"[^>]*href="([^"]+)"/g).filter((f) => existsSync(join(root, f)));
  const entryCss = [...new Set([...entry.flatMap((k) => manifest[k].css ?? []), ...linked])];
  const scriptTag = /<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\s*/g;
  const entryScripts = (template.match(scriptTag) ?? []).map((t) => t.trim()).join('');
  let page = template.replace(scriptTag, '');
  for (const f of entryCss) page = page.replace(new RegExp(`<link rel="stylesheet"[^>]*href="/${f}"[^>]*>\\s*`), '');
  const entryStyle = entryCss.map(css).join('');
  // Asked for every page the header links to on every render: computed once per page module.
  const chunks = new Map<string, string[]>();

  const own = (source: string) => closure(manifest, [source]).filter((k) => !entry.includes(k));
  return {
    template: page,
    chunksOf: (source) => {
      let files = chunks.get(source);
      if (!files)
        chunks.set(
          source,
          (files = own(source).flatMap((k) => [
            `/${manifest[k].file}`,
            ...(manifest[k].css ?? []).map((f) => `/${f}`),
          ])),
        );
      return files;
    },
    headFor: (source) => {
      const mine = source ? own(source) : [];
      const pageCss = [...new Set(mine.flatMap((k) => manifest[k].css ?? []))];
      const style = entryStyle + pageCss.map(css).join('');
      // Vite's loader of the page's chunk adds a stylesheet link for each CSS file the chunk
      // needs unless a link to it is in the document: a disabled link (never fetched) says the
      // file is already here, inlined, so it is not fetched and applied a second time.
      const inlined = pageCss.map((f) => `<link rel="stylesheet" href="/${f}" disabled>`).join('');
      const preloads = mine.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`).join('');
      const scripts = `<template id="page-scripts">${entryScripts}${preloads}</template>`;
      return `<style>${style}</style>${inlined}${scripts}<script src="/boot.js" defer></script>`;
    },
  };
}
