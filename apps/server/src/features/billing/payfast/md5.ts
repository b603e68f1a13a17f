import { createHash } from "node:crypto";

/** Lower-case hex md5 of a UTF-8 string (PayFast's signature digest). */
export const md5Hex = (text: string) => createHash("md5").update(text, "utf8").digest("hex");
