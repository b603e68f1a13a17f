import { Box, Button, Group } from "@mantine/core";
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
 * Administration's own navigation, above every admin screen. On a phone its items wrap onto more
 * lines: a bar that scrolled sideways hid its last items behind the edge ("Re…" at 390 px), with
 * nothing saying there was more.
 */
export function AdminNav() {
  const { pathname } = useLocation();
  const active = pathname === ADMIN_SECRET ? ADMIN_USERS : activeItem(pathname);
  return (
    <Box component="nav" aria-label="Administration">
      <Group gap={4} wrap="wrap" pb={2}>
        {ITEMS.map((item) => {
          const current = item.to === active;
          return (
            <Button
              key={item.to}
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
    </Box>
  );
}
