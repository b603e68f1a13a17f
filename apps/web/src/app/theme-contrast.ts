import type { CSSVariablesResolver } from "@mantine/core";

// WCAG 2.2 AA (1.4.3): text needs 4.5:1 against what is behind it. Mantine's light scheme draws
// secondary ("dimmed") text in gray.6 (3.15:1 on the page background) and the text of its light
// variants (badges, light alerts and buttons) in shade 6 or 9 of the colour over a 10–12 % tint of
// it (orange 2.4–3.9:1). Every colour's light text is set here instead, each checked by
// theme-contrast.test.ts against its own tint on white and on the page background (gray.0).

/** Secondary text: 5.8:1 on the page background, still clearly quieter than body text. */
export const DIMMED_TEXT = "#5c636a";

/** Placeholder text (and the "Choose a file" of an empty file input): 4.7:1 on a white input. */
export const PLACEHOLDER_TEXT = "#6c757d";

/** The text colour of each colour's light variant, darkened until it reads at 4.8:1 or more. */
export const LIGHT_VARIANT_TEXT = {
  gray: "#495057",
  red: "#c12828",
  pink: "#a61e4d",
  grape: "#862e9c",
  violet: "#5f3dc4",
  indigo: "#364fc7",
  blue: "#1864ab",
  cyan: "#0b7082",
  teal: "#006152",
  green: "#247434",
  lime: "#48730a",
  yellow: "#a15300",
  orange: "#b63c0d",
  navy: "#234777",
} as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": DIMMED_TEXT,
    "--mantine-color-placeholder": PLACEHOLDER_TEXT,
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [
        `--mantine-color-${color}-light-color`,
        text,
      ]),
    ),
  },
  dark: {},
});
