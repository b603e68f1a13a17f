import { Button } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { errorMessage, isChunkLoadError } from "@/lib/error-message";
import { ErrorPanel } from "./error-panel";
import { NotFoundScreen } from "./not-found-screen";

/** What a route shows when its loader or screen fails (spec §8: routing errors are logged). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;

  // A screen's code could not be fetched: usually the app was redeployed since this page loaded.
  if (isChunkLoadError(error)) {
    return (
      <ErrorPanel
        icon={IconRefresh}
        title="A new version is available"
        actions={<Button onClick={() => window.location.reload()}>Reload</Button>}
      >
        Adviser Desk was updated since this page was opened. Reload to continue.
      </ErrorPanel>
    );
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
