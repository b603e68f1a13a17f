import { Button } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { errorMessage } from "@/lib/error-message";
import { ErrorPanel } from "./error-panel";
import { NotFoundScreen } from "./not-found-screen";
import { NotYoursScreen } from "./not-yours-screen";

/**
 * What a route shows when its loader or screen fails (spec §8: routing errors are logged). A
 * screen whose code did not download never gets here: route-error-boundary.tsx answers it.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isRouteErrorResponse(error) && error.status === 403 && hasDetail(error.data)) {
    return <NotYoursScreen detail={error.data.detail} />;
  }

  return (
    <ErrorPanel
      icon={IconAlertTriangle}
      title="Something went wrong"
      actions={
        <>
          <Button
            onClick={() => void revalidator.revalidate()}
            loading={revalidator.state === "loading"}
          >
            Try again
          </Button>
          <Button component={Link} to="/" variant="default">
            Go to the home page
          </Button>
        </>
      }
    >
      We couldn't load this page ({errorMessage(error)}). Check your connection and try again.
    </ErrorPanel>
  );
}

function hasDetail(value: unknown): value is { detail: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { detail?: unknown }).detail === "string"
  );
}
