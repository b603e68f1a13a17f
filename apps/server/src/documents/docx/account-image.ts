import type PizZip from "pizzip";
import type { LogoImage } from "../logo-image";

/**
 * Spec §1's accountImage: a template marks a picture as the logo by its alt text (description,
 * title or name "accountImage"). The picture's bytes are replaced by the company logo, scaled to
 * fit the picture's box without stretching; without a logo the picture is removed.
 */
const markerOf = (name: string) =>
  new RegExp(`<wp:docPr\\b[^>]*\\b(?:descr|title|name)="\\{?${name}\\}?"`);
const MARKER = markerOf("accountImage");
const DRAWING = /<w:drawing>[\s\S]*?<\/w:drawing>/g;

export function hasAccountImage(xml: string): boolean {
  return (xml.match(DRAWING) ?? []).some((d) => MARKER.test(d));
}

function relsPath(part: string) {
  const slash = part.lastIndexOf("/");
  return `${part.slice(0, slash)}/_rels/${part.slice(slash + 1)}.rels`;
}

function ensurePngContentType(zip: PizZip) {
  const types = zip.file("[Content_Types].xml")?.asText();
  if (!types || /Extension="png"/i.test(types)) return;
  zip.file(
    "[Content_Types].xml",
    types.replace(/(<Types[^>]*>)/, '$1<Default Extension="png" ContentType="image/png"/>'),
  );
}

function fitted(cx: number, cy: number, logo: LogoImage) {
  const scale = Math.min(cx / logo.width, cy / logo.height);
  return { cx: Math.round(logo.width * scale), cy: Math.round(logo.height * scale) };
}

/** Puts the logo into every accountImage picture of the document's parts. */
export function insertAccountImage(zip: PizZip, logo: LogoImage | null) {
  insertPicture(zip, "accountImage", logo);
}

/**
 * Puts `image` into every picture marked `name` by its alt text (scaled into the picture's box);
 * without an image the picture is removed.
 */
export function insertPicture(zip: PizZip, name: string, logo: LogoImage | null) {
  const marker = markerOf(name);
  const parts = Object.keys(zip.files).filter((f) =>
    /^word\/(document|header\d*|footer\d*)\.xml$/.test(f),
  );
  let counter = 0;
  for (const part of parts) {
    const xml = zip.file(part)?.asText();
    if (!xml || !(xml.match(DRAWING) ?? []).some((d) => marker.test(d))) continue;
    const relsFile = relsPath(part);
    let rels = zip.file(relsFile)?.asText() ?? "";
    const replaced = xml.replace(DRAWING, (drawing) => {
      if (!marker.test(drawing)) return drawing;
      if (!logo) return "";
      const embed = /r:embed="([^"]+)"/.exec(drawing)?.[1];
      const extent = /<wp:extent cx="(\d+)" cy="(\d+)"/.exec(drawing);
      if (!embed || !extent) return "";
      const size = fitted(Number(extent[1]), Number(extent[2]), logo);
      const slug = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const target = `media/${slug}-${++counter}.png`;
      zip.file(`word/${target}`, logo.bytes);
      rels = rels.replace(
        new RegExp(`(<Relationship[^>]*Id="${embed}"[^>]*Target=")[^"]*(")`),
        `$1${target}$2`,
      );
      rels = rels.replace(
        new RegExp(`(<Relationship[^>]*Target=")[^"]*("[^>]*Id="${embed}")`),
        `$1${target}$2`,
      );
      return drawing
        .replace(/<wp:extent cx="\d+" cy="\d+"/, `<wp:extent cx="${size.cx}" cy="${size.cy}"`)
        .replace(/<a:ext cx="\d+" cy="\d+"/, `<a:ext cx="${size.cx}" cy="${size.cy}"`);
    });
    zip.file(part, replaced);
    if (rels) zip.file(relsFile, rels);
  }
  if (counter > 0) ensurePngContentType(zip);
}
