import { Link, Outlet } from "react-router";
import { PlainPage } from "./plain-page";

/** The app's public screens in the plain page (the sign-in page uses PlainPage on its own). */
export function PlainLayout() {
  return (
    <PlainPage link={Link}>
      <Outlet />
    </PlainPage>
  );
}
