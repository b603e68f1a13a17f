import { createBrowserRouter } from "react-router";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { PlainLayout } from "@/components/layouts/plain-layout";
import { LoginScreen } from "@/features/auth/screens/login-screen";
import { prefetchReportRoute } from "@/features/reports/api/get-report";
import { prefetchRecordRoute, recordListRedirect } from "@/lib/records/prefetch-record";
import { LazyNotFound, LazyRootError, LazyRouteError } from "./lazy-error-screens";
import { RootRoute } from "./root-route";
import { guard, loadPublicConfig, pathChanged } from "./route-guards";
import {
  clientDetailPrefetch,
  clientsPrefetch,
  companyPrefetch,
  subscriptionPrefetch,
} from "./route-prefetch";

// /login is where almost every visit starts (/ redirects there), so it is part of the first bundle;
// every other screen is loaded on demand (route `lazy`) and its loader runs in parallel with the
// download. Budget: the JavaScript /login loads stays under 150 KB gzip (bench/login-bundle.ts).
//
// Every route states its access (lib/route-access.ts); `guard` applies spec §4 before the screen
// shows. The layout (plain or signed-in) follows the route's place in this tree (spec §2).

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
              {
                path: "login",
                loader: guard("login", loadPublicConfig),
                shouldRevalidate: pathChanged,
                Component: LoginScreen,
              },
              {
                path: "register",
                loader: loadPublicConfig,
                lazy: () =>
                  import("@/features/auth/screens/register-screen").then((m) => ({
                    Component: m.RegisterScreen,
                  })),
              },
              {
                path: "forgot-password",
                lazy: () =>
                  import("@/features/auth/screens/forgot-password-screen").then((m) => ({
                    Component: m.ForgotPasswordScreen,
                  })),
              },
              {
                path: "reset-password",
                loader: loadPublicConfig,
                lazy: () =>
                  import("@/features/auth/screens/reset-password-screen").then((m) => ({
                    Component: m.ResetPasswordScreen,
                  })),
              },
              {
                path: "send-email-verification",
                lazy: () =>
                  import("@/features/auth/screens/send-email-verification-screen").then((m) => ({
                    Component: m.SendEmailVerificationScreen,
                  })),
              },
              {
                path: "privacy-policy",
                lazy: () =>
                  import("@/features/legal/screens/privacy-policy-screen").then((m) => ({
                    Component: m.PrivacyPolicyScreen,
                  })),
              },
              {
                path: "under-construction",
                lazy: () =>
                  import("@/features/site-status/screens/under-construction-screen").then((m) => ({
                    Component: m.UnderConstructionScreen,
                  })),
              },
              {
                path: "test",
                lazy: () =>
                  import("@/features/diagnostics/screens/diagnostics-screen").then((m) => ({
                    Component: m.DiagnosticsScreen,
                  })),
              },
              {
                path: "payment-complete",
                lazy: () =>
                  import("@/features/billing/screens/payment-complete-screen").then((m) => ({
                    Component: m.PaymentCompleteScreen,
                  })),
              },
              {
                path: "payment-cancel",
                lazy: () =>
                  import("@/features/billing/screens/payment-cancel-screen").then((m) => ({
                    Component: m.PaymentCancelScreen,
                  })),
              },
              {
                path: "payment-failed",
                lazy: () =>
                  import("@/features/billing/screens/payment-failed-screen").then((m) => ({
                    Component: m.PaymentFailedScreen,
                  })),
              },
              {
                path: "subscribe",
                loader: guard("company-setup"),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/company/screens/subscribe-screen").then((m) => ({
                    Component: m.SubscribeScreen,
                  })),
              },
              { path: "*", Component: LazyNotFound },
            ],
          },
        ],
      },
      {
        lazy: () =>
          import("@/components/layouts/app-layout").then((m) => ({ Component: m.AppLayout })),
        children: [
          {
            errorElement: <LazyRouteError />,
            children: [
              {
                path: "profile",
                loader: guard("signed-in", loadPublicConfig),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/profile/screens/profile-screen").then((m) => ({
                    Component: m.ProfileScreen,
                  })),
              },
              {
                path: "company",
                loader: guard("company", companyPrefetch),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/company/screens/company-screen").then((m) => ({
                    Component: m.CompanyScreen,
                  })),
              },
              {
                path: "subscriptions",
                loader: guard("company", subscriptionPrefetch),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/subscription/screens/subscriptions-screen").then((m) => ({
                    Component: m.SubscriptionsScreen,
                  })),
              },
              {
                path: "clients",
                loader: guard("subscriber", clientsPrefetch),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/clients/screens/clients-screen").then((m) => ({
                    Component: m.ClientsScreen,
                  })),
              },
              {
                path: "clients/:clientId",
                loader: guard("subscriber", clientDetailPrefetch),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/clients/screens/client-detail-screen").then((m) => ({
                    Component: m.ClientDetailScreen,
                  })),
              },
              { path: "scenario", loader: recordListRedirect },
              { path: "transfer-duty", loader: recordListRedirect },
              { path: "home-loan-repayment", loader: recordListRedirect },
              { path: "investment-comparison", loader: recordListRedirect },
              {
                path: "scenario/:id",
                loader: guard("subscriber", prefetchRecordRoute("scenario")),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/scenarios/screens/scenario-screen").then((m) => ({
                    Component: m.ScenarioRoute,
                  })),
              },
              {
                path: "transfer-duty/:id",
                loader: guard("subscriber", prefetchRecordRoute("transfer-duty")),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/transfer-duty/screens/transfer-duty-screen").then((m) => ({
                    Component: m.TransferDutyRoute,
                  })),
              },
              {
                path: "home-loan-repayment/:id",
                loader: guard("subscriber", prefetchRecordRoute("home-loan-repayment")),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/home-loan/screens/home-loan-screen").then((m) => ({
                    Component: m.HomeLoanScreen,
                  })),
              },
              {
                path: "admin",
                loader: guard("admin"),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/admin/screens/admin-overview-screen").then((m) => ({
                    Component: m.AdminOverviewScreen,
                  })),
              },
              {
                path: "admin/users",
                loader: guard("admin"),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/admin/screens/users-screen").then((m) => ({
                    Component: m.UsersScreen,
                  })),
              },
              {
                path: "admin-secret",
                loader: guard("admin"),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/admin/screens/users-screen").then((m) => ({
                    Component: m.UsersScreen,
                  })),
              },
              {
                path: "admin/constants/tax-scenario",
                loader: guard("admin"),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/admin/screens/tax-years-screen").then((m) => ({
                    Component: m.TaxYearsScreen,
                  })),
              },
              {
                path: "admin/constants/tax-scenario/:year",
                loader: guard("admin"),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/admin/screens/tax-year-screen").then((m) => ({
                    Component: m.TaxYearScreen,
                  })),
              },
              {
                path: "admin/constants/transfer-duty",
                loader: guard("admin"),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/admin/screens/transfer-duty-list-screen").then((m) => ({
                    Component: m.TransferDutyListScreen,
                  })),
              },
              {
                path: "admin/constants/transfer-duty/:period",
                loader: guard("admin"),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/admin/screens/transfer-duty-screen").then((m) => ({
                    Component: m.TransferDutyScreen,
                  })),
              },
              {
                path: "admin/coupons",
                loader: guard("admin"),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/admin/screens/coupons-screen").then((m) => ({
                    Component: m.CouponsScreen,
                  })),
              },
              {
                path: "admin/site-config",
                loader: guard("admin"),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/admin/screens/site-config-screen").then((m) => ({
                    Component: m.SiteConfigScreen,
                  })),
              },
              {
                path: "admin/users/:id",
                loader: guard("admin", (args) =>
                  import("@/features/admin/api/admin-prefetch").then((m) =>
                    m.adminUserPrefetch(args),
                  ),
                ),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/admin/screens/user-detail-screen").then((m) => ({
                    Component: m.UserDetailScreen,
                  })),
              },
              {
                path: "investment-comparison/:id",
                loader: guard("subscriber", prefetchRecordRoute("investment-comparison")),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import(
                    "@/features/investment-comparison/screens/investment-comparison-screen"
                  ).then((m) => ({ Component: m.InvestmentComparisonScreen })),
              },
              {
                path: "scenario/:id/report",
                loader: guard("subscriber", prefetchReportRoute("scenario")),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/reports/screens/report-screen").then((m) => ({
                    Component: m.ScenarioReportRoute,
                  })),
              },
              {
                path: "transfer-duty/:id/report",
                loader: guard("subscriber", prefetchReportRoute("transfer-duty")),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/reports/screens/report-screen").then((m) => ({
                    Component: m.TransferDutyReportRoute,
                  })),
              },
              {
                path: "home-loan-repayment/:id/report",
                loader: guard("subscriber", prefetchReportRoute("home-loan-repayment")),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/reports/screens/report-screen").then((m) => ({
                    Component: m.HomeLoanReportRoute,
                  })),
              },
              {
                path: "investment-comparison/:id/report",
                loader: guard("subscriber", prefetchReportRoute("investment-comparison")),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/reports/screens/report-screen").then((m) => ({
                    Component: m.InvestmentComparisonReportRoute,
                  })),
              },
              {
                path: "admin/report-templates",
                loader: guard("admin"),
                shouldRevalidate: pathChanged,
                lazy: () =>
                  import("@/features/reports/screens/report-templates-screen").then((m) => ({
                    Component: m.ReportTemplatesScreen,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
]);
