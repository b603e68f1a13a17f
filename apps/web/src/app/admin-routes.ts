import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import {
  ADMIN,
  ADMIN_COUPONS,
  ADMIN_LUMP_SUM,
  ADMIN_LUMP_SUMS,
  ADMIN_REPORT_TEMPLATES,
  ADMIN_SECRET,
  ADMIN_SITE_CONFIG,
  ADMIN_TAX_YEAR,
  ADMIN_TAX_YEARS,
  ADMIN_TRANSFER_DUTY,
  ADMIN_TRANSFER_DUTY_PERIOD,
  ADMIN_USER,
  ADMIN_USERS,
} from "@/lib/paths";
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
    ADMIN,
    () => import("@/features/admin/screens/admin-overview-screen"),
    "AdminOverviewScreen",
  ),
  adminScreen(ADMIN_USERS, () => import("@/features/admin/screens/users-screen"), "UsersScreen"),
  adminScreen(ADMIN_SECRET, () => import("@/features/admin/screens/users-screen"), "UsersScreen"),
  adminScreen(
    ADMIN_TAX_YEARS,
    () => import("@/features/admin/screens/tax-years-screen"),
    "TaxYearsScreen",
  ),
  adminScreen(
    ADMIN_TAX_YEAR,
    () => import("@/features/admin/screens/tax-year-screen"),
    "TaxYearScreen",
  ),
  adminScreen(
    ADMIN_TRANSFER_DUTY,
    () => import("@/features/admin/screens/transfer-duty-list-screen"),
    "TransferDutyListScreen",
  ),
  adminScreen(
    ADMIN_TRANSFER_DUTY_PERIOD,
    () => import("@/features/admin/screens/transfer-duty-screen"),
    "TransferDutyScreen",
  ),
  adminScreen(
    ADMIN_LUMP_SUMS,
    () => import("@/features/admin/screens/lump-sum-list-screen"),
    "LumpSumListScreen",
  ),
  adminScreen(
    ADMIN_LUMP_SUM,
    () => import("@/features/admin/screens/lump-sum-screen"),
    "LumpSumScreen",
  ),
  adminScreen(
    ADMIN_COUPONS,
    () => import("@/features/admin/screens/coupons-screen"),
    "CouponsScreen",
  ),
  adminScreen(
    ADMIN_SITE_CONFIG,
    () => import("@/features/admin/screens/site-config-screen"),
    "SiteConfigScreen",
  ),
  adminScreen(
    ADMIN_USER,
    () => import("@/features/admin/screens/user-detail-screen"),
    "UserDetailScreen",
    (args) => import("@/features/admin/api/admin-prefetch").then((m) => m.adminUserPrefetch(args)),
  ),
  adminScreen(
    ADMIN_REPORT_TEMPLATES,
    () => import("@/features/reports/screens/report-templates-screen"),
    "ReportTemplatesScreen",
  ),
];
