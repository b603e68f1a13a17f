import { parsePhone } from "@adviser-desk/format/phone";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./database";
import { client, company } from "./schema";

/*
 * Phones saved before they were parsed were stored as typed ("082 555 1234", "+27 (0)82…").
 * At start-up, after the migrations, every stored phone that parses is rewritten the way the
 * forms now save it (the same parser): a client's phone as E.164, the company's as calling code
 * and national number. A phone that does not parse is left exactly as it is, never lost.
 * Idempotent: a phone already in the saved form is not touched, so a restart changes nothing.
 * It runs after the server is listening, next to requests: each rewrite applies only if the
 * phone is still the one read (compare and set), so a phone an adviser saved meanwhile is kept.
 */

export interface PhoneNormalisation {
  clientsRewritten: number;
  companiesRewritten: number;
  /** Stored phones that do not parse: kept as typed, for the adviser to correct. */
  unparseable: number;
}

/** E.164: what a parsed client phone is stored as; only other text needs a look. */
const E164 = "^\\+[1-9][0-9]{6,14}$";

export async function normaliseStoredPhones(db: Db): Promise<PhoneNormalisation> {
  const result: PhoneNormalisation = { clientsRewritten: 0, companiesRewritten: 0, unparseable: 0 };
  const clients = await db
    .select({ id: client.id, phone: client.phone })
    .from(client)
    .where(sql`${client.phone} is not null and ${client.phone} !~ ${E164}`);
  for (const row of clients) {
    const parsed = parsePhone(row.phone ?? "");
    if (!parsed.ok) {
      result.unparseable++;
      continue;
    }
    const rewritten = await db
      .update(client)
      .set({ phone: parsed.e164 })
      .where(and(eq(client.id, row.id), eq(client.phone, row.phone ?? "")))
      .returning({ id: client.id });
    if (rewritten.length > 0) result.clientsRewritten++;
  }
  const companies = await db
    .select({
      id: company.id,
      phoneCountryCode: company.phoneCountryCode,
      phoneNumber: company.phoneNumber,
    })
    .from(company);
  for (const row of companies) {
    const parsed = parsePhone(row.phoneNumber, row.phoneCountryCode);
    if (!parsed.ok) {
      if (row.phoneNumber.trim() !== "") result.unparseable++;
      continue;
    }
    if (
      parsed.countryCallingCode === row.phoneCountryCode &&
      parsed.nationalNumber === row.phoneNumber
    ) {
      continue;
    }
    const rewritten = await db
      .update(company)
      .set({ phoneCountryCode: parsed.countryCallingCode, phoneNumber: parsed.nationalNumber })
      .where(
        and(
          eq(company.id, row.id),
          eq(company.phoneCountryCode, row.phoneCountryCode),
          eq(company.phoneNumber, row.phoneNumber),
        ),
      )
      .returning({ id: company.id });
    if (rewritten.length > 0) result.companiesRewritten++;
  }
  return result;
}
