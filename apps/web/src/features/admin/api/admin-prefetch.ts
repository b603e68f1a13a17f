import { data, type LoaderFunctionArgs } from "react-router";
import { HttpError } from "@/lib/http-error";
import { queryClient } from "@/lib/query-client";
import { userQueryOptions } from "./get-user";

/** /admin/users/:id reads the user before it shows; an unknown id is the app's "Page not found". */
export async function adminUserPrefetch({ params }: LoaderFunctionArgs): Promise<void> {
  try {
    await queryClient.ensureQueryData(userQueryOptions(params.id ?? ""));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
