import { describe, expect, it } from "vitest";
import { apiSignature } from "./payfast/api-signature";
import {
  type CheckoutFields,
  checkoutSignature,
  checkoutSignatureString,
  orderedCheckoutPairs,
} from "./payfast/form-signature";
import { itnParamString, itnSignature, parseItnBody } from "./payfast/itn-signature";
import { phpUrlencode } from "./payfast/php-urlencode";
import { payfastTimestamp } from "./payfast/subscriptions-api";

// Golden values published in other projects' test suites (docs/reference/payfast-and-auth.md §1.10).

const emptyCustoms = [
  "str1",
  "str2",
  "str3",
  "str4",
  "str5",
  "int1",
  "int2",
  "int3",
  "int4",
  "int5",
].map((s): [string, string] => [`custom_${s}`, ""]);

describe("PHP urlencode", () => {
  it.each([
    ["a b", "a+b"],
    ["&", "%26"],
    ["'", "%27"],
    ["(", "%28"],
    [")", "%29"],
    ["*", "%2A"],
    ["~", "%7E"],
    ["!", "%21"],
    ["-_.", "-_."],
    ["https://x.test/a?b=c", "https%3A%2F%2Fx.test%2Fa%3Fb%3Dc"],
    ["é", "%C3%A9"],
    ["–", "%E2%80%93"],
  ])("%j → %j", (input, encoded) => {
    expect(phpUrlencode(input)).toBe(encoded);
  });
});

describe("checkout signature", () => {
  const djangoData: CheckoutFields = {
    merchant_id: "10000100",
    merchant_key: "46f0cd694581a",
    notify_url: "http://127.0.0.1:8000/payfast/notify/",
    name_first: "Вася",
    name_last: "Пупников",
    m_payment_id: "23",
    amount: "234",
    item_name: "Payment (Планета суши). ID:272-15",
  };

  it("E1 django-payfast: Cyrillic and brackets, no passphrase", () => {
    expect(checkoutSignature(djangoData)).toBe("481366608545707be67c6514386b3fb1");
  });

  it("E2/E3: blank fields are left out", () => {
    expect(checkoutSignature({ ...djangoData, name_first: "" })).toBe(
      "6551205f0fee13cf09174b0b887ec5b3",
    );
    expect(checkoutSignature({ ...djangoData, name_first: "", name_last: "  " })).toBe(
      "8f6435965cd9b00a9a965d93fc6c4c48",
    );
  });

  const louisSubscription: CheckoutFields = {
    merchant_id: "10004241",
    merchant_key: "132ncgdwrh2by",
    return_url: "http://f32149e3.ngrok.io/processing/successful",
    cancel_url: "http://f32149e3.ngrok.io/processing/cancel",
    notify_url: "http://f32149e3.ngrok.io/processing/notify",
    email_address: "sbtu01@payfast.co.za",
    m_payment_id: "8d00bf49-e979-4004-228c-08d452b86380",
    amount: "20",
    item_name: "Option 2",
    item_description: "Some details about option 2",
    email_confirmation: "1",
    confirmation_address: "sbtu01@payfast.co.za",
    subscription_type: "1",
    billing_date: "2017-02-14",
    recurring_amount: "20",
    frequency: "3",
    cycles: "0",
  };

  it("F1 louislewis2: subscription with passphrase, cycles=0 kept", () => {
    expect(checkoutSignature(louisSubscription, "salt")).toBe("e11880438cdc68addba56f65d80d27a6");
  });

  it("the field order is PayFast's, whatever order the object has", () => {
    const reversed = Object.fromEntries(
      Object.entries(louisSubscription).reverse(),
    ) as CheckoutFields;
    expect(orderedCheckoutPairs(reversed).map(([k]) => k)).toEqual([
      "merchant_id",
      "merchant_key",
      "return_url",
      "cancel_url",
      "notify_url",
      "email_address",
      "m_payment_id",
      "amount",
      "item_name",
      "item_description",
      "email_confirmation",
      "confirmation_address",
      "subscription_type",
      "billing_date",
      "recurring_amount",
      "frequency",
      "cycles",
    ]);
    expect(checkoutSignature(reversed, "salt")).toBe("e11880438cdc68addba56f65d80d27a6");
  });

  const o1: CheckoutFields = {
    merchant_id: "10000100",
    merchant_key: "46f0cd694581a",
    return_url: "https://example.test/billing/return",
    cancel_url: "https://example.test/billing/cancel",
    notify_url: "https://example.test/api/payfast/itn",
    name_first: "Thandi",
    name_last: "Nkosi",
    email_address: "thandi@example.test",
    m_payment_id: "sub_0001",
    amount: "299.00",
    item_name: "Adviser Pro Monthly",
  };

  it("O1: once-off with and without passphrase", () => {
    expect(checkoutSignature(o1, "jt7NOE43FZPn")).toBe("e16f475fdaea686d064220e4eeea83eb");
    expect(checkoutSignature(o1)).toBe("8e7f1ac09082df5f3c69b92dbb635fd4");
  });

  it("O2: apostrophe, ampersand, brackets and an en dash encode the PHP way", () => {
    const o2: CheckoutFields = {
      ...o1,
      m_payment_id: "sub_0002",
      amount: "149.50",
      item_name: "Adviser Pro (monthly) – 50% off first month",
      item_description: "Coupon WELCOME50 (O'Brien & Co)",
      custom_str1: "user_42",
      custom_str2: "WELCOME50",
      subscription_type: "1",
      billing_date: "2025-01-15",
      recurring_amount: "299.00",
      frequency: "3",
      cycles: "0",
      subscription_notify_email: "true",
      subscription_notify_webhook: "true",
      subscription_notify_buyer: "true",
    };
    expect(checkoutSignature(o2, "jt7NOE43FZPn")).toBe("b25b692d19fb5a73786ccfe52488786e");
    expect(checkoutSignatureString(o2, "jt7NOE43FZPn")).toContain(
      "item_description=Coupon+WELCOME50+%28O%27Brien+%26+Co%29",
    );
  });

  it("values are trimmed before signing", () => {
    expect(checkoutSignature({ ...o1, item_name: "  Adviser Pro Monthly " })).toBe(
      checkoutSignature(o1),
    );
  });
});

describe("ITN signature", () => {
  it("A: the SDK's real sandbox payload (blanks included, received order)", () => {
    const pairs: [string, string][] = [
      ["m_payment_id", "000000020"],
      ["pf_payment_id", "1579137"],
      ["payment_status", "COMPLETE"],
      ["item_name", "Order #000000020"],
      ["item_description", ""],
      ["amount_gross", "15.00"],
      ["amount_fee", "-2.30"],
      ["amount_net", "12.70"],
      ["custom_str1", ""],
      ["custom_str2", ""],
      ["custom_str3", ""],
      ["custom_str4", ""],
      ["custom_str5", ""],
      ["custom_int1", ""],
      ["custom_int2", ""],
      ["custom_int3", ""],
      ["custom_int4", ""],
      ["custom_int5", ""],
      ["name_first", "Tom"],
      ["name_last", "Tom"],
      ["email_address", "lindley+user1@appinlet.com"],
      ["merchant_id", "10027938"],
    ];
    expect(itnSignature(pairs)).toBe("4078bca2c8987e0e0c4e7230f2f46323");
  });

  const vectorB: [string, string][] = [
    ["m_payment_id", ""],
    ["pf_payment_id", "558900"],
    ["payment_status", "COMPLETE"],
    ["item_name", "Flux capacitor"],
    ["item_description", ""],
    ["amount_gross", "123.00"],
    ["amount_fee", "-2.80"],
    ["amount_net", "120.20"],
    ...emptyCustoms,
    ["name_first", "Test"],
    ["name_last", "User 01"],
    ["email_address", "sbtu01@payfast.co.za"],
    ["merchant_id", "10000100"],
  ];

  it("B django-payfast: parsed from a raw form body, signature field ends the string", () => {
    const raw = `${new URLSearchParams(vectorB).toString()}&signature=94b05677771813701468289ed3cabed1`;
    const pairs = parseItnBody(raw);
    expect(itnSignature(pairs)).toBe("94b05677771813701468289ed3cabed1");
    expect(itnParamString(pairs)).not.toContain("signature");
  });

  it("blank values are part of the ITN string (unlike checkout)", () => {
    const withoutBlanks = vectorB.filter(([, v]) => v !== "");
    expect(itnSignature(withoutBlanks)).not.toBe("94b05677771813701468289ed3cabed1");
  });

  it("O3/O4: subscription ITN with token and passphrase; the status is signed", () => {
    const o3: [string, string][] = [
      ["m_payment_id", "sub_0002"],
      ["pf_payment_id", "1089250"],
      ["payment_status", "COMPLETE"],
      ["item_name", "Adviser Pro (monthly) – 50% off first month"],
      ["item_description", "Coupon WELCOME50 (O'Brien & Co)"],
      ["amount_gross", "149.50"],
      ["amount_fee", "-4.63"],
      ["amount_net", "144.87"],
      ["custom_str1", "user_42"],
      ["custom_str2", "WELCOME50"],
      ["custom_str3", ""],
      ["custom_str4", ""],
      ["custom_str5", ""],
      ["custom_int1", ""],
      ["custom_int2", ""],
      ["custom_int3", ""],
      ["custom_int4", ""],
      ["custom_int5", ""],
      ["name_first", "Thandi"],
      ["name_last", "Nkosi"],
      ["email_address", "thandi@example.test"],
      ["merchant_id", "10000100"],
      ["token", "dc0521d3-55fe-269b-fa00-b647310d760f"],
      ["billing_date", "2025-01-15"],
    ];
    expect(itnSignature(o3, "jt7NOE43FZPn")).toBe("afe9b75bf59b5f6505d2ea053eb2a542");
    const o4 = o3.map(([k, v]): [string, string] => [k, k === "payment_status" ? "CANCELLED" : v]);
    expect(itnSignature(o4, "jt7NOE43FZPn")).toBe("998804d8963026ece775059861a8602b");
  });
});

describe("Subscriptions API signature", () => {
  const headers = {
    "merchant-id": "10000100",
    version: "v1",
    timestamp: "2025-01-15T10:00:00+02:00",
  };
  it("A1: headers only, sorted, with passphrase", () => {
    expect(apiSignature(headers, "jt7NOE43FZPn")).toBe("b05ac97ce4f62b48c5afecc7a944da7b");
  });
  it("A2: pause body", () => {
    expect(apiSignature({ ...headers, cycles: 1 }, "jt7NOE43FZPn")).toBe(
      "4ab4b6c41f09d03ff1302d0adfa20fcc",
    );
  });
  it("A3: update body (amount in cents, run_date)", () => {
    expect(
      apiSignature(
        { ...headers, amount: 29900, frequency: 3, run_date: "2025-02-15" },
        "jt7NOE43FZPn",
      ),
    ).toBe("8997ee5ea6b64bd9bf415e0e7117ae00");
  });
  it("A4: cycles=0 is kept", () => {
    expect(apiSignature({ ...headers, cycles: 0 }, "jt7NOE43FZPn")).toBe(
      "4f9509d14b0c8e8d0353a25c2ae96f95",
    );
  });
  it("A5: `testing` is not signed; A6: without passphrase", () => {
    expect(apiSignature({ ...headers, testing: "true" }, "jt7NOE43FZPn")).toBe(
      "b05ac97ce4f62b48c5afecc7a944da7b",
    );
    expect(apiSignature(headers)).toBe("12eab81938eb6a8252024cb402b47238");
  });
  it("timestamps are South African time with the +02:00 offset", () => {
    expect(payfastTimestamp(new Date("2025-01-15T08:00:00Z"))).toBe("2025-01-15T10:00:00+02:00");
    expect(payfastTimestamp(new Date("2025-01-15T23:30:05Z"))).toBe("2025-01-16T01:30:05+02:00");
  });
});
