import { z } from "zod";
import { emailSchema, passwordSchema } from "./auth";

/** Resend the verification e-mail (better-auth `sendVerificationEmail`). */
export const sendVerificationEmailInputSchema = z.object({ email: emailSchema });
export type SendVerificationEmailInput = z.infer<typeof sendVerificationEmailInputSchema>;

/** The signed-in user's own profile (better-auth `updateUser`). */
export const updateProfileInputSchema = z.object({
  name: z.string().trim().min(1, { error: "name missing" }).max(100),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** Change password while signed in (better-auth `changePassword`). */
export function changePasswordInputSchema(passwordMinLength: number) {
  return z
    .object({
      currentPassword: z.string().min(1, { error: "current password missing" }),
      newPassword: passwordSchema(passwordMinLength),
      confirmPassword: z.string(),
      revokeOtherSessions: z.boolean(),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ["confirmPassword"],
      error: "passwords do not match",
    });
}
export type ChangePasswordInput = z.infer<ReturnType<typeof changePasswordInputSchema>>;
