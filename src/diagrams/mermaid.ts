/**
 * What the build's renderer (plugins/diagrams/render.ts) and the preview of
 * `npm start` (src/components/mdx/Diagram/BrowserPreview.tsx) share of
 * Mermaid: the options a diagram is drawn with. Both run in a browser, so
 * this module imports nothing.
 */

/**
 * Liberation Sans has Arial's metrics, so the boxes Mermaid measures fit the
 * text on readers' machines (Arial, Helvetica or Liberation Sans).
 */
export const DIAGRAM_FONT = 'Arial, "Liberation Sans", Helvetica, sans-serif';

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

const MERMAID_THEMES: Record<Mode, string> = { light: 'neutral', dark: 'dark' };

/** Mermaid's options for one colour mode. They decide how a diagram looks, so they are part of its drawing's key. */
export function mermaidConfig(mode: Mode): Record<string, unknown> {
  return {
    startOnLoad: false,
    securityLevel: 'strict',
    theme: MERMAID_THEMES[mode],
    fontFamily: DIAGRAM_FONT,
    // The dark theme's grey label boxes fail contrast (4.4:1); without a box
    // the labels sit on the page background, above AA in both modes.
    themeVariables: { edgeLabelBackground: 'transparent', fontFamily: DIAGRAM_FONT },
    // An <img> does not render HTML inside an SVG's foreignObject reliably.
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    class: { htmlLabels: false },
    state: { htmlLabels: false },
  };
}

/**
 * Where `npm start` serves Mermaid's ES module build (node_modules/mermaid/dist),
 * under the base URL, for the preview of a diagram that has no drawing yet.
 * The build serves nothing there: readers never download Mermaid.
 */
export const DEV_MERMAID_PATH = '/__vx-mermaid/';
export const MERMAID_MODULE = 'mermaid.esm.min.mjs';
