import { Button } from "@mantine/core";
import { IconMapSearch } from "@tabler/icons-react";
import { Link } from "react-router";
import { ErrorPanel } from "./error-panel";

export function NotFoundScreen() {
  return (
    <>
      <title>Page not found · Adviser Desk</title>
      <ErrorPanel
        icon={IconMapSearch}
        eyebrow="Error 404"
        title="Page not found"
        actions={
          <Button component={Link} to="/">
            Go to the home page
          </Button>
        }
      >
        We couldn't find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </ErrorPanel>
    </>
  );
}
