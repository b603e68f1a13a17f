import { createBrowserRouter, redirect } from "react-router";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { PlainLayout } from "@/components/layouts/plain-layout";
import { LoginScreen } from "@/features/auth/screens/login-screen";
import { LOGIN } from "@/lib/paths";
import { LazyNotFound, LazyRootError, LazyRouteError } from "./lazy-error-screens";
import { RootRoute } from "./root-route";
import { configLoader, loginLoader, requireSignedIn } from "./route-guards";

// /login is where almost every visit starts (/ redirects there), so it is part of the first bundle;
// every other screen is loaded on demand (route `lazy`) and its loader runs in parallel with the
// download. Budget: the JavaScript /login loads stays under 150 KB gzip (bench/login-bundle.ts).

export const router = createBrowserRouter([
  {
    Component: RootRoute,
    HydrateFallback: FullScreenLoader,
    errorElement: <LazyRootError />,
    children: [
      { index: true, loader: () => redirect(LOGIN) },
      {
        Component: PlainLayout,
        children: [
          {
            errorElement: <LazyRouteError />,
            children: [
              {
                path: "login",
                loader: loginLoader,
                Component: LoginScreen,
              },
              {
                path: "register",
                loader: configLoader,
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
                loader: configLoader,
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
              { path: "*", Component: LazyNotFound },
            ],
          },
        ],
      },
      {
        loader: requireSignedIn,
        lazy: () =>
          import("@/components/layouts/app-layout").then((m) => ({ Component: m.AppLayout })),
        children: [
          {
            errorElement: <LazyRouteError />,
            children: [
              {
                path: "profile",
                loader: configLoader,
                lazy: () =>
                  import("@/features/profile/screens/profile-screen").then((m) => ({
                    Component: m.ProfileScreen,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
]);
