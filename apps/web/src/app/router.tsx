import { createBrowserRouter } from "react-router";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { PlainLayout } from "@/components/layouts/plain-layout";
import { KIND_ORDER } from "@/features/records";
import {
  ACCEPT_INVITATION,
  ACKNOWLEDGE,
  CLIENT,
  CLIENT_RECORD_OF_ADVICE,
  CLIENTS,
  COMPANY,
  DIAGNOSTICS,
  FORGOT_PASSWORD,
  LOGIN,
  PAYMENT_CANCEL,
  PAYMENT_COMPLETE,
  PAYMENT_FAILED,
  PRIVACY_POLICY,
  PROFILE,
  REGISTER,
  RESET_PASSWORD,
  SEND_EMAIL_VERIFICATION,
  SUBSCRIBE,
  SUBSCRIPTIONS,
  UNDER_CONSTRUCTION,
} from "@/lib/paths";
import { adminRoutes } from "./admin-routes";
import { LazyNotFound, LazyRootError, LazyRouteError } from "./lazy-error-screens";
import { lazyScreen } from "./lazy-screen";
import { recordRoutes } from "./record-routes";
import { RootRoute } from "./root-route";
import { guard, loadPublicConfig, openSignInPage, pathChanged } from "./route-guards";
import {
  clientDetailPrefetch,
  clientsPrefetch,
  companyPrefetch,
  subscriptionPrefetch,
} from "./route-prefetch";

// /login is where almost every visit starts (/ redirects there), so it is its own small page
// (login.html, src/login: React and Mantine, no router or query client; bench/login-bundle.ts),
// and the app's /login route is a page load into it. Every screen of the app is loaded on demand
// (route `lazy`) and its loader runs in parallel with the download.
//
// Every route states its access (lib/route-access.ts); `guard` applies spec §4 before the screen
// shows. The layout (plain or signed-in) follows the route's place in this tree (spec §2), and
// each path is a pattern of lib/paths.ts, absolute, so links and routes are one spelling.

export const router = createBrowserRouter([
  {
    Component: RootRoute,
    HydrateFallback: FullScreenLoader,
    errorElement: <LazyRootError />,
    children: [
      { index: true, loader: guard("root") },
      {
        Component: PlainLayout,
        children: [
          {
            errorElement: <LazyRouteError />,
            children: [
              { path: LOGIN, loader: openSignInPage },
              {
                path: REGISTER,
                loader: loadPublicConfig,
                lazy: lazyScreen(
                  () => import("@/features/auth/screens/register-screen"),
                  "RegisterScreen",
                ),
              },
              {
                path: FORGOT_PASSWORD,
                lazy: lazyScreen(
                  () => import("@/features/auth/screens/forgot-password-screen"),
                  "ForgotPasswordScreen",
                ),
              },
              {
                path: RESET_PASSWORD,
                loader: loadPublicConfig,
                lazy: lazyScreen(
                  () => import("@/features/auth/screens/reset-password-screen"),
                  "ResetPasswordScreen",
                ),
              },
              {
                path: SEND_EMAIL_VERIFICATION,
                lazy: lazyScreen(
                  () => import("@/features/auth/screens/send-email-verification-screen"),
                  "SendEmailVerificationScreen",
                ),
              },
              {
                path: PRIVACY_POLICY,
                lazy: lazyScreen(
                  () => import("@/features/legal/screens/privacy-policy-screen"),
                  "PrivacyPolicyScreen",
                ),
              },
              {
                path: UNDER_CONSTRUCTION,
                lazy: lazyScreen(
                  () => import("@/features/site-status/screens/under-construction-screen"),
                  "UnderConstructionScreen",
                ),
              },
              {
                path: DIAGNOSTICS,
                lazy: lazyScreen(
                  () => import("@/features/diagnostics/screens/diagnostics-screen"),
                  "DiagnosticsScreen",
                ),
              },
              {
                path: PAYMENT_COMPLETE,
                lazy: lazyScreen(
                  () => import("@/features/billing/screens/payment-complete-screen"),
                  "PaymentCompleteScreen",
                ),
              },
              {
                path: PAYMENT_CANCEL,
                lazy: lazyScreen(
                  () => import("@/features/billing/screens/payment-cancel-screen"),
                  "PaymentCancelScreen",
                ),
              },
              {
                path: PAYMENT_FAILED,
                lazy: lazyScreen(
                  () => import("@/features/billing/screens/payment-failed-screen"),
                  "PaymentFailedScreen",
                ),
              },
              {
                // Public: the screen itself asks a signed-out visitor to sign in or sign up first.
                path: ACCEPT_INVITATION,
                loader: guard("public"),
                lazy: lazyScreen(
                  () => import("@/features/company/screens/accept-invitation-screen"),
                  "AcceptInvitationScreen",
                ),
              },
              {
                // Public: the client has no account; the link's secret is the credential.
                path: ACKNOWLEDGE,
                loader: guard("public"),
                lazy: lazyScreen(
                  () => import("@/features/acknowledgement/screens/acknowledge-screen"),
                  "AcknowledgeScreen",
                ),
              },
              {
                path: SUBSCRIBE,
                loader: guard("company-setup"),
                shouldRevalidate: pathChanged,
                lazy: lazyScreen(
                  () => import("@/features/company/screens/subscribe-screen"),
                  "SubscribeScreen",
                ),
              },
              { path: "*", Component: LazyNotFound },
            ],
          },
        ],
      },
      {
        lazy: lazyScreen(() => import("@/components/layouts/app-layout"), "AppLayout"),
        children: [
          {
            errorElement: <LazyRouteError />,
            children: [
              {
                path: PROFILE,
                loader: guard("user", loadPublicConfig),
                shouldRevalidate: pathChanged,
                lazy: lazyScreen(
                  () => import("@/features/profile/screens/profile-screen"),
                  "ProfileScreen",
                ),
              },
              {
                path: COMPANY,
                loader: guard("company", companyPrefetch),
                shouldRevalidate: pathChanged,
                lazy: lazyScreen(
                  () => import("@/features/company/screens/company-screen"),
                  "CompanyScreen",
                ),
              },
              {
                path: SUBSCRIPTIONS,
                loader: guard("company", subscriptionPrefetch),
                shouldRevalidate: pathChanged,
                lazy: lazyScreen(
                  () => import("@/features/subscription/screens/subscriptions-screen"),
                  "SubscriptionsScreen",
                ),
              },
              {
                path: CLIENTS,
                loader: guard("subscriber", clientsPrefetch),
                shouldRevalidate: pathChanged,
                lazy: lazyScreen(
                  () => import("@/features/clients/screens/clients-screen"),
                  "ClientsScreen",
                ),
              },
              {
                path: CLIENT,
                loader: guard("subscriber", clientDetailPrefetch),
                shouldRevalidate: pathChanged,
                lazy: lazyScreen(
                  () => import("@/features/clients/screens/client-detail-screen"),
                  "ClientDetailScreen",
                ),
              },
              {
                path: CLIENT_RECORD_OF_ADVICE,
                // The client first: one the member does not see says why, as its page does.
                loader: guard("subscriber", clientDetailPrefetch),
                shouldRevalidate: pathChanged,
                lazy: lazyScreen(
                  () => import("@/features/clients/screens/record-of-advice-screen"),
                  "RecordOfAdviceScreen",
                ),
              },
              ...KIND_ORDER.flatMap(recordRoutes),
              ...adminRoutes,
            ],
          },
        ],
      },
    ],
  },
]);
