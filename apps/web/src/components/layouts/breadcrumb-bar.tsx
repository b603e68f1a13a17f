import { Anchor, Breadcrumbs, Container, Group, Text } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { breadcrumbs } from "@/lib/breadcrumbs";
import { HOME_SIGNED_IN } from "@/lib/paths";
import classes from "./app-layout.module.css";

interface BreadcrumbBarProps {
  /** Receives the element screens fill through <BreadcrumbExtra>. */
  slotRef: (element: HTMLElement | null) => void;
}

/** Spec §2: Home, then the current route name with dashes replaced by spaces. */
export function BreadcrumbBar({ slotRef }: BreadcrumbBarProps) {
  const { pathname } = useLocation();
  const crumbs = breadcrumbs(pathname, HOME_SIGNED_IN);
  return (
    <nav aria-label="Breadcrumb" className={classes.breadcrumbBar}>
      <Container size="lg" py={8} mih={42} display="flex" style={{ alignItems: "center" }}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Breadcrumbs
            separator={<IconChevronRight size={14} stroke={1.8} />}
            separatorMargin={6}
            style={{ flexShrink: 0, flexWrap: "nowrap" }}
          >
            {crumbs.map((crumb) =>
              crumb.current ? (
                <Text key={crumb.to} size="sm" fw={600} c="navy.9" aria-current="page">
                  {crumb.label}
                </Text>
              ) : (
                <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm" c="dimmed" fw={500}>
                  {crumb.label}
                </Anchor>
              ),
            )}
          </Breadcrumbs>
          <span ref={slotRef} className={classes.breadcrumbSlot} />
        </Group>
      </Container>
    </nav>
  );
}
