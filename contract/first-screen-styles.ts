import { HEADING_FONT, SHOP_FONT } from './shop-fonts';

/**
 * The styles of the first screen's component set (the top bar, the 'View Products' bar, product
 * cards and the written page bodies: contract/first-screen-*.tsx, docs/decisions/200), written
 * once into the head of index.html at build time (scripts/first-screen-styles.ts). So the screen
 * the server or the service worker writes is styled by the HTML itself, before any stylesheet
 * arrives (on Slow 3G a stylesheet costs a 2 s round trip), and the app, drawing the same
 * components, finds the same rules. Literal colours: Mantine's variables exist only once its
 * provider has run. The values are those of the shop's theme (its fonts: contract/shop-fonts.ts).
 */

/** Marks the element that carries these rules (the build writes it; tests look for it). */
export const FIRST_SCREEN_STYLE_ATTRIBUTE = 'data-first-screen-styles';

/**
 * The base rules the app's stylesheets also set (Mantine's baseline, src/app/global.css), with the
 * same values: when those stylesheets arrive, the written screen's computed styles stay the same,
 * so the browser does not lay out and paint the whole page again (at Lighthouse's 6× CPU that
 * relayout was a task of some 300 ms on the listing, docs/decisions/369). A rule here that differs
 * from the app's is caught by tests/e2e/first-screen-styles-kept.spec.ts.
 */
const baseRules = `
:root{color-scheme:light}
*,*::before,*::after{box-sizing:border-box}
input,button,textarea,select{font:inherit}
button,select{text-transform:none}
img{max-width:100%}
@media screen and (max-device-width:31.25em){body{-webkit-text-size-adjust:100%}}
`;

const rules = `${baseRules}
body{margin:0;font-family:${SHOP_FONT};font-size:16px;line-height:1.55;background:#fbf8f2;color:#2b1d0e;-webkit-font-smoothing:antialiased;-webkit-tap-highlight-color:transparent}
.fs-container{max-width:1320px;margin-inline:auto;padding-inline:16px}
.fs-narrow{max-width:1140px}
.fs-header,.fs-products-bar,.fs-page,.fs-home,.fs-card{font-family:${SHOP_FONT}}
.fs-connection{padding:6px 16px;font-family:${SHOP_FONT};font-size:14px;line-height:1.55;text-align:center;color:#fff;background:#343a40}
.fs-connection-waiting{background:#a15e00}
.fs-header{position:sticky;top:0;z-index:100;background:#fffdf8;border-bottom:1px solid #e7dccb}
.fs-strip{background:#f3e7d1;font-size:13px;line-height:1.55}
.fs-strip-row{display:flex;align-items:center;justify-content:space-between;gap:10px;flex-wrap:nowrap}
.fs-strip-link{display:inline-flex;align-items:center;min-height:32px;color:#2b1d0e;text-decoration:none}
.fs-strip-link:hover{text-decoration:underline}
.fs-bar{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:60px}
.fs-logo{display:inline-flex;align-items:center;gap:8px;min-height:44px;font-family:${HEADING_FONT};font-size:24px;font-weight:700;letter-spacing:.02em;color:#4f341a;text-decoration:none}
.fs-unseen{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.fs-nav{display:flex;align-items:center;gap:2px;min-width:0}
.fs-nav-link{display:inline-flex;align-items:center;gap:4px;min-height:44px;padding:0 8px;font-size:13px;font-weight:600;color:#2b1d0e;text-decoration:none;white-space:nowrap;border-radius:4px}
.fs-nav-link:hover{background:#f3e7d1}
.fs-short{display:none;align-items:center;gap:3px}
.fs-search{display:inline-flex;align-items:center}
.fs-icon-button{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:1000px;color:#2e2e2e}
.fs-products-bar{display:flex;align-items:center;justify-content:center;min-height:44px;background:#6e4a24;color:#fff;font-weight:700;letter-spacing:.06em;text-transform:uppercase;text-decoration:none;font-size:14px}
.fs-products-bar:hover{background:#4f341a}
@media (min-width:48em){.fs-logo{font-size:28px}.fs-nav-link{font-size:15px;padding:0 12px}}
@media (max-width:26em){.fs-logo span{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}.fs-nav-link{padding:0 6px}.fs-short{display:inline-flex}.fs-full{display:none}}
.fs-card{position:relative}
.fs-card-link{display:block;color:inherit;text-decoration:none;border-radius:8px}
.fs-later{display:contents}
.fs-app-arriving[hidden]{display:block;height:0;overflow:hidden;visibility:hidden;contain:layout paint}
.fs-later>*{content-visibility:auto;contain-intrinsic-size:auto 160px auto 330px;overflow-clip-margin:6px}
.fs-card-picture{position:relative}
.fs-picture{position:relative;overflow:hidden;background:#f3e7d1;border-radius:8px}
.fs-picture-image{display:block;width:100%;height:100%;object-fit:cover}
.fs-card-text{display:flex;flex-direction:column;gap:4px;padding-top:10px}
.fs-tile .fs-card-text{gap:2px;padding-top:6px}
.fs-card-title{font-size:14px;line-height:1.45;overflow:hidden;text-overflow:ellipsis;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2}
.fs-tile .fs-card-title{-webkit-line-clamp:1}
.fs-card-price{font-size:14px;line-height:1.45;font-weight:700}
.fs-heart{display:inline-flex;flex:none;align-items:center;justify-content:center;width:40px;height:40px;padding:0;border-radius:32px;font:inherit;line-height:1;overflow:hidden;cursor:pointer;user-select:none;-webkit-appearance:none;appearance:none;touch-action:manipulation;-webkit-tap-highlight-color:transparent}
.fs-heart-over{position:absolute;top:6px;right:6px;z-index:1;color:#000;background:rgb(255 253 248/92%);border:1px solid transparent;box-shadow:0 1px 3px rgb(0 0 0/18%)}
.fs-heart-row{position:relative;color:#2b1d0e;background:#fff;border:1px solid #ced4da}
@media (hover:hover){.fs-heart-over:hover{background:#fff}.fs-heart-row:hover{background:#f8f9fa}}
@media (hover:none){.fs-heart-over:active{background:#fff}.fs-heart-row:active{background:#f8f9fa}}
.fs-heart:focus-visible{outline:2px solid #6e4a24;outline-offset:2px}
.fs-heart-on{display:inline-flex;color:#88331a}
.fs-heart-off{display:inline-flex;color:#2b1d0e}
.fs-toast{position:fixed;top:16px;left:50%;z-index:1000;box-sizing:border-box;width:min(440px,calc(100% - 32px));transform:translateX(-50%);padding:12px 16px 12px 22px;border-radius:8px;background:#fff;color:#2b1d0e;font-family:${SHOP_FONT};font-size:14px;line-height:1.45;box-shadow:0 1px 3px rgb(0 0 0/5%),0 10px 15px -5px rgb(0 0 0/10%),0 7px 7px -5px rgb(0 0 0/4%);overflow:hidden}
.fs-toast::before{content:"";position:absolute;top:8px;bottom:8px;left:8px;width:6px;border-radius:4px;background:#88331a}
.fs-toast-done::before{background:#2f552c}
.fs-toast-note::before{background:#6e4a24}
.fs-swatches{display:flex;flex-wrap:wrap;align-items:center;gap:6px}
.fs-swatch{display:block;flex:none;border-radius:1000px;box-shadow:inset 0 0 0 1px rgb(0 0 0/10%),inset 0 0 4px rgb(0 0 0/15%)}
.fs-badge{position:absolute;top:8px;left:8px;display:inline-flex;align-items:center;height:20px;padding:0 10px;border-radius:1000px;font-size:11px;font-weight:700;letter-spacing:.25px;text-transform:uppercase;color:#fff;line-height:1}
.fs-badge-0{background:#6e4a24}.fs-badge-1{background:#2f552c}.fs-badge-2{background:#88331a}.fs-badge-3{background:#4f341a}
.fs-page{padding-block:20px}
.fs-grid{--fs-columns:2;--fs-column-gap:12px;display:grid;grid-template-columns:repeat(var(--fs-columns),minmax(0,1fr));gap:32px var(--fs-column-gap);list-style:none;margin:0;padding:0;container-type:inline-size}
.fs-grid>.fs-later>*{contain-intrinsic-size:auto 160px auto calc((100cqw - (var(--fs-columns) - 1) * var(--fs-column-gap)) / var(--fs-columns) * 4 / 3 + 93px)}
@media (min-width:48em){.fs-grid{--fs-columns:3;--fs-column-gap:20px}}
@media (min-width:75em){.fs-grid{--fs-columns:4}}
.fs-product-stack{display:flex;flex-direction:column;gap:32px}
.fs-trail{display:flex;flex-wrap:wrap;align-items:center}
.fs-trail-link{display:inline-flex;align-items:center;min-height:32px;color:#6e4a24;text-decoration:none}
.fs-trail-link:hover{text-decoration:underline}
.fs-trail-separator{display:flex;align-items:center;justify-content:center;margin-inline:10px;line-height:1;color:#495057}
.fs-trail-here{display:block;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;line-height:1}
.fs-product-columns{display:flex;flex-wrap:wrap;gap:32px}
.fs-product-column{flex:0 0 100%;max-width:100%;min-width:0}
.fs-gallery{display:flex;flex-direction:column;gap:12px}
.fs-gallery-main{position:relative;width:100%;max-width:560px;margin:0 auto;border-radius:8px;overflow:hidden;background:#f3e7d1}
.fs-thumbs{display:flex;justify-content:center;gap:8px;overflow-x:auto;padding-bottom:4px}
.fs-thumb{display:block;flex:0 0 64px;width:64px;height:84px;padding:0;border:2px solid transparent;border-radius:4px;overflow:hidden;background:#f3e7d1}
button.fs-thumb{cursor:pointer}
.fs-thumb[aria-pressed=true]{border-color:#6e4a24}
.fs-thumb .fs-picture{border-radius:6px}
.fs-product-details{display:flex;flex-direction:column;gap:20px}
.fs-product-head{display:flex;flex-direction:column;gap:4px}
.fs-title-row{display:flex;flex-wrap:nowrap;align-items:flex-start;justify-content:space-between;gap:10px}
.fs-product-title{margin:0;font-family:${HEADING_FONT};font-size:24px;line-height:1.3;font-weight:700}
.fs-product-actions{display:flex;flex:none;align-items:center;gap:6px;min-width:86px;min-height:40px}
.fs-product-price{margin:0;font-size:22px;line-height:1.55;font-weight:700}
.fs-product-attribute{margin:0;font-size:14px;line-height:1.45;font-weight:600;color:#2f552c}
@media (min-width:48em){.fs-product-title{font-size:30px}}
@media (min-width:62em){.fs-product-column{flex-basis:calc(50% - 16px);max-width:calc(50% - 16px)}}
.fs-stack-6{display:flex;flex-direction:column;gap:6px}
.fs-stack-12{display:flex;flex-direction:column;gap:12px}
.fs-stack-16{display:flex;flex-direction:column;gap:16px}
.fs-stack-12[hidden],.fs-stack-16[hidden]{display:none}
.fs-purchase-label{margin:0;font-size:14px;line-height:1.45;font-weight:600}
.fs-swatch-row{display:flex;flex-wrap:wrap;align-items:center;gap:4px;min-width:0;margin:0;padding:0;border:0}
.fs-swatch-target{display:grid;place-items:center;width:40px;height:40px;border-radius:999px;color:inherit;text-decoration:none}
.fs-swatch-dot{position:relative;display:flex;align-items:center;justify-content:center;width:28px;height:28px;outline-offset:3px}
.fs-swatch-current{outline:2px solid #1f1f1f}
.fs-swatch-unavailable{opacity:.35}
.fs-variant-row{display:flex;flex-wrap:wrap;align-items:center;gap:10px}
.fs-variant{display:block;color:#6e4a24;text-decoration:none}
.fs-variant:hover{text-decoration:underline}
.fs-variant .fs-picture{width:56px;border-radius:4px}
.fs-low-stock{margin:0;font-size:16px;line-height:1.55;font-weight:600;color:#88331a}
.fs-out-of-stock{padding:16px;border:1px solid #88331a;border-radius:8px;color:#88331a;font-size:14px;line-height:1.55}
.fs-in-bag{margin:0;font-size:16px;line-height:1.55;font-weight:700;color:#2f552c}
.fs-quantity-label{display:inline-block;font-size:14px;font-weight:600;line-height:1.55;cursor:default}
.fs-quantity-field{position:relative}
.fs-quantity-select{display:block;width:100%;height:36px;margin:0;padding:0 34px 0 12px;border:1px solid #ced4da;border-radius:8px;background-color:#fff;color:#2b1d0e;font:inherit;font-size:14px;line-height:34px;-webkit-appearance:none;appearance:none;cursor:pointer;transition:border-color 100ms ease}
.fs-quantity-select:focus{outline:none;border-color:#6e4a24}
.fs-quantity-chevrons{position:absolute;inset-block:1px;inset-inline-end:1px;width:34px;display:flex;align-items:center;justify-content:center;color:#6b5a47;pointer-events:none}
.fs-info-section{border:1px solid #dee2e6;transition:background-color 150ms ease;content-visibility:auto;contain-intrinsic-size:auto 240px}
.fs-info-section[open]{background-color:#f8f9fa}
.fs-info-section+.fs-info-section{border-top:0}
.fs-info-summary{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;color:#2b1d0e;cursor:pointer;list-style:none}
.fs-info-summary::-webkit-details-marker{display:none}
@media (hover:hover){.fs-info-summary:hover{background-color:#f8f9fa}}
.fs-info-summary:focus-visible{outline:2px solid #6e4a24;outline-offset:-2px}
.fs-info-section:first-of-type,.fs-info-section:first-of-type>.fs-info-summary{border-start-start-radius:8px;border-start-end-radius:8px}
.fs-info-section:last-of-type,.fs-info-section:last-of-type:not([open])>.fs-info-summary{border-end-start-radius:8px;border-end-end-radius:8px}
.fs-info-panel{padding:5px 16px 16px;overflow-wrap:break-word}
.fs-info-bullets{margin:0;padding:0;padding-inline-start:20px}
.fs-info-bullets li+li{margin-top:4px}
.fs-info-empty{margin:0;color:#6b5a47}
.fs-info-table{width:100%;border-collapse:collapse;line-height:1.55;font-size:14px}
.fs-info-table th,.fs-info-table td{padding:7px 10px;text-align:start}
.fs-info-table tr{border-bottom:1px solid #dee2e6}
.fs-info-table tr:last-of-type{border-bottom:none}
.fs-chevron{flex:none;transition:transform 200ms ease}
details[open]>summary>.fs-chevron{transform:rotate(180deg)}
@media (prefers-reduced-motion:reduce){.fs-info-section,.fs-chevron{transition:none}}
.fs-bag-title{font-family:${HEADING_FONT};font-size:34px;line-height:1.3;margin:0 0 20px}
.fs-empty-bag{display:flex;flex-direction:column;align-items:center;gap:12px;padding-block:48px;text-align:center}
.fs-empty-bag h2{margin:0;font-family:${HEADING_FONT};font-size:26px;line-height:1.35;font-weight:700}
.fs-empty-bag p{margin:0;font-size:16px;line-height:1.55;color:#6b5a48}
.fs-empty-favourites{display:flex;flex-direction:column;align-items:center;gap:16px;padding:48px 16px;text-align:center}
.fs-empty-favourites p{margin:0;max-width:440px;font-size:16px;line-height:1.55;color:#6b5a47}
.fs-empty-favourites .fs-empty-title{font-weight:700;text-transform:uppercase;color:inherit}
.fs-frame-title{font-family:${HEADING_FONT};font-size:24px;line-height:1.3;margin:0}
.fs-centered{text-align:center}
.fs-query{position:relative;max-width:560px;margin:20px 0}
.fs-query-icon{position:absolute;left:1px;top:1px;display:flex;align-items:center;justify-content:center;width:40px;height:40px;color:#6b5a47;pointer-events:none}
.fs-query-field{box-sizing:border-box;width:100%;height:42px;margin:0;padding:0 14px 0 40px;font:inherit;font-size:16px;color:#2b1d0e;background:#fff;border:1px solid #ced4da;border-radius:8px;appearance:none}
.fs-query-field::placeholder{color:#adb5bd}
.fs-status{margin:0 0 20px;font-size:14px;line-height:1.45;color:#6b5a47}
.fs-status span{display:block}
@media (min-width:48em){.fs-frame-title{font-size:30px}}
.fs-hero{position:relative;overflow:hidden;min-height:380px;display:flex;align-items:center;color:#fff;background:radial-gradient(circle at 80% 20%,rgb(217 182 124/45%),transparent 45%),linear-gradient(135deg,#3b2a17 0%,#6e4a24 55%,#8c6329 100%)}
.fs-hero-texture{position:absolute;inset:0;opacity:.12;background:repeating-linear-gradient(0deg,#fff 0 2px,transparent 2px 10px),repeating-linear-gradient(90deg,#fff 0 1px,transparent 1px 10px);pointer-events:none}
.fs-hero-content{position:relative;z-index:3;width:100%;padding-block:56px}
.fs-hero-words{display:flex;flex-direction:column;gap:20px;max-width:620px}
.fs-hero-eyebrow{margin:0;font-size:14px;line-height:1.45;font-weight:700;text-transform:uppercase;letter-spacing:.12em;color:#e7d0a8}
.fs-hero-title{margin:0;font-family:${HEADING_FONT};font-size:clamp(2.2rem,8vw,4.2rem);line-height:1.05;font-weight:700;color:#fff}
.fs-hero-text{margin:0;font-size:18px;line-height:1.6;color:#f3e7d1}
.fs-hero-button{display:inline-flex;align-items:center;height:50px;padding:0 26px;border:1px solid transparent;border-radius:8px;background:#fff;color:#4f341a;font-size:18px;font-weight:600;line-height:1;text-decoration:none}
.fs-hero-button:hover{background:#f8f1e4}
.fs-strip-promises{background:#f3e7d1}
.fs-promises{display:grid;grid-template-columns:minmax(0,1fr);gap:10px;padding-block:12px}
.fs-promise{display:flex;align-items:center;justify-content:center;gap:10px;color:#4f341a}
.fs-promise p{margin:0;font-size:14px;line-height:1.45;font-weight:600}
.fs-home-sections{padding-block:48px}
.fs-bestsellers{display:flex;flex-direction:column;gap:20px}
.fs-section-heading{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:16px}
.fs-section-heading h2{margin:0;font-family:${HEADING_FONT};font-size:24px;line-height:1.35;font-weight:700}
.fs-outline-button{display:inline-flex;align-items:center;height:42px;padding:0 22px;border:1px solid #6e4a24;border-radius:8px;color:#6e4a24;font-size:16px;font-weight:600;line-height:1;text-decoration:none}
.fs-outline-button:hover{background:#f6efe3}
.fs-four-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
@media (min-width:48em){.fs-hero{min-height:460px}.fs-promises{grid-template-columns:repeat(3,minmax(0,1fr))}.fs-section-heading h2{font-size:32px}.fs-four-grid{gap:20px}}
@media (min-width:62em){.fs-four-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
.fs-btn{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;height:42px;margin:0;padding:0 22px;border:1px solid transparent;border-radius:8px;font:inherit;font-size:16px;font-weight:600;line-height:1;white-space:nowrap;text-decoration:none;cursor:pointer;-webkit-appearance:none;appearance:none}
.fs-btn:focus-visible{outline:2px solid #6e4a24;outline-offset:2px}
.fs-btn-white{background:#fff;color:#4f341a}
.fs-btn-white:hover{background:#f8f1e4}
.fs-btn-outline-light{background:transparent;border-color:#fff;color:#fff}
.fs-btn-outline-light:hover{background:rgb(255 255 255/12%)}
.fs-btn-outline{background:transparent;border-color:#6e4a24;color:#6e4a24}
.fs-btn-outline:hover{background:#f6efe3}
.fs-sort{position:relative}
.fs-sort-button{padding-right:14.67px;list-style:none;user-select:none}
.fs-sort-button::-webkit-details-marker{display:none}
.fs-sort-arrow{margin-left:10px}
.fs-sort-menu{position:absolute;top:calc(100% + 8px);right:0;z-index:300;display:flex;flex-direction:column;width:220px;padding:4px;background:#fff;border:1px solid #e9ecef;border-radius:8px;box-shadow:0 1px 3px rgb(0 0 0/5%),0 20px 25px -5px rgb(0 0 0/5%),0 10px 10px -5px rgb(0 0 0/4%)}
.fs-sort-item{display:flex;align-items:center;min-height:35px;padding:6.67px 12px;border-radius:4px;font-size:14px;line-height:1.55;color:#2b1d0e;text-decoration:none}
.fs-sort-item:hover{background:#f8f9fa}
.fs-sort-item[aria-current]{font-weight:700}
.fs-btn-filled{background:#6e4a24;color:#fff}
.fs-btn-filled:hover{background:#4f341a}
.fs-btn-default{background:#fff;border-color:#ced4da;color:#2b1d0e}
.fs-btn-default:hover{background:#f8f9fa}
.fs-btn-lg{height:50px;padding:0 26px;font-size:18px}
.fs-btn-block{display:flex;width:100%}
.fs-btn-upper{text-transform:uppercase}
.fs-btn:disabled:not([aria-busy]){cursor:not-allowed;background:#e9ecef;border-color:transparent;color:#adb5bd}
.fs-btn[aria-busy]{position:relative;cursor:wait}
.fs-spinner{position:absolute;width:22px;height:22px;border:2px solid rgb(255 255 255/40%);border-top-color:#fff;border-radius:50%;animation:fs-spin .8s linear infinite}
@keyframes fs-spin{to{transform:rotate(360deg)}}
.fs-hidden-label{visibility:hidden}
.fs-listing-stack{display:flex;flex-direction:column;gap:20px}
.fs-banner{border-radius:16px;padding:28px 20px;color:#fff;background:linear-gradient(120deg,rgb(59 42 23/88%),rgb(110 74 36/78%)),repeating-linear-gradient(45deg,#c29043 0 6px,#a97a33 6px 12px)}
.fs-banner-words{display:flex;flex-direction:column;gap:12px}
.fs-banner-title{margin:0;font-family:${HEADING_FONT};font-size:26px;line-height:1.3;font-weight:700;color:#fff}
.fs-banner-text{margin:0;max-width:560px}
.fs-banner-actions{display:flex;flex-wrap:wrap;align-items:center;gap:10px}
.fs-types-label{display:none;margin:0 0 10px;font-weight:700}
.fs-types-list{display:flex;gap:6px;overflow-x:auto;padding-bottom:4px;scrollbar-width:thin}
.fs-type{flex:0 0 auto;justify-content:flex-start}
.fs-listing-columns{display:flex;flex-wrap:wrap;gap:32px}
.fs-listing-side,.fs-listing-main{flex:0 0 100%;max-width:100%;min-width:0}
.fs-listing-results{display:flex;flex-direction:column;gap:16px}
.fs-listing-toolbar{display:flex;flex-wrap:wrap;align-items:center;justify-content:flex-end;gap:16px;min-height:42px}
.fs-listing-toolbar.fs-split{justify-content:space-between}
@media (min-width:48em){.fs-banner{padding:40px}.fs-banner-title{font-size:36px}}
@media (min-width:62em){.fs-types-label{display:block}.fs-types-list{flex-direction:column;overflow:visible}.fs-listing-side{flex-basis:calc(25% - 24px);max-width:calc(25% - 24px)}.fs-listing-side+.fs-listing-main{flex-basis:calc(75% - 8px);max-width:calc(75% - 8px)}}
`;

/** The rules, without the line breaks that only help reading them here. */
export const FIRST_SCREEN_CSS = rules.trim().replace(/\n/g, '');
