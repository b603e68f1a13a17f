import { describe, expect, it } from "vitest";
import { parseBillingEnv } from "./billing-env";

describe("billing environment", () => {
  it("defaults: sandbox with PayFast's public sandbox merchant, 3 grace days, 15% VAT off", () => {
    const { config } = parseBillingEnv({}, "development");
    expect(config).toMatchObject({
      mode: "sandbox",
      merchantId: "10004002",
      graceDays: 3,
      seller: { chargesVat: false, vatRatePercent: 15 },
      accounting: undefined,
    });
  });

  it("empty values (a copied .env.example) mean the defaults", () => {
    const { config, problems } = parseBillingEnv(
      {
        PAYFAST_TIMEOUT_MS: "",
        VAT_RATE_PERCENT: "",
        ACCOUNTING_WEBHOOK_URL: "",
        SELLER_NAME: " ",
      },
      "development",
    );
    expect(problems).toEqual([]);
    expect(config?.timeoutMs).toBe(10_000);
    expect(config?.seller.vatRatePercent).toBe(15);
  });

  it("the simulator is refused in production", () => {
    const { problems } = parseBillingEnv({ PAYFAST_MODE: "simulator" }, "production");
    expect(problems.join()).toMatch(/PAYFAST_MODE: .*refused in production/);
  });

  it("live mode needs the merchant's own credentials", () => {
    const { problems } = parseBillingEnv({ PAYFAST_MODE: "live" }, "production");
    expect(problems.join()).toMatch(/PAYFAST_MERCHANT_ID/);
    const ok = parseBillingEnv(
      {
        PAYFAST_MODE: "live",
        PAYFAST_MERCHANT_ID: "1",
        PAYFAST_MERCHANT_KEY: "k",
        PAYFAST_PASSPHRASE: "p",
      },
      "production",
    );
    expect(ok.problems).toEqual([]);
  });

  it("the accounting URL and secret go together; ITN sources are a comma list", () => {
    expect(
      parseBillingEnv({ ACCOUNTING_WEBHOOK_URL: "https://a.example/x" }, "test").problems.join(),
    ).toMatch(/ACCOUNTING_WEBHOOK_SECRET/);
    const { config } = parseBillingEnv({ PAYFAST_ITN_SOURCES: "10.0.0.0/8, pf.example " }, "test");
    expect(config?.itnSources).toEqual(["10.0.0.0/8", "pf.example"]);
  });
});
