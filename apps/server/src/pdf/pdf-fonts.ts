import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { type SeedableFont, seedGlyphCodePoints } from "./pdf-glyphs";
import { woffToSfnt } from "./woff-to-sfnt";

const require = createRequire(import.meta.url);
export const PDF_FONT_FAMILY = "Inter";
export const PDF_FONT_WEIGHTS = [400, 600, 700] as const;

let ready: Promise<void> | null = null;

/**
 * Inter, embedded (subset) in every PDF, made ready once per process (each PDF worker). The
 * latin file covers Western European names ("Müller", "Zoë", "Françoise"). The WOFF files are
 * unpacked to TrueType once (see woff-to-sfnt.ts) into a private temporary folder, and every
 * weight's glyphs are seeded with their characters before any PDF is drawn (see pdf-glyphs.ts).
 * Words are never split: the hyphenation callback returns each word whole, and the line breaker
 * only breaks at a plain space, so a value joined with no-break spaces ("R 1 234,56") stays on
 * one line.
 */
export function preparePdfFonts(): Promise<void> {
  ready ??= register();
  return ready;
}

async function register() {
  const dir = mkdtempSync(path.join(tmpdir(), "adviser-desk-fonts-"));
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: PDF_FONT_WEIGHTS.map((weight) => {
      const woff = readFileSync(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      );
      const file = path.join(dir, `inter-${weight}.ttf`);
      writeFileSync(file, woffToSfnt(woff));
      return { src: file, fontWeight: weight };
    }),
  });
  Font.registerHyphenationCallback((word) => [word]);
  for (const fontWeight of PDF_FONT_WEIGHTS) {
    const source = Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight });
    await source.load();
    seedGlyphCodePoints(source.data as unknown as SeedableFont);
  }
}
