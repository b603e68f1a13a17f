import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { BillingConfig } from "../billing-env";
import { SIMULATOR_PREFIX } from "../payfast/payfast-endpoints";
import {
  publishedApiSignature,
  publishedFormSignature,
  publishedItnSignature,
  urlencodePairs,
} from "./published-algorithm";
import { cardUpdatePage, checkoutPage, errorPage } from "./simulator-pages";

type Form = Record<string, string>;

interface SimSubscription {
  token: string;
  form: Form;
  status: "active" | "paused" | "cancelled";
  recurringAmount: string;
  /** Every amount (cents) the `update` call set, oldest first: what tests and e2e read back. */
  updates: number[];
  /** The amount before the latest update (a debit begun before it carries this). */
  amountBeforeUpdate?: string;
}

/** Hands an ITN to the notify URL (in-process: this app's own route, from 127.0.0.1). */
export type DeliverItn = (notifyUrl: string, body: string) => Promise<number>;

const refusedApi = (reply: FastifyReply, code: number, message: string) =>
  reply.status(code).send({ code, status: "failed", data: { response: false, message } });

/**
 * A stand-in for PayFast in development and tests (PAYFAST_MODE=simulator; refused in
 * production): the process page with approve / cancel / decline, the ITN it then sends, the
 * validate endpoint and the Subscriptions API. It checks every signature it receives with the
 * published algorithm and the merchant's passphrase, as PayFast does.
 */
export async function registerPayfastSimulator(
  app: FastifyInstance,
  options: { billing: BillingConfig; publicUrl: string; deliverItn: DeliverItn },
) {
  const { billing, publicUrl, deliverItn } = options;
  const checkouts = new Map<string, Form>();
  const subscriptions = new Map<string, SimSubscription>();
  const sentItns = new Set<string>();
  let paymentCounter = 0;
  let outage = false;

  const amountCents = (rands: string) => Math.round(Number(rands) * 100);
  const rands = (cents: number) => (cents / 100).toFixed(2);

  async function sendItn(form: Form, status: string, amount: string, token: string) {
    const gross = amountCents(amount);
    const fee = status === "COMPLETE" ? Math.round(gross * 0.035) + 200 : 0;
    paymentCounter += 1;
    const pairs: [string, string][] = [
      ["m_payment_id", form.m_payment_id ?? ""],
      ["pf_payment_id", `${Date.now()}${paymentCounter}`],
      ["payment_status", status],
      ["item_name", form.item_name ?? ""],
      ["item_description", form.item_description ?? ""],
      ["amount_gross", rands(gross)],
      ["amount_fee", rands(-fee)],
      ["amount_net", rands(gross - fee)],
      ...["str1", "str2", "str3", "str4", "str5", "int1", "int2", "int3", "int4", "int5"].map(
        (s): [string, string] => [`custom_${s}`, form[`custom_${s}`] ?? ""],
      ),
      ["name_first", form.name_first ?? ""],
      ["name_last", form.name_last ?? ""],
      ["email_address", form.email_address ?? ""],
      ["merchant_id", billing.merchantId],
      ["token", token],
      ["billing_date", form.billing_date ?? ""],
    ];
    sentItns.add(urlencodePairs(pairs));
    const body = urlencodePairs([
      ...pairs,
      ["signature", publishedItnSignature(pairs, billing.passphrase)],
    ]);
    return deliverItn(form.notify_url ?? "", body);
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, body),
    );
    const formOf = (body: unknown): Form =>
      Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : ""));

    scope.post(`${SIMULATOR_PREFIX}/eng/process`, async (request, reply) => {
      const form = formOf(request.body);
      reply.type("text/html; charset=utf-8");
      if (form.merchant_id !== billing.merchantId || form.merchant_key !== billing.merchantKey) {
        return reply.status(400).send(errorPage("Merchant is invalid"));
      }
      if (form.signature !== publishedFormSignature(form, billing.passphrase)) {
        return reply
          .status(400)
          .send(errorPage("Generated signature does not match submitted signature."));
      }
      const session = randomUUID();
      checkouts.set(session, form);
      return checkoutPage({
        session,
        prefix: SIMULATOR_PREFIX,
        itemName: form.item_name ?? "",
        description: form.item_description ?? "",
        amount: form.amount ?? "",
        recurringAmount: form.recurring_amount ?? form.amount ?? "",
        billingDate: form.billing_date ?? "",
        email: form.email_address ?? "",
      });
    });

    scope.post<{ Params: { session: string; decision: string } }>(
      `${SIMULATOR_PREFIX}/eng/process/:session/:decision`,
      async (request, reply) => {
        const form = checkouts.get(request.params.session);
        if (!form)
          return reply.status(404).type("text/html").send(errorPage("This payment has expired."));
        checkouts.delete(request.params.session);
        const { decision } = request.params;
        if (decision === "cancel") return reply.redirect(form.cancel_url ?? publicUrl, 302);
        const token = randomUUID();
        if (decision === "approve") {
          subscriptions.set(token, {
            token,
            form,
            status: "active",
            recurringAmount: form.recurring_amount ?? form.amount ?? "0",
            updates: [],
          });
          await sendItn(form, "COMPLETE", form.amount ?? "0", token);
        } else {
          await sendItn(form, "FAILED", form.amount ?? "0", "");
        }
        return reply.redirect(form.return_url ?? publicUrl, 302);
      },
    );

    scope.post(`${SIMULATOR_PREFIX}/eng/query/validate`, async (request, reply) => {
      const text = typeof request.body === "string" ? request.body : "";
      return reply.type("text/plain").send(sentItns.has(text) ? "VALID" : "INVALID");
    });

    scope.get<{ Params: { token: string }; Querystring: { return?: string } }>(
      `${SIMULATOR_PREFIX}/eng/recurring/update/:token`,
      async (request, reply) => {
        reply.type("text/html; charset=utf-8");
        if (!subscriptions.has(request.params.token)) {
          return reply.status(404).send(errorPage("Unknown subscription."));
        }
        return cardUpdatePage(request.query.return ?? publicUrl);
      },
    );

    scope.route<{
      Params: { token: string; action: string };
      Body: Record<string, unknown> | undefined;
    }>({
      method: ["GET", "PUT", "PATCH"],
      url: `${SIMULATOR_PREFIX}/api/subscriptions/:token/:action`,
      async handler(request, reply) {
        if (outage) return reply.status(503).send("Service Unavailable");
        const header = (name: string) => String(request.headers[name] ?? "");
        const body = Object.fromEntries(
          Object.entries(request.body ?? {}).map(([k, v]) => [k, String(v)]),
        );
        const expected = publishedApiSignature(
          {
            "merchant-id": header("merchant-id"),
            version: header("version"),
            timestamp: header("timestamp"),
            ...body,
          },
          billing.passphrase,
        );
        if (header("merchant-id") !== billing.merchantId || header("signature") !== expected) {
          return refusedApi(reply, 401, "Merchant authorization failed.");
        }
        const sub = subscriptions.get(request.params.token);
        if (!sub) return refusedApi(reply, 404, "Subscription not found");
        const { action } = request.params;
        if (action === "fetch" && request.method === "GET") {
          return {
            code: 200,
            status: "success",
            data: {
              response: {
                token: sub.token,
                amount: amountCents(sub.recurringAmount),
                frequency: 3,
                cycles: 0,
                status_text: sub.status.toUpperCase(),
              },
            },
          };
        }
        if (sub.status === "cancelled") {
          return refusedApi(reply, 400, "Failure - The subscription status is cancelled");
        }
        if (action === "cancel" && request.method === "PUT") {
          sub.status = "cancelled";
          await sendItn(sub.form, "CANCELLED", sub.recurringAmount, sub.token);
        } else if (action === "pause" && request.method === "PUT") sub.status = "paused";
        else if (action === "unpause" && request.method === "PUT") sub.status = "active";
        else if (action === "update" && request.method === "PATCH") {
          const cents = Number(body.amount);
          if (!Number.isInteger(cents) || cents < 500)
            return refusedApi(reply, 400, "Invalid amount");
          sub.amountBeforeUpdate = sub.recurringAmount;
          sub.recurringAmount = rands(cents);
          sub.updates.push(cents);
        } else return refusedApi(reply, 400, "Wrong method or action");
        return { code: 200, status: "success", data: { response: true } };
      },
    });

    // Development and test controls: charge a subscription's next month (`startedBeforeUpdate`:
    // a debit begun before the latest update, so at the amount before it), list the amounts its
    // updates set, or take the API down.
    scope.get<{ Params: { token: string } }>(
      `${SIMULATOR_PREFIX}/dev/updates/:token`,
      async (request, reply) => {
        const sub = subscriptions.get(request.params.token);
        if (!sub) return reply.status(404).send({ error: "no such subscription" });
        return { amounts: sub.updates, recurringAmountCents: amountCents(sub.recurringAmount) };
      },
    );
    scope.post<{
      Params: { token: string };
      Body: { outcome?: string; startedBeforeUpdate?: boolean } | undefined;
    }>(`${SIMULATOR_PREFIX}/dev/charge/:token`, async (request, reply) => {
      const sub = subscriptions.get(request.params.token);
      if (sub?.status !== "active" || !sub)
        return reply.status(404).send({ error: "no active subscription" });
      const status = request.body?.outcome === "failed" ? "FAILED" : "COMPLETE";
      const amount =
        request.body?.startedBeforeUpdate === true
          ? (sub.amountBeforeUpdate ?? sub.recurringAmount)
          : sub.recurringAmount;
      const itnStatus = await sendItn(sub.form, status, amount, sub.token);
      return { itnStatus };
    });
    scope.post<{ Body: { on?: boolean } | undefined }>(
      `${SIMULATOR_PREFIX}/dev/outage`,
      async (request) => {
        outage = request.body?.on === true;
        return { outage };
      },
    );
  });
}
