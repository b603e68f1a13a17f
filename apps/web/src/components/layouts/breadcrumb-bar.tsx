import { Anchor, Breadcrumbs, Container, Text } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { breadcrumbs } from "@/lib/breadcrumbs";
import classes from "./app-layout.module.css";

/** Spec §2: Home, then the current route name with dashes replaced by spaces. */
export function BreadcrumbBar() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbs(pathname);
  return (
    <nav aria-label="Breadcrumb" className={classes.breadcrumbBar}>
      <Container size="lg" py={10}>
        <Breadcrumbs separator={<IconChevronRight size={14} stroke={1.8} />} separatorMargin={6}>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <Text
                key={crumb.to}
                size="sm"
                fw={600}
                c="navy.9"
                tt="capitalize"
                aria-current="page"
              >
                {crumb.label}
              </Text>
            ) : (
              <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm" c="dimmed" fw={500}>
                {crumb.label}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      </Container>
    </nav>
  );
}
