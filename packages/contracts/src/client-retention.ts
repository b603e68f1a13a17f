import { formatDate } from "@adviser-desk/format";
import { z } from "zod";
import { isoDateInSouthAfrica } from "./record-defaults";

/**
 * How long an adviser must keep a client's records, and so when the client's data may be
 * destroyed (ADR 050, docs/reference/fais-records-and-popia.md §1, §2 and §3): the General Code of
 * Conduct s 3(2) keeps records of advice five years after the service is rendered or ends,
 * FAIS s 18 keeps records at least five years, and POPIA s 14(1)(a) lets the law's period
 * override an erasure request (the record is restricted meanwhile, s 14(6)).
 */
export const FAIS_RETENTION_YEARS = 5;

/** The facts the rule needs: the last issued advice and the end of the service, if known. */
export interface RetentionFacts {
  /** When the latest record of advice was issued to the client (an instant); null for none. */
  lastAdviceIssuedAt: Date | null;
  /** The day the adviser ended the service ("YYYY-MM-DD"), or null. */
  serviceEndedOn: string | null;
}

export type Retention =
  | { destroyableNow: true }
  /** `keptUntil`: the last day the records must be kept ("YYYY-MM-DD"); erasable the day after. */
  | { destroyableNow: false; keptUntil: string };

/**
 * "YYYY-MM-DD" plus whole years; 29 February lands on 1 March in a year without one (a day
 * more kept, never a day less).
 */
export function addYears(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

/** The day after "YYYY-MM-DD". */
export function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The one rule for "may this client's data be destroyed now, and if not until when". A client
 * with no issued advice may go at once; otherwise the records are kept until five years after
 * the later of the last advice and the end of the service (an end of service the adviser
 * recorded before the last advice does not shorten it).
 */
export function retentionOf(facts: RetentionFacts, now: Date): Retention {
  if (!facts.lastAdviceIssuedAt) return { destroyableNow: true };
  const lastAdviceOn = isoDateInSouthAfrica(facts.lastAdviceIssuedAt);
  const from =
    facts.serviceEndedOn && facts.serviceEndedOn > lastAdviceOn
      ? facts.serviceEndedOn
      : lastAdviceOn;
  const keptUntil = addYears(from, FAIS_RETENTION_YEARS);
  return isoDateInSouthAfrica(now) > keptUntil
    ? { destroyableNow: true }
    : { destroyableNow: false, keptUntil };
}

export const RETENTION_MESSAGES = {
  restricted: (keptUntil: string | null) =>
    `This client is restricted: their records are kept for the FAIS period${
      keptUntil ? ` until ${formatDate(keptUntil)}` : ""
    } and then erased. Nothing about them can be changed; you can still export their data.`,
} as const;

/** GET /api/v1/clients/:id/retention: what an erase would do today, for the dialog. */
export const clientRetentionResponseSchema = z.object({
  /** The day the latest record of advice was issued (South African date), or null. */
  lastAdviceOn: z.string().nullable(),
  serviceEndedOn: z.string().nullable(),
  /** "erase": the data may go now; "restrict": it is kept until `keptUntil`, then erased. */
  eraseWould: z.enum(["erase", "restrict"]),
  keptUntil: z.string().nullable(),
  /** Set when the client is already restricted. */
  restrictedAt: z.string().nullable(),
  /** The linked spouse or partner whose link an erasure ends, or null. */
  linkedSpouse: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ClientRetentionResponse = z.infer<typeof clientRetentionResponseSchema>;
