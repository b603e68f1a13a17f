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
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export function resetPasswordInputSchema(passwordMinLength: number) {
  return z
    .object({ password: passwordSchema(passwordMinLength), confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      error: "passwords do not match",
    });
}
export type ResetPasswordInput = z.infer<ReturnType<typeof resetPasswordInputSchema>>;
