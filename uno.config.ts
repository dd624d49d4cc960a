import { defineConfig, presetTypography, presetWind3, transformerVariantGroup } from "unocss";
import type { Theme } from "unocss/preset-wind3";
import { LIST_RETURN_ATTRIBUTE } from "./app/features/collections/list-memory";
import { WAITING_ATTRIBUTE } from "./app/lib/hydrated";

/** The clay accent, and the focus ring's colour on a light surface. */
const CLAY = "#9a4f2c";
/** The sand of the page, and the focus ring's colour on a dark surface (16:1 on ink). */
const SAND = "#f6f1ea";

// Design tokens of the studio's identity: warm neutrals, a clay accent, deep ink type.
const COLORS = {
  ink: { DEFAULT: "#1d1a17", soft: "#3a342e", muted: "#5f574f" },
  sand: { DEFAULT: SAND, deep: "#ece3d6", line: "#ddd2c2" },
  clay: { DEFAULT: CLAY, dark: "#7c3e21", light: "#c9825c", tint: "#f3e4da" },
  sage: { DEFAULT: "#5d6b55", tint: "#e6ebe1" },
  brass: { DEFAULT: "#a98448" },
} as const;
const DISPLAY_FONT = "'Fraunces Variable', 'Iowan Old Style', Georgia, serif";

/**
 * The tokens as custom properties on :root (`--color-clay`, `--color-sand-line`, `--font-display`),
 * for the stylesheets that style markup no class reaches: WordPress's blocks (decision 201).
 */
const tokenProperties = () =>
  [
    ...Object.entries(COLORS).flatMap(([name, shades]) => Object.entries(shades).map(([shade, value]) => `--color-${name}${shade === "DEFAULT" ? "" : `-${shade}`}: ${value};`)),
    `--font-display: ${DISPLAY_FONT};`,
  ].join(" ");

export default defineConfig<Theme>({
  presets: [
    presetWind3(),
    presetTypography({
      cssExtend: {
        "h2,h3": { "font-family": "'Fraunces Variable', Georgia, serif", "font-weight": "400", color: "#1d1a17" },
        a: { color: CLAY, "text-underline-offset": "3px" },
        "figcaption": { color: "#5f574f", "font-size": "0.9em" },
        "blockquote": { "border-left-color": CLAY, "font-style": "normal" },
        // As every other picture of the site; the bullets in the clay of the offers' lists.
        "img": { "border-radius": "1rem" },
        // One key each: the preset splits a key at "::", so "ul > li::marker, ol > li::marker" made every ordered item's text clay.
        "ul > li::marker": { color: CLAY },
        "ol > li::marker": { color: CLAY },
        // Code in the ink and sand of the site, not the preset's slate (decision 201).
        pre: { "background-color": "#1d1a17", color: SAND },
      },
    }),
  ],
  transformers: [transformerVariantGroup()],
  content: { pipeline: { include: [/\.(tsx|ts)($|\?)/, "app/**/*.{ts,tsx}"] } },
  theme: {
    colors: {
      ...COLORS,
      // A text field's edge: 3.7:1 on white, so the field can be found (WCAG 1.4.11; decision 200).
      field: "#8c8279",
      // The focus ring: clay, or sand inside a dark surface (`on-dark`), 3:1 or more against either (decision 200).
      focus: `var(--focus-ring,${CLAY})`,
    },
    fontFamily: {
      display: DISPLAY_FONT,
      sans: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    },
    breakpoints: { sm: "640px", md: "768px", lg: "1024px", xl: "1280px", "2xl": "1536px" },
  },
  shortcuts: {
    container: "mx-auto w-full max-w-7xl px-5 sm:px-8",
    btn: "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-wide transition-colors duration-200 focus-visible:(outline-2 outline-offset-3 outline-solid outline-focus)",
    "btn-primary": "btn bg-clay text-white hover:bg-clay-dark",
    "btn-secondary": "btn border border-ink/20 bg-white text-ink hover:(border-ink bg-sand)",
    "btn-light": "btn bg-white text-ink hover:bg-sand",
    eyebrow: "text-xs font-semibold uppercase tracking-[0.18em] text-clay",
    "section-title": "font-display text-3xl leading-tight text-ink sm:text-4xl",
    card: "rounded-2xl bg-white shadow-[0_1px_2px_rgba(29,26,23,0.06),0_8px_24px_-12px_rgba(29,26,23,0.18)]",
    "link-underline": "underline decoration-clay/40 underline-offset-4 hover:decoration-clay",
    // A dark surface (ink, or a photograph under a scrim): its focus rings are sand, not clay (2.9:1 on ink).
    "on-dark": `[--focus-ring:${SAND}]`,
  },
  preflights: [
    {
      // A compact preflight in the spirit of Tailwind's: border-box sizing, no default
      // margins, inherited fonts and colours, unstyled lists and links.
      getCSS: () => `
        *, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; border-color: #ddd2c2; }
        h1, h2, h3, h4, h5, h6, p, blockquote, figure, dl, dd, ol, ul, pre, hr { margin: 0; }
        h1, h2, h3, h4, h5, h6 { font-size: inherit; font-weight: inherit; }
        ol, ul, menu { list-style: none; padding: 0; }
        a { color: inherit; text-decoration: inherit; }
        button, input, select, textarea { font: inherit; color: inherit; margin: 0; }
        button, [role="button"] { cursor: pointer; background: transparent; padding: 0; }
        button:disabled { cursor: default; }
        table { border-collapse: collapse; }
        address { font-style: normal; }
        [hidden]:where(:not([hidden="until-found"])) { display: none !important; }
        svg { display: block; }
        :root { ${tokenProperties()} }
        html { -webkit-text-size-adjust: 100%; scroll-padding-top: 5.5rem; }
        body { margin: 0; background: ${SAND}; color: #1d1a17; font-family: 'Inter Variable', system-ui, sans-serif; line-height: 1.6; -webkit-font-smoothing: antialiased; overflow-x: clip; }
        img, picture, video, iframe { max-width: 100%; }
        img { display: block; height: auto; }
        [id] { scroll-margin-top: 5.5rem; }
        :focus-visible { outline: 2px solid var(--focus-ring, ${CLAY}); outline-offset: 3px; }
        summary { list-style: none; } summary::-webkit-details-marker { display: none; }
        [popover] { inset: auto; margin: 0; padding: 0; width: auto; height: auto; overflow: visible; color: inherit; background: transparent; }
        .menu-item { anchor-scope: --menu-button; } .menu-item > button { anchor-name: --menu-button; }
        .menu-dropdown { position: fixed; position-anchor: --menu-button; top: anchor(bottom); left: anchor(center); }
        @supports not (anchor-name: --a) { .menu-dropdown { top: 4.5rem; left: 50%; } }
        .menu-mobile { position: fixed; top: calc(4.5rem + 1px); left: 0; right: 0; width: 100%; }
        .menu-mobile::backdrop { top: calc(4.5rem + 1px); background: rgb(29 26 23 / 0.45); }
        .site-header:has(.menu-mobile:popover-open) .menu-closed, .site-header:not(:has(.menu-mobile:popover-open)) .menu-opened { display: none; }
        button:has(+ :popover-open) > .menu-chevron, details[open] > summary .menu-chevron { transform: rotate(180deg); }
        details[open] > summary .acc-icon { transform: rotate(45deg); background: #1d1a17; color: #fff; }
        html[${LIST_RETURN_ATTRIBUTE}] #main, html[${LIST_RETURN_ATTRIBUTE}] #main ~ * { visibility: hidden; }
        [${WAITING_ATTRIBUTE}] { cursor: progress; opacity: 0.7; }
        .center-rows { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--gap); }
        .center-rows > * { flex: 0 0 calc((100% - (var(--cols) - 1) * var(--gap)) / var(--cols)); min-width: 0; }
        h1, h2, h3 { text-wrap: balance; }
        input[type="search"]::-webkit-search-cancel-button { -webkit-appearance: none; appearance: none; width: 1rem; height: 1rem; margin-left: 0.5rem; cursor: pointer; background: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M4 4l8 8M12 4l-8 8' stroke='%235f574f' stroke-width='1.75' stroke-linecap='round'/%3E%3C/svg%3E") center / contain no-repeat; }
        .reveal { transition: opacity 700ms cubic-bezier(.2,.7,.2,1), transform 700ms cubic-bezier(.2,.7,.2,1); }
        .reveal-pending { opacity: 0; transform: translateY(24px); }
        @media (forced-colors: active) {
          :is(.btn, .btn-primary, .btn-secondary, .btn-light), input:not([type="checkbox"], [type="radio"]), textarea, select { border: 1px solid ButtonText !important; }
          [role="tab"][aria-selected="true"], [aria-pressed="true"], [aria-current="page"] { forced-color-adjust: none !important; background: Highlight !important; color: HighlightText !important; border-color: Highlight !important; }
          :is(button, a)[aria-disabled="true"] { color: GrayText !important; border-color: GrayText !important; }
        }
        @media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; } }
      `,
    },
  ],
});
