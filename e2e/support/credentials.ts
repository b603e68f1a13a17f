/** Every e2e person's password (seeded people and the sign-up journey alike). */
export const PASSWORD = "e2e-password-2026";

export const ADMIN_EMAIL = "admin.e2e@example.co.za";
