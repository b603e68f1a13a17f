import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { meQueryOptions } from "@/lib/api/get-me";
import { publicConfigQueryOptions } from "@/lib/api/get-public-config";
import { ConfigWatchCore } from "./config-watch-core";

/** The config watch inside the app: config from the query cache, moves by the router. */
export function ConfigWatch() {
  const queryClient = useQueryClient();
  const config = useQuery(publicConfigQueryOptions()).data;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Only what is already known (never a request of its own): the route guards load /me.
  const admin = useQuery({ ...meQueryOptions(), enabled: false }).data?.claims.admin ?? false;
  return (
    <ConfigWatchCore
      config={config}
      onConfig={(next) => queryClient.setQueryData(publicConfigQueryOptions().queryKey, next)}
      pathname={pathname}
      search={search}
      admin={admin}
      go={(to) => void navigate(to, { replace: true })}
    />
  );
}
