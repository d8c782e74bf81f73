/**
 * Vite plugin: index.html preloads the portal's main font file — IBM Plex Sans Arabic 400, Arabic
 * subset (src/styles/fonts.css), the face of nearly every word on an Arabic page and of the
 * language switch on an English one — so it downloads beside the scripts instead of after the
 * stylesheet and the first render, and is usually there before the text is (no swap at all).
 * The file's name is hashed by the build, so the link is written once the bundle is known.
 */
import type { Plugin } from 'vite';

const MAIN_FONT = 'ibm-plex-sans-arabic-arabic-400-normal.woff2';

export function fontPreload(file = MAIN_FONT): Plugin {
  return {
    name: 'mashaer:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find((a) => a.type === 'asset' && [...a.originalFileNames, ...a.names].some((n) => n.endsWith(file)));
        if (!asset) throw new Error(`font-preload: ${file} is not in the build (src/styles/fonts.css)`);
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${asset.fileName}`, crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}
