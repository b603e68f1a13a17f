/*
 * Why a PDF once read "attorney s", "t he", "mo nthly" and "exactly R / 0".
 *
 * fontkit keeps one glyph object per glyph id for the life of a font, with the characters of the
 * request that created it. Three readers share that cache: the text layout (creates a glyph with
 * its characters, "'" → quotesingle [U+0027]), react-pdf's writer (copies those characters into
 * the PDF's text mapping, the ToUnicode CMap) and the font subsetter, which adds the parts of a
 * composite glyph with no characters at all (the straight double quote is drawn from two
 * quotesingle parts, the curly ones from two quoteright). The fonts are registered once per
 * process, so after one PDF printed a '"', every later PDF of that process got the
 * apostrophe from the cache with no characters: copied text lost it ("attorney s"), and the
 * line breaker — which maps glyphs back to the string by their character counts — put every
 * later break of that paragraph one character early ("t he", "mo nthly", "exactly R" / "0").
 *
 * Creating every mapped glyph from its own character before anything else runs makes the cache
 * right by construction: whatever asks later, a glyph that a character maps to carries it.
 */

export interface SeedableFont {
  characterSet: number[];
  glyphForCodePoint(codePoint: number): { id: number; codePoints: number[] };
}

/**
 * Where two characters share a glyph (Inter draws U+02BC MODIFIER LETTER APOSTROPHE with the
 * right single quote U+2019), the copy gives the punctuation mark people type: spacing modifier
 * letters are seeded last, so the glyph keeps the first character seeded.
 */
const isSpacingModifier = (codePoint: number) => codePoint >= 0x2b0 && codePoint <= 0x2ff;

export function seedGlyphCodePoints(font: SeedableFont): void {
  const order = [...font.characterSet].sort(
    (a, b) => Number(isSpacingModifier(a)) - Number(isSpacingModifier(b)) || a - b,
  );
  for (const codePoint of order) font.glyphForCodePoint(codePoint);
}
