import { createRequire } from "node:module";
import path from "node:path";
import ExcelJS from "exceljs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import PizZip from "pizzip";

const require = createRequire(import.meta.url);
export const standardFontDataUrl = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** The text of every page of a PDF, lines joined with "\n", non-breaking spaces as spaces. */
export async function pdfText(bytes: Buffer): Promise<{ pages: string[]; text: string }> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
        .join("")
        .replace(/\u00a0/g, " "),
    );
  }
  await doc.destroy();
  return { pages, text: pages.join("\n") };
}

/** Screen text the same way pdfText reads it (en-ZA money uses non-breaking spaces). */
export const plain = (text: string) => text.replace(/\u00a0/g, " ");

/**
 * The visible text of a .docx's body, headers and footers (`text` with non-breaking spaces as
 * spaces, `withNoBreakSpaces` as written), and its media files.
 */
export function docxContent(bytes: Buffer) {
  const zip = new PizZip(bytes);
  const parts = Object.keys(zip.files).filter((f) =>
    /^word\/(document|header\d*|footer\d*)\.xml$/.test(f),
  );
  const withNoBreakSpaces = parts
    .map((part) =>
      (zip.file(part)?.asText() ?? "")
        .replace(/<\/w:p>/g, "\n")
        .replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'"),
    )
    .join("\n");
  const text = withNoBreakSpaces.replace(/\u00a0/g, " ");
  const media = Object.keys(zip.files).filter((f) => f.startsWith("word/media/"));
  return {
    zip,
    text,
    withNoBreakSpaces,
    media,
    documentXml: zip.file("word/document.xml")?.asText() ?? "",
  };
}

export async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}
