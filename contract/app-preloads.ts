/**
 * Marks the `<template>` in a page's head that holds the app's preloads: the shell's files
 * (written at build time, scripts/shell-preload.ts) and the page's own chunks (written by the
 * server, server/modules/web/page-preloads.ts). A template's content is inert: nothing in it is
 * fetched until src/app/boot.ts moves it into the head, once the written first screen's first
 * pictures have come (docs/decisions/369). Asked for at once, the app's 150 KB of code shared the
 * connection with those pictures and the shopper waited longer to see them.
 */
export const APP_PRELOADS_ATTRIBUTE = 'data-app-preloads';
