/** Every admin query starts with this key; a change invalidates the part it touched. */
export const adminKeys = {
  all: ["admin"] as const,
  users: ["admin", "users"] as const,
  audit: ["admin", "audit"] as const,
  overview: ["admin", "overview"] as const,
  rateTables: ["admin", "rate-tables"] as const,
  coupons: ["admin", "coupons"] as const,
  siteConfig: ["admin", "site-config"] as const,
};
