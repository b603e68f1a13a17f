import { namedRoutes } from "./route";

/** The subscription, billing through PayFast and the invoices: the subscription screens import these. */
export const billingRoutes = namedRoutes({
  getSubscription: {
    method: "GET",
    path: "/api/v1/subscription",
    access: "company",
    needs: "company.read",
  },
  startFreeTrial: {
    method: "POST",
    path: "/api/v1/subscription/trial",
    access: "company",
    needs: "billing.manage",
  },
  getBilling: {
    method: "GET",
    path: "/api/v1/billing",
    access: "company",
    needs: "billing.manage",
  },
  applyCoupon: { method: "POST", path: "/api/v1/billing/coupon", access: "user" },
  createPayfastPayment: {
    method: "POST",
    path: "/api/v1/billing/payfast/payment",
    access: "company",
    needs: "billing.manage",
  },
  payfastItn: { method: "POST", path: "/api/v1/billing/payfast/itn", access: "public" },
  cancelSubscription: {
    method: "POST",
    path: "/api/v1/billing/subscription/cancel",
    access: "company",
    needs: "billing.manage",
  },
  updateSubscription: {
    method: "POST",
    path: "/api/v1/billing/subscription/update",
    access: "company",
    needs: "billing.manage",
  },
  getCardUpdateLink: {
    method: "GET",
    path: "/api/v1/billing/card-update",
    access: "company",
    needs: "billing.manage",
  },
  getInvoicePdf: {
    method: "GET",
    path: "/api/v1/billing/invoices/:id/pdf",
    access: "company",
    needs: "billing.manage",
  },
});
