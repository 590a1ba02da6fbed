/**
 * The shop's two font stacks: the first screen's rules (contract/first-screen-styles.ts) and the
 * app's Mantine theme (src/app/theme.ts) both read them here. A module of their own, so the app's
 * shell does not carry the first screen's stylesheet, which only the build writes into the HTML
 * (docs/decisions/301).
 */
export const SHOP_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";
export const HEADING_FONT = "Georgia, 'Times New Roman', serif";
