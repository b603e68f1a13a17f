import { z } from "zod";
import { companyResponseSchema } from "./company";
import { memberRoleSchema } from "./member-roles";

/** Token claims of spec §3, computed on the server from the user's role and subscription. */
export const claimsSchema = z.object({
  admin: z.boolean(),
  hasSubscription: z.boolean(),
  /** ISO date-time of the next payment, or null. */
  atNextPayment: z.string().nullable(),
  /** ISO date-time the subscription started, or null. */
  atStartSubscription: z.string().nullable(),
  /** Subscription amount in cents (displayed as centAmount / 100). */
  centAmount: z.number().int().nonnegative(),
});
export type Claims = z.infer<typeof claimsSchema>;

export const meUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
});
export type MeUser = z.infer<typeof meUserSchema>;

export const meResponseSchema = z.object({
  user: meUserSchema,
  /** The user's company profile (spec "Account"), or null before it is created. */
  company: companyResponseSchema.nullable(),
  /** The caller's role in that company (issue 19), or null without a company. */
  role: memberRoleSchema.nullable(),
  /**
   * For an assistant, the advisers whose clients they prepare (review N4: with none they see no
   * client, and are told to ask the owner); empty for other roles.
   */
  assignedAdviserIds: z.array(z.string()),
  claims: claimsSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;
