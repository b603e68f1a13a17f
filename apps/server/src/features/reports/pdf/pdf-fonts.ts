import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

const require = createRequire(import.meta.url);
const file = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

let registered = false;

/**
 * Inter, embedded (subset) in every PDF. The latin file covers Western European names
 * ("Müller", "Ngcobo-Pretorius", "Françoise"); hyphenation is off so names never break.
 */
export function registerPdfFonts() {
  if (registered) return;
  Font.register({
    family: "Inter",
    fonts: [
      { src: file(400), fontWeight: 400 },
      { src: file(600), fontWeight: 600 },
      { src: file(700), fontWeight: 700 },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
