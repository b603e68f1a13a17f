import { formatDecimal } from "@adviser-desk/format";

/**
 * The browser's own check of a chosen logo, with the API's limits, so a wrong file is refused
 * before it is sent. The server checks again, from the content.
 */
export async function logoFileProblem(file: File): Promise<string | null> {
  const { LOGO_MAX_BYTES, LOGO_TYPES } = await import("@adviser-desk/contracts/company");
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
    return "Choose a PNG, JPEG or WebP image (SVG and other types are not accepted).";
  }
  if (file.size > LOGO_MAX_BYTES) {
    const megabytes = LOGO_MAX_BYTES / (1024 * 1024);
    return `That image is ${formatDecimal(file.size / (1024 * 1024), 1)} MB; a logo can be at most ${formatDecimal(megabytes, 1)} MB.`;
  }
  return null;
}
