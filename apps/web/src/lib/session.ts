import type { QueryClient } from "@tanstack/react-query";
import { meQueryKey } from "./api/get-me";

/** After sign-in (or a profile change): the next read of the session asks the server again. */
export async function invalidateSession(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: meQueryKey, refetchType: "all" });
}

/** Spec §4: on sign-out all state resets. */
export function resetSession(client: QueryClient): void {
  client.clear();
}
