/**
 * Appends one page to a finished PDF as an incremental update (ISO 32000-1 §7.5.6): the original
 * bytes are left exactly as they are and the new objects — the page, its text, two standard
 * fonts and the page tree with one more page — follow them with their own cross-reference
 * section. The issued record is therefore the first `pdf.length` bytes of the result, and its
 * SHA-256 can still be checked. Written for the classic cross-reference tables react-pdf
 * (pdfkit) produces; anything else is refused rather than guessed at.
 */

export interface AcceptanceLine {
  text: string;
  bold?: boolean;
  size?: number;
  /** Space before the line, in points. */
  gap?: number;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

/** WinAnsi (the standard fonts' encoding) for the characters a name or a statement may hold. */
const WIN_ANSI: Record<string, number> = {
  "\u2018": 0x91,
  "\u2019": 0x92,
  "\u201c": 0x93,
  "\u201d": 0x94,
  "\u2013": 0x96,
  "\u2014": 0x97,
  "\u2026": 0x85,
  "\u00a0": 0x20,
  "\u202f": 0x20,
};

function pdfString(text: string): string {
  let out = "";
  for (const ch of text) {
    const mapped = WIN_ANSI[ch];
    const code = mapped ?? ch.codePointAt(0) ?? 0x3f;
    const byte = code < 0x20 || code > 0xff ? 0x3f : code;
    const c = String.fromCharCode(byte);
    out += c === "(" || c === ")" || c === "\\" ? `\\${c}` : c;
  }
  return `(${out})`;
}

/** Splits text into lines of at most `max` characters, at spaces where it can. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let w = word; w.length > 0; ) {
      const room = line ? max - line.length - 1 : max;
      if (w.length <= room) {
        line = line ? `${line} ${w}` : w;
        w = "";
      } else if (line) {
        lines.push(line);
        line = "";
      } else {
        lines.push(w.slice(0, max));
        w = w.slice(max);
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

function contentStream(lines: AcceptanceLine[]): string {
  const ops: string[] = ["BT"];
  let y = A4.height - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 9.5;
    // Helvetica averages about half its size a character; keep well inside the margins.
    const max = Math.floor((A4.width - 2 * MARGIN) / (size * 0.52));
    for (const [i, part] of wrap(line.text, max).entries()) {
      y -= (i === 0 ? (line.gap ?? 0) : 0) + size * 1.45;
      ops.push(
        `/${line.bold ? "F2" : "F1"} ${size} Tf`,
        `1 0 0 1 ${MARGIN} ${y.toFixed(2)} Tm`,
        `${pdfString(part)} Tj`,
      );
    }
  }
  ops.push("ET");
  return ops.join("\n");
}

function objectBody(src: string, id: string): string {
  const match = new RegExp(`(?:^|\\n)${id} 0 obj\\s*([\\s\\S]*?)\\s*endobj`).exec(src);
  if (!match?.[1]) throw new Error(`PDF object ${id} not found`);
  return match[1];
}

/** The PDF with `lines` on one more page at the end; `pdf` itself is the unchanged prefix. */
export function appendPage(pdf: Buffer, lines: AcceptanceLine[]): Buffer {
  const src = pdf.toString("latin1");
  const tail = src.slice(src.lastIndexOf("trailer"));
  const prev = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(src)?.[1];
  const size = Number(/\/Size (\d+)/.exec(tail)?.[1]);
  const root = /\/Root (\d+) 0 R/.exec(tail)?.[1];
  if (!prev || !root || !Number.isInteger(size) || !src.includes("\nxref\n")) {
    throw new Error("not a PDF with a classic cross-reference table");
  }
  const info = /\/Info (\d+ 0 R)/.exec(tail)?.[1];
  const id = /\/ID (\[[^\]]*\])/.exec(tail)?.[1];
  const pagesId = /\/Pages (\d+) 0 R/.exec(objectBody(src, root))?.[1];
  if (!pagesId) throw new Error("PDF catalog without pages");
  const pagesDict = objectBody(src, pagesId);
  const count = Number(/\/Count (\d+)/.exec(pagesDict)?.[1]);
  if (!/\/Kids \[[^\]]*\]/.test(pagesDict) || !Number.isInteger(count)) {
    throw new Error("PDF page tree not understood");
  }
  const [page, content, font, bold] = [size, size + 1, size + 2, size + 3];
  const stream = Buffer.from(contentStream(lines), "latin1");
  const objects: [number, string][] = [
    [
      Number(pagesId),
      pagesDict
        .replace(/\/Count \d+/, `/Count ${count + 1}`)
        .replace(/\/Kids \[([^\]]*)\]/, (_m, kids: string) => `/Kids [${kids.trim()} ${page} 0 R]`),
    ],
    [
      page,
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
    ],
    [content, `<< /Length ${stream.length} >>\nstream\n${stream.toString("latin1")}\nendstream`],
    [font, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"],
    [
      bold,
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    ],
  ];
  let body = src.endsWith("\n") ? "" : "\n";
  const offsets = new Map<number, number>();
  for (const [n, dict] of objects) {
    offsets.set(n, pdf.length + Buffer.byteLength(body, "latin1"));
    body += `${n} 0 obj\n${dict}\nendobj\n`;
  }
  const xrefAt = pdf.length + Buffer.byteLength(body, "latin1");
  const entry = (n: number) => `${String(offsets.get(n)).padStart(10, "0")} 00000 n \n`;
  body += `xref\n${pagesId} 1\n${entry(Number(pagesId))}${page} 4\n${[page, content, font, bold].map(entry).join("")}`;
  body += `trailer\n<< /Size ${size + 4} /Root ${root} 0 R${info ? ` /Info ${info}` : ""}${id ? ` /ID ${id}` : ""} /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(body, "latin1")]);
}
