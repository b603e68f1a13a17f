import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { admin, bearer, genericOAuth } from "better-auth/plugins";
import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "#server/config/env";
import { authDatabase } from "#server/db/auth-adapter";
import type { Db } from "#server/db/database";
import {
  existingAccountSignUpEmail,
  resetPasswordEmail,
  verificationEmail,
} from "#server/mail/auth-emails";
import type { Mailer, MailMessage } from "#server/mail/mailer";
import {
  ACCOUNT_DELETED_CODE,
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_DISABLED_MESSAGE,
  DELETED_REASON,
} from "./account-disabled";

interface AuthDeps {
  db: Db;
  config: ServerConfig;
  secret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const DAY = 24 * 60 * 60;

export function createAuth({ db, config, secret, mailer, log }: AuthDeps) {
  // Mail is sent without awaiting it, so response time does not reveal whether an address exists.
  const sendInBackground = (message: MailMessage) => {
    mailer.send(message).catch((error: unknown) => {
      log.error({ err: error, subject: message.subject }, "sending e-mail failed");
    });
  };
  const isAdminEmail = (email: string) => config.adminEmails.includes(email.toLowerCase());

  return betterAuth({
    appName: "Adviser Desk",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    logger: {
      log(level, message, ...args) {
        const fields = { lib: "better-auth", args: args.length > 0 ? args : undefined };
        if (level === "error") log.error(fields, message);
        else if (level === "warn") log.warn(fields, message);
        else log.debug(fields, message);
      },
    },
    database: authDatabase(db),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: config.passwordMinLength,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      async sendResetPassword({ user: u, url }) {
        sendInBackground(resetPasswordEmail(u.email, u.name, url));
      },
      // Sign-up answers the same whether or not the address has an account; the e-mail tells the
      // owner, and only the owner, that it already has one.
      async onExistingUserSignUp({ user: u }) {
        sendInBackground(existingAccountSignUpEmail(u.email, u.name, `${config.publicUrl}/login`));
      },
      // The stand-in user for an existing address carries the same fields and defaults as a new
      // one (the admin plugin's role and ban fields), so the answer reveals nothing.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: isAdminEmail(coreFields.email) ? "admin" : "user",
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      async sendVerificationEmail({ user: u, url }) {
        sendInBackground(verificationEmail(u.email, u.name, url));
      },
    },
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    // Our own limiter (shared across instances, keyed by IP and e-mail) guards these endpoints.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    databaseHooks: {
      user: {
        create: {
          async before(newUser) {
            return { data: { ...newUser, role: isAdminEmail(newUser.email) ? "admin" : "user" } };
          },
        },
      },
    },
    ...(config.google && !config.google.discoveryUrl
      ? {
          socialProviders: {
            google: {
              clientId: config.google.clientId,
              clientSecret: config.google.clientSecret,
              prompt: "select_account" as const,
            },
          },
        }
      : {}),
    plugins: [
      admin({
        defaultRole: "user",
        adminRoles: ["admin"],
        // A deleted user is refused with a code of their own (the plugin's is BANNED_USER for
        // both), for e-mail sign-in and for Google's callback alike: the refusal is thrown here.
        bannedUserMessage: (user) => {
          if (user.banReason === DELETED_REASON) {
            throw APIError.from("FORBIDDEN", {
              code: ACCOUNT_DELETED_CODE,
              message: ACCOUNT_DELETED_MESSAGE,
            });
          }
          return ACCOUNT_DISABLED_MESSAGE;
        },
      }),
      bearer(),
      // Tests and local development only: a stand-in OpenID provider registered under the same
      // id, so the browser and the callback route are exactly those of real Google sign-in.
      ...(config.google?.discoveryUrl
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  name: "Google",
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: config.google.discoveryUrl,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
