/** The text of each paragraph of a Word XML part, in order (for messages that point at a place). */
export function paragraphTexts(xml: string): string[] {
  const paragraphs = xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [];
  return paragraphs.map((p) =>
    (p.match(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g) ?? [])
      .map((t) => t.replace(/<[^>]+>/g, ""))
      .join("")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&"),
  );
}

const PART_NAMES: Record<string, string> = {
  "word/document.xml": "the document body",
  "word/footnotes.xml": "the footnotes",
  "word/endnotes.xml": "the endnotes",
};

/** "the document body" / "header 1" / "footer 2" for word/header1.xml, … */
export function partName(file: string): string {
  const known = PART_NAMES[file];
  if (known) return known;
  const match = /word\/(header|footer)(\d*)\.xml$/.exec(file);
  return match ? `${match[1]} ${match[2] || ""}`.trim() : file;
}

/** Where `needle` first appears: 'the document body, paragraph 12: "Dear {clientFulName},"'. */
export function locate(xml: string, file: string, needle: string): string {
  const texts = paragraphTexts(xml);
  const index = texts.findIndex((text) => text.includes(needle));
  if (index < 0) return partName(file);
  const text = texts[index] ?? "";
  const shown = text.length > 120 ? `${text.slice(0, 117)}…` : text;
  return `${partName(file)}, paragraph ${index + 1}: "${shown}"`;
}
