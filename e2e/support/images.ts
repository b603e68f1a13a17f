/// <reference lib="dom" />
// page.evaluate callbacks run in the browser and use its globals.
import type { Page } from "./fixtures";

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A company logo drawn by the browser's canvas: a navy mark and the firm's initials, as PNG. */
export async function logoPng(page: Page): Promise<UploadFile> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 360;
    canvas.height = 120;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no 2d canvas");
    ctx.fillStyle = "#0b7285";
    ctx.beginPath();
    ctx.arc(60, 60, 48, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#ffffff";
    ctx.font = "bold 40px sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText("B", 60, 62);
    ctx.fillStyle = "#15325e";
    ctx.textAlign = "left";
    ctx.font = "bold 44px sans-serif";
    ctx.fillText("BOTHA", 124, 52);
    ctx.font = "20px sans-serif";
    ctx.fillText("financial planning", 126, 92);
    return canvas.toDataURL("image/png");
  });
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  return { name: "botha-logo.png", mimeType: "image/png", buffer: Buffer.from(base64, "base64") };
}

/** An SVG, which the app refuses before sending (and the server refuses too). */
export const SVG_FILE: UploadFile = {
  name: "logo.svg",
  mimeType: "image/svg+xml",
  buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/>'),
};
