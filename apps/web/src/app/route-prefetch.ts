import { data, type LoaderFunctionArgs } from "react-router";
import type { RecordKind } from "@/features/records";
import { HttpError } from "@/lib/http-error";
import { queryClient } from "@/lib/query-client";

// What guarded screens read before they show, with the same query options the screens use
// (STYLE rule 8). The options' modules are imported here on demand so that they load with the
// screen, not with the first bundle.

/**
 * A 404 from the API shows the app's "Page not found" rather than a failure; a 403 that says why
 * (a practice's client the member does not see) shows the reason.
 */
function notFoundAsRouteError(error: unknown): never {
  if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
  const detail = error instanceof HttpError ? error.problem?.detail : undefined;
  if (error instanceof HttpError && error.status === 403 && typeof detail === "string") {
    throw data({ detail }, { status: 403 });
  }
  throw error;
}

export async function companyPrefetch(): Promise<void> {
  const { companyQueryOptions } = await import("@/lib/api/get-company");
  await queryClient.ensureQueryData(companyQueryOptions());
}

export async function subscriptionPrefetch(): Promise<void> {
  const { subscriptionStateQueryOptions } = await import(
    "@/features/subscription/api/get-subscription"
  );
  const { billingQueryOptions } = await import("@/features/subscription/api/get-billing");
  // Billing is the owner's (`billing.manage`): for other members it is refused and never read
  // (the screen shows them the plan only), so it is warmed without failing the route.
  await Promise.all([
    queryClient.ensureQueryData(subscriptionStateQueryOptions()),
    queryClient.prefetchQuery(billingQueryOptions()),
  ]);
}

export async function clientsPrefetch({ request }: LoaderFunctionArgs): Promise<void> {
  const { clientListQueryOptions } = await import("@/features/clients/api/list-clients");
  const params = new URL(request.url).searchParams;
  await queryClient.prefetchInfiniteQuery(
    clientListQueryOptions({ q: params.get("q") ?? "", deleted: params.get("view") === "deleted" }),
  );
}

export async function clientDetailPrefetch({ params }: LoaderFunctionArgs): Promise<void> {
  const { clientQueryOptions } = await import("@/features/clients/api/get-client");
  await queryClient
    .ensureQueryData(clientQueryOptions(params.clientId ?? ""))
    .catch(notFoundAsRouteError);
}

/** A record's report (/scenario/:id/report, …); an unknown id or another company's is a 404. */
export function reportPrefetch(kind: RecordKind) {
  return async ({ params }: LoaderFunctionArgs): Promise<void> => {
    const { reportQueryOptions } = await import("@/features/reports/api/get-report");
    await queryClient
      .ensureQueryData(reportQueryOptions(kind, params.id ?? ""))
      .catch(notFoundAsRouteError);
  };
}
