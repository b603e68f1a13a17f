import { queryOptions, useQuery } from "@tanstack/react-query";
import { networkFetch } from "@/lib/http-error";

export interface HealthCheck {
  ok: boolean;
  /** What the endpoint said: "ok", "ready (pglite)", or the failure. */
  detail: string;
  /** How long the answer took, in milliseconds. */
  ms: number;
}

/** GET /healthz (the API process) or /readyz (the API and its database). */
export async function checkHealth(path: "/healthz" | "/readyz"): Promise<HealthCheck> {
  const started = performance.now();
  try {
    const response = await networkFetch(path, { cache: "no-store" });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const ms = Math.round(performance.now() - started);
    if (!response.ok) {
      const detail = typeof body.detail === "string" ? body.detail : `HTTP ${response.status}`;
      return { ok: false, detail, ms };
    }
    const status = typeof body.status === "string" ? body.status : "ok";
    const database = typeof body.database === "string" ? ` (${body.database})` : "";
    return { ok: true, detail: `${status}${database}`, ms };
  } catch {
    return { ok: false, detail: "no answer", ms: Math.round(performance.now() - started) };
  }
}

export function healthQueryOptions(path: "/healthz" | "/readyz") {
  return queryOptions({
    queryKey: ["diagnostics", path],
    queryFn: () => checkHealth(path),
    staleTime: 0,
    retry: false,
  });
}

export function useHealth(path: "/healthz" | "/readyz") {
  return useQuery(healthQueryOptions(path));
}
