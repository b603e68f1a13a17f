import { namedRoutes } from "./route";

/** Administration: only the lazily loaded admin screens import these. */
export const adminRoutes = namedRoutes({
  adminOverview: { method: "GET", path: "/api/v1/admin/overview", access: "admin" },
  listUsers: { method: "GET", path: "/api/v1/admin/users", access: "admin" },
  countUsers: { method: "GET", path: "/api/v1/admin/users/count", access: "admin" },
  getUser: { method: "GET", path: "/api/v1/admin/users/:id", access: "admin" },
  updateUser: { method: "PATCH", path: "/api/v1/admin/users/:id", access: "admin" },
  deleteUser: { method: "DELETE", path: "/api/v1/admin/users/:id", access: "admin" },
  restoreUser: { method: "POST", path: "/api/v1/admin/users/:id/restore", access: "admin" },
  enableUser: { method: "POST", path: "/api/v1/admin/users/:id/enable", access: "admin" },
  disableUser: { method: "POST", path: "/api/v1/admin/users/:id/disable", access: "admin" },
  listAuditEntries: { method: "GET", path: "/api/v1/admin/audit", access: "admin" },
  getSiteConfig: { method: "GET", path: "/api/v1/admin/config", access: "admin" },
  updateConfig: { method: "PUT", path: "/api/v1/admin/config", access: "admin" },
  listRateTables: { method: "GET", path: "/api/v1/admin/rate-tables", access: "admin" },
  getRateTable: { method: "GET", path: "/api/v1/admin/rate-tables/:kind/:key", access: "admin" },
  previewRateTable: {
    method: "POST",
    path: "/api/v1/admin/rate-tables/preview",
    access: "admin",
  },
  publishRateTable: { method: "POST", path: "/api/v1/admin/rate-tables", access: "admin" },
  listCoupons: { method: "GET", path: "/api/v1/admin/coupons", access: "admin" },
  createCoupon: { method: "POST", path: "/api/v1/admin/coupons", access: "admin" },
  disableCoupon: { method: "POST", path: "/api/v1/admin/coupons/:code/disable", access: "admin" },
  enableCoupon: { method: "POST", path: "/api/v1/admin/coupons/:code/enable", access: "admin" },
  getAnyCompanyLogo: {
    method: "GET",
    path: "/api/v1/admin/companies/:companyId/logo",
    access: "admin",
  },
});
