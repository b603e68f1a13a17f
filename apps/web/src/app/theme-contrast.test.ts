import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";
import { DIMMED_TEXT, LIGHT_VARIANT_TEXT, PLACEHOLDER_TEXT } from "./theme-contrast";

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

/** WCAG 2.2 relative luminance and contrast ratio. */
function luminance(color: Rgb): number {
  const [r, g, b] = color.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` at `alpha` over `under`, as the browser composites a translucent background. */
function over(color: Rgb, alpha: number, under: Rgb): Rgb {
  return color.map((v, i) => Math.round(v * alpha + (under[i] ?? 0) * (1 - alpha))) as Rgb;
}

const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, readonly string[]>;
const WHITE = rgb("#ffffff");
const PAGE = rgb(DEFAULT_THEME.colors.gray[0]);
const SUBTLE = rgb(DEFAULT_THEME.colors.gray[1]);

describe("theme text contrast (WCAG 2.2 AA, 4.5:1)", () => {
  it("dimmed text reads on white, the page background and subtle panels", () => {
    for (const under of [WHITE, PAGE, SUBTLE]) {
      expect(contrast(rgb(DIMMED_TEXT), under)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("placeholder text reads on a white input", () => {
    expect(contrast(rgb(PLACEHOLDER_TEXT), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(LIGHT_VARIANT_TEXT))(
    "%s light variant text reads on its own tint",
    (name, text) => {
      const shades = colors[name];
      expect(shades).toBeDefined();
      // Mantine's light background is shade 6 (8 for the primary navy) at 10 %, 12 % on hover.
      const tint = rgb(shades?.[name === "navy" ? 8 : 6] ?? "#000000");
      for (const alpha of [0.1, 0.12]) {
        for (const under of [WHITE, PAGE]) {
          expect(contrast(rgb(text), over(tint, alpha, under))).toBeGreaterThanOrEqual(4.5);
        }
      }
    },
  );

  it("covers every colour of the theme that a light variant can use", () => {
    expect(Object.keys(LIGHT_VARIANT_TEXT).sort()).toEqual(
      Object.keys(colors)
        .filter((c) => c !== "dark")
        .sort(),
    );
  });
});
