import Docxtemplater from "docxtemplater";
import PizZip from "pizzip";
import type { LogoImage } from "../logo-image";
import { insertAccountImage, insertPicture } from "./account-image";
import { guardTemplateZip } from "./template-zip-guard";
import { DOCXTEMPLATER_OPTIONS } from "./validate-template";

/** Fills a (validated) template with a report's data, logo and chart (the picture marked "reportChart"). */
export function fillTemplate(
  template: Buffer,
  data: Record<string, unknown>,
  logo: LogoImage | null,
  chart: LogoImage | null = null,
): Buffer {
  // Also for templates stored before uploads were guarded: nothing unpacks a bomb on this thread.
  guardTemplateZip(template);
  const zip = new PizZip(template);
  const doc = new Docxtemplater(zip, { ...DOCXTEMPLATER_OPTIONS, nullGetter: () => "" });
  doc.render(data);
  const filled = doc.getZip();
  insertAccountImage(filled, logo);
  insertPicture(filled, "reportChart", chart);
  return filled.generate({ type: "nodebuffer", compression: "DEFLATE" });
}
