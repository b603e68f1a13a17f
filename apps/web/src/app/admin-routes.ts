import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { lazyScreen } from "./lazy-screen";
import { guard, type Prefetch, pathChanged } from "./route-guards";

/** An administrator's screen: behind the admin guard (spec §4), downloaded on demand. */
function adminScreen<K extends string, M extends Record<K, ComponentType>>(
  path: string,
  load: () => Promise<M>,
  name: K,
  prefetch?: Prefetch,
): RouteObject {
  return {
    path,
    loader: guard("admin", prefetch),
    shouldRevalidate: pathChanged,
    lazy: lazyScreen(load, name),
  };
}

/** The administration's screens (spec §7). */
export const adminRoutes: RouteObject[] = [
  adminScreen(
    "admin",
    () => import("@/features/admin/screens/admin-overview-screen"),
    "AdminOverviewScreen",
  ),
  adminScreen("admin/users", () => import("@/features/admin/screens/users-screen"), "UsersScreen"),
  adminScreen("admin-secret", () => import("@/features/admin/screens/users-screen"), "UsersScreen"),
  adminScreen(
    "admin/constants/tax-scenario",
    () => import("@/features/admin/screens/tax-years-screen"),
    "TaxYearsScreen",
  ),
  adminScreen(
    "admin/constants/tax-scenario/:year",
    () => import("@/features/admin/screens/tax-year-screen"),
    "TaxYearScreen",
  ),
  adminScreen(
    "admin/constants/transfer-duty",
    () => import("@/features/admin/screens/transfer-duty-list-screen"),
    "TransferDutyListScreen",
  ),
  adminScreen(
    "admin/constants/transfer-duty/:period",
    () => import("@/features/admin/screens/transfer-duty-screen"),
    "TransferDutyScreen",
  ),
  adminScreen(
    "admin/constants/lump-sums",
    () => import("@/features/admin/screens/lump-sum-list-screen"),
    "LumpSumListScreen",
  ),
  adminScreen(
    "admin/constants/lump-sums/:period",
    () => import("@/features/admin/screens/lump-sum-screen"),
    "LumpSumScreen",
  ),
  adminScreen(
    "admin/coupons",
    () => import("@/features/admin/screens/coupons-screen"),
    "CouponsScreen",
  ),
  adminScreen(
    "admin/site-config",
    () => import("@/features/admin/screens/site-config-screen"),
    "SiteConfigScreen",
  ),
  adminScreen(
    "admin/users/:id",
    () => import("@/features/admin/screens/user-detail-screen"),
    "UserDetailScreen",
    (args) => import("@/features/admin/api/admin-prefetch").then((m) => m.adminUserPrefetch(args)),
  ),
  adminScreen(
    "admin/report-templates",
    () => import("@/features/reports/screens/report-templates-screen"),
    "ReportTemplatesScreen",
  ),
];
