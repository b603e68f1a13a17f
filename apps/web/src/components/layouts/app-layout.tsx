import { AppShell, Container, Group } from "@mantine/core";
import { Navigate, Outlet } from "react-router";
import { BrandLogo } from "@/components/brand/brand-logo";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { useMe } from "@/lib/api/get-me";
import { HOME_SIGNED_IN, LOGIN } from "@/lib/paths";
import classes from "./app-layout.module.css";
import { BreadcrumbBar } from "./breadcrumb-bar";
import { UserMenu } from "./user-menu";

/**
 * The signed-in layout of spec §2: sticky header (mark, initials circle and name with its menu),
 * breadcrumb bar, then the screen. Its route loader has already checked the session; this only
 * reacts when the session ends while the screen is open.
 */
export function AppLayout() {
  const me = useMe();
  if (me.data === null) return <Navigate to={LOGIN} replace />;
  if (me.data === undefined) {
    if (me.isError) throw me.error;
    return <FullScreenLoader />;
  }
  const { user } = me.data;
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandLogo to={HOME_SIGNED_IN} size="sm" />
            <UserMenu name={user.name} email={user.email} />
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <BreadcrumbBar />
        <Container size="lg" py={{ base: "lg", sm: "xl" }}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
