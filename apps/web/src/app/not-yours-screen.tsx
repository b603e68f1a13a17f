import { Button } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { CLIENTS } from "@/lib/paths";
import { ErrorPanel } from "./error-panel";

/**
 * A page of the practice that this member may not open (a client they do not see, ADR 030): the
 * server's reason and whom to ask, instead of "Page not found".
 */
export function NotYoursScreen({ detail }: { detail: string }) {
  return (
    <>
      <title>Not shared with you · Adviser Desk</title>
      <ErrorPanel
        icon={IconLock}
        eyebrow="Not shared with you"
        title="You can't open this client"
        actions={
          <Button component={Link} to={CLIENTS}>
            Go to your clients
          </Button>
        }
      >
        {detail}
      </ErrorPanel>
    </>
  );
}
