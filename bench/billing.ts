import { checkoutSignature } from "../apps/server/src/features/billing/payfast/form-signature";
import { itnSignature } from "../apps/server/src/features/billing/payfast/itn-signature";
import { verifyItn } from "../apps/server/src/features/billing/payfast/verify-itn";
import { signUpSubscriber } from "./sign-up-adviser";
import { benchPort, startServer } from "./start-server";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timeEach(n: number, fn: () => unknown | Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times;
}

async function micro() {
  const fields = {
    merchant_id: "10000100",
    merchant_key: "46f0cd694581a",
    return_url: "https://example.test/payment-complete?m=1",
    m_payment_id: "0b6f2a1e-5d1c-4a3e-9c1e-0d1f2a3b4c5d",
    amount: "499.99",
    item_name: "Adviser Desk monthly subscription",
    subscription_type: "1",
    recurring_amount: "999.99",
    frequency: "3",
    cycles: "0",
  };
  const n = 20_000;
  let t = performance.now();
  for (let i = 0; i < n; i++) checkoutSignature(fields, "passphrase");
  console.log(`checkout signature: ${(((performance.now() - t) * 1000) / n).toFixed(1)} µs each`);
  const pairs: [string, string][] = Object.entries({
    ...fields,
    payment_status: "COMPLETE",
    amount_gross: "499.99",
  });
  const raw = new URLSearchParams([...pairs, ["signature", itnSignature(pairs, "pp")]]).toString();
  const verifier = {
    passphrase: "pp",
    merchantId: "10000100",
    sources: ["197.97.145.144/28", "41.74.179.192/27", "102.216.36.0/28"],
    http: async () => ({ status: 200, text: "VALID" }),
    validateUrl: "https://sandbox.payfast.co.za/eng/query/validate",
    timeoutMs: 1000,
  };
  t = performance.now();
  for (let i = 0; i < 5000; i++) {
    await verifyItn({ rawBody: raw, remoteIp: "197.97.145.150" }, async () => [49_999], verifier);
  }
  console.log(
    `ITN verification (4 checks, confirmation stubbed): ${(((performance.now() - t) * 1000) / 5000).toFixed(1)} µs each`,
  );
}

/** The real server in simulator mode: subscribe → ITN → active, invoice PDF, cancel. */
async function journey() {
  const server = await startServer(benchPort(9), { PAYFAST_MODE: "simulator", LOG_LEVEL: "info" });
  try {
    const subscribe: number[] = [];
    const approve: number[] = [];
    const cancel: number[] = [];
    let headers: Record<string, string> = {};
    // A new subscriber each time: a cancelled subscription runs to the end of its paid month, and
    // subscribing again before then is refused (billing/paid-through). Eight, within the ten
    // sign-ups an address may make in an hour.
    for (let i = 0; i < 8; i++) {
      const { cookie } = await signUpSubscriber(server);
      headers = { cookie, origin: server.url, "content-type": "application/json" };
      let t = performance.now();
      const form = (await (
        await fetch(`${server.url}/api/v1/billing/payfast/payment`, {
          method: "POST",
          headers,
          body: "{}",
        })
      ).json()) as { action: string; fields: [string, string][] };
      subscribe.push(performance.now() - t);
      const page = await (
        await fetch(form.action, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(form.fields).toString(),
        })
      ).text();
      const approveUrl = /action="([^"]+\/approve)"/.exec(page)?.[1] ?? "";
      t = performance.now();
      await fetch(`${server.url}${approveUrl}`, { method: "POST", redirect: "manual" });
      approve.push(performance.now() - t);
      t = performance.now();
      const cancelled = await fetch(`${server.url}/api/v1/billing/subscription/cancel`, {
        method: "POST",
        headers,
        body: "{}",
      });
      if (cancelled.status !== 204) throw new Error(`cancel: ${cancelled.status}`);
      cancel.push(performance.now() - t);
    }
    const state = (await (await fetch(`${server.url}/api/v1/billing`, { headers })).json()) as {
      invoices: { id: string }[];
    };
    const pdf = await timeEach(10, async () => {
      const id = state.invoices[0]?.id ?? "";
      await (
        await fetch(`${server.url}/api/v1/billing/invoices/${id}/pdf`, { headers })
      ).arrayBuffer();
    });
    console.log(
      `signed checkout form (price, coupon check, payment row): median ${median(subscribe).toFixed(1)} ms`,
    );
    console.log(
      `approve → ITN verified and applied (activation, invoice, outbox), in-process: median ${median(approve).toFixed(1)} ms`,
    );
    console.log(
      `cancel (Subscriptions API + CANCELLED ITN): median ${median(cancel).toFixed(1)} ms`,
    );
    console.log(
      `invoice PDF download: median ${median(pdf).toFixed(1)} ms (first ${pdf[0]?.toFixed(0)} ms)`,
    );
  } finally {
    await server.stop();
  }
}

/** PayFast module costs and the billing journey against the simulator, printed. */
export async function benchBilling() {
  await micro();
  await journey();
}
