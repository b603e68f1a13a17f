import type { CouponResponse } from "@adviser-desk/contracts";
import { formatDateOr, formatPercent } from "@adviser-desk/format";
import { Badge, Button, Spoiler, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useSetCouponDisabled } from "../api/coupons";

function statusOf(coupon: CouponResponse, now: number) {
  if (coupon.disabledAt) return { label: "Disabled", color: "gray" };
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) < now)
    return { label: "Expired", color: "orange" };
  if (coupon.usageLimit !== null && coupon.usedBy.length >= coupon.usageLimit) {
    return { label: "Used up", color: "orange" };
  }
  return { label: "Active", color: "teal" };
}

/**
 * Every coupon with its terms, who used it (by e-mail), and disable / enable. Disabling asks
 * first, as disabling a user does: advisers holding the code are refused from then on.
 */
export function CouponTable({ coupons }: { coupons: CouponResponse[] }) {
  const toggle = useSetCouponDisabled();
  const [toDisable, setToDisable] = useState<string | null>(null);
  const now = Date.now();
  return (
    <>
      <ConfirmDialog
        opened={toDisable !== null}
        title={`Disable coupon ${toDisable ?? ""}?`}
        confirmLabel="Disable coupon"
        pending={toggle.isPending}
        onCancel={() => setToDisable(null)}
        onConfirm={() => {
          if (toDisable === null) return;
          toggle.mutate(
            { code: toDisable, disabled: true },
            { onSettled: () => setToDisable(null) },
          );
        }}
      >
        Advisers can no longer apply it. Subscriptions that already use it are not changed. You can
        enable it again here.
      </ConfirmDialog>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" aria-label="Coupons">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Discount</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Used by</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {coupons.map((coupon) => {
              const status = statusOf(coupon, now);
              return (
                <Table.Tr key={coupon.code}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text fw={700} ff="monospace">
                        {coupon.code}
                      </Text>
                      {coupon.note ? (
                        <Text size="xs" c="dimmed">
                          {coupon.note}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatPercent(coupon.discountPercent)}</Text>
                    <Text size="xs" c="dimmed">
                      {coupon.appliesTo === "first-payment" ? "first payment" : "every payment"}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateOr(coupon.expiresAt, "Never")}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {coupon.usedBy.length}
                      {coupon.usageLimit !== null ? ` of ${coupon.usageLimit}` : ""}
                    </Text>
                    {coupon.usedBy.length > 0 ? (
                      <Spoiler maxHeight={40} showLabel="all" hideLabel="less">
                        {coupon.usedBy.map((use) => (
                          <Text key={use.email} size="xs" c="dimmed">
                            {use.email}
                          </Text>
                        ))}
                      </Spoiler>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={status.color} variant="light" tt="none">
                      {status.label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color={coupon.disabledAt ? "teal" : "red"}
                      aria-label={`${coupon.disabledAt ? "Enable" : "Disable"} coupon ${coupon.code}`}
                      onClick={() =>
                        coupon.disabledAt === null
                          ? setToDisable(coupon.code)
                          : toggle.mutate({ code: coupon.code, disabled: false })
                      }
                    >
                      {coupon.disabledAt ? "Enable" : "Disable"}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
