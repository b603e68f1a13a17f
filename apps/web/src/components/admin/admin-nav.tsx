import { Button, Group, ScrollArea } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import {
  ADMIN,
  ADMIN_COUPONS,
  ADMIN_LUMP_SUMS,
  ADMIN_REPORT_TEMPLATES,
  ADMIN_SECRET,
  ADMIN_SITE_CONFIG,
  ADMIN_TAX_YEARS,
  ADMIN_TRANSFER_DUTY,
  ADMIN_USERS,
} from "@/lib/paths";

const ITEMS = [
  { label: "Overview", to: ADMIN },
  { label: "Users", to: ADMIN_USERS },
  { label: "Tax years", to: ADMIN_TAX_YEARS },
  { label: "Lump sums", to: ADMIN_LUMP_SUMS },
  { label: "Transfer duty", to: ADMIN_TRANSFER_DUTY },
  { label: "Coupons", to: ADMIN_COUPONS },
  { label: "Report templates", to: ADMIN_REPORT_TEMPLATES },
  { label: "Site config", to: ADMIN_SITE_CONFIG },
] as const;

/** The section an admin path belongs to: the longest item that is a prefix of it. */
function activeItem(pathname: string): string {
  const matches = ITEMS.filter(
    (item) => pathname === item.to || pathname.startsWith(`${item.to}/`),
  );
  return matches.reduce<string>(
    (best, item) => (item.to.length > best.length ? item.to : best),
    ADMIN,
  );
}

/**
 * Administration's own navigation, above every admin screen. On a phone it scrolls sideways, and
 * the current screen's item is brought fully into view.
 */
export function AdminNav() {
  const { pathname } = useLocation();
  const active = pathname === ADMIN_SECRET ? ADMIN_USERS : activeItem(pathname);
  const activeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active) activeRef.current?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [active]);
  return (
    <ScrollArea type="never" component="nav" aria-label="Administration">
      <Group gap={4} wrap="nowrap" pb={2} miw="max-content">
        {ITEMS.map((item) => {
          const current = item.to === active;
          return (
            <Button
              key={item.to}
              ref={current ? activeRef : undefined}
              component={Link}
              to={item.to}
              size="compact-sm"
              radius="xl"
              variant={current ? "filled" : "subtle"}
              color="navy"
              aria-current={current ? "page" : undefined}
              style={{ flexShrink: 0 }}
            >
              {item.label}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
