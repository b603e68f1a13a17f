import { z } from "zod";

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: "e-mail missing" })
  .pipe(z.email({ error: "e-mail address is not valid" }));

export function passwordSchema(minLength: number) {
  return z
    .string()
    .min(minLength, { error: `password must be at least ${minLength} characters` })
    .max(128, { error: "password must be at most 128 characters" });
}

export function registerInputSchema(passwordMinLength: number) {
  return z
    .object({
      name: z.string().trim().min(1, { error: "name missing" }).max(100),
      email: emailSchema,
      password: passwordSchema(passwordMinLength),
      confirmPassword: z.string(),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      error: "passwords do not match",
    });
}
export type RegisterInput = z.infer<ReturnType<typeof registerInputSchema>>;

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: "password missing" }),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });

export function resetPasswordInputSchema(passwordMinLength: number) {
  return z
    .object({ password: passwordSchema(passwordMinLength), confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      error: "passwords do not match",
    });
}

/** The longest name better-auth stores for a user (sign-up, profile). */
export const USER_NAME_MAX_LENGTH = 200;
/** The only picture a user record may point at: the company's own logo, served by us. */
export const OWN_LOGO_URL =
  /^\/api\/v1\/(?:company\/logo|companies\/[0-9a-f-]{36}\/logo)(?:\?v=[\w-]+)?$/;

/**
 * The profile fields of better-auth's sign-up and update-user bodies, as we allow them: a name of
 * at most USER_NAME_MAX_LENGTH characters, and no picture other than our own logo URL.
 */
export const authProfileFieldsSchema = z.object({
  name: z
    .string({ error: "name must be text" })
    .trim()
    .min(1, { error: "name missing" })
    .max(USER_NAME_MAX_LENGTH, {
      error: `name must be at most ${USER_NAME_MAX_LENGTH} characters`,
    })
    .optional(),
  image: z
    .string()
    .regex(OWN_LOGO_URL, { error: "image must be the company logo or empty" })
    .nullable()
    .optional(),
});
