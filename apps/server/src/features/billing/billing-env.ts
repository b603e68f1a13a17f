import { z } from "zod";

/** PayFast's published ITN source ranges and hosts (resolved at check time). */
export const PAYFAST_ITN_SOURCES_DEFAULT = [
  "197.97.145.144/28",
  "41.74.179.192/27",
  "102.216.36.0/28",
  "102.216.36.128/28",
  "144.126.193.139",
  "www.payfast.co.za",
  "sandbox.payfast.co.za",
  "w1w.payfast.co.za",
  "w2w.payfast.co.za",
];

/** The public PayFast sandbox merchant with recurring billing (docs/reference/payfast-and-auth.md §1.7); sandbox only. */
const SANDBOX_MERCHANT = { id: "10004002", key: "q1cd2rdny4a53", passphrase: "payfast" };

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

export const billingEnvSchema = z.object({
  PAYFAST_MODE: z.enum(["sandbox", "live", "simulator"]).default("sandbox"),
  PAYFAST_MERCHANT_ID: optional,
  PAYFAST_MERCHANT_KEY: optional,
  PAYFAST_PASSPHRASE: optional,
  PAYFAST_ITN_SOURCES: optional,
  PAYFAST_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  BILLING_ITEM_NAME: z.string().trim().min(1).max(100).default("Adviser Desk monthly subscription"),
  SELLER_NAME: z.string().trim().min(1).default("Adviser Desk (Pty) Ltd"),
  SELLER_ADDRESS: z.string().trim().default(""),
  SELLER_EMAIL: z.string().trim().default(""),
  SELLER_VAT_NUMBER: z.string().trim().default(""),
  SELLER_CHARGES_VAT: z.enum(["true", "false"]).default("false"),
  VAT_RATE_PERCENT: z.coerce.number().min(0).max(100).default(15),
  ACCOUNTING_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  ACCOUNTING_WEBHOOK_SECRET: optional,
});

export interface BillingConfig {
  mode: "sandbox" | "live" | "simulator";
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  /** CIDR ranges, single addresses and host names ITNs may come from. */
  itnSources: string[];
  timeoutMs: number;
  graceDays: number;
  itemName: string;
  seller: {
    name: string;
    address: string;
    email: string;
    vatNumber: string;
    chargesVat: boolean;
    vatRatePercent: number;
  };
  accounting: { url: string; secret: string } | undefined;
}

/** Billing's part of the environment; returns problems as `NAME: message` lines instead of throwing. */
export function parseBillingEnv(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
): { config: BillingConfig; problems: [] } | { config?: undefined; problems: string[] } {
  // An empty variable (as copied from .env.example) means "use the default".
  const given = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""),
  );
  const parsed = billingEnvSchema.safeParse(given);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) };
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.PAYFAST_MODE === "simulator" && nodeEnv === "production") {
    problems.push(
      "PAYFAST_MODE: the simulator is for development and tests, refused in production",
    );
  }
  const fallback = e.PAYFAST_MODE === "live" ? undefined : SANDBOX_MERCHANT;
  const merchantId = e.PAYFAST_MERCHANT_ID ?? fallback?.id;
  const merchantKey = e.PAYFAST_MERCHANT_KEY ?? fallback?.key;
  const passphrase = e.PAYFAST_PASSPHRASE ?? fallback?.passphrase;
  if (!merchantId || !merchantKey || !passphrase) {
    problems.push(
      "PAYFAST_MERCHANT_ID: live mode needs PAYFAST_MERCHANT_ID, PAYFAST_MERCHANT_KEY and PAYFAST_PASSPHRASE",
    );
  }
  if (Boolean(e.ACCOUNTING_WEBHOOK_URL) !== Boolean(e.ACCOUNTING_WEBHOOK_SECRET)) {
    problems.push(
      "ACCOUNTING_WEBHOOK_SECRET: ACCOUNTING_WEBHOOK_URL and ACCOUNTING_WEBHOOK_SECRET must be set together",
    );
  }
  if (problems.length > 0 || !merchantId || !merchantKey || !passphrase) return { problems };
  const defaultSources =
    e.PAYFAST_MODE === "simulator" ? ["127.0.0.1", "::1"] : PAYFAST_ITN_SOURCES_DEFAULT;
  return {
    problems: [],
    config: {
      mode: e.PAYFAST_MODE,
      merchantId,
      merchantKey,
      passphrase,
      itnSources: e.PAYFAST_ITN_SOURCES
        ? e.PAYFAST_ITN_SOURCES.split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : defaultSources,
      timeoutMs: e.PAYFAST_TIMEOUT_MS,
      graceDays: e.BILLING_GRACE_DAYS,
      itemName: e.BILLING_ITEM_NAME,
      seller: {
        name: e.SELLER_NAME,
        address: e.SELLER_ADDRESS,
        email: e.SELLER_EMAIL,
        vatNumber: e.SELLER_VAT_NUMBER,
        chargesVat: e.SELLER_CHARGES_VAT === "true",
        vatRatePercent: e.VAT_RATE_PERCENT,
      },
      accounting:
        e.ACCOUNTING_WEBHOOK_URL && e.ACCOUNTING_WEBHOOK_SECRET
          ? { url: e.ACCOUNTING_WEBHOOK_URL, secret: e.ACCOUNTING_WEBHOOK_SECRET }
          : undefined,
    },
  };
}
