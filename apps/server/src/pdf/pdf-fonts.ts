import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { woffToSfnt } from "./woff-to-sfnt";

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 600, 700] as const;

let registered = false;

/**
 * Inter, embedded (subset) in every PDF. The latin file covers Western European names
 * ("Müller", "Zoë", "Françoise"); hyphenation is off so names never break. The WOFF files are
 * unpacked to TrueType once per process (see woff-to-sfnt.ts) into a private temporary folder.
 */
export function registerPdfFonts() {
  if (registered) return;
  const dir = mkdtempSync(path.join(tmpdir(), "adviser-desk-fonts-"));
  Font.register({
    family: "Inter",
    fonts: WEIGHTS.map((weight) => {
      const woff = readFileSync(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      );
      const file = path.join(dir, `inter-${weight}.ttf`);
      writeFileSync(file, woffToSfnt(woff));
      return { src: file, fontWeight: weight };
    }),
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
