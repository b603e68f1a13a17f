import { Paper, Stack, Text, Title } from "@mantine/core";
import { AdminPage } from "@/components/admin/admin-page";
import { useCoupons } from "../api/coupons";
import { AuditTrail } from "../components/audit-trail";
import { CouponForm } from "../components/coupon-form";
import { CouponTable } from "../components/coupon-table";

/** /admin/coupons: create coupons, see who used them, disable them. */
export function CouponsScreen() {
  const coupons = useCoupons().data?.items;
  return (
    <AdminPage
      title="Coupons"
      description="Percentage discounts on the subscription (spec: usable once per e-mail)."
    >
      <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }} component="section">
        <Stack gap="md">
          <Title order={2} fz="lg" c="navy.9">
            New coupon
          </Title>
          <CouponForm />
        </Stack>
      </Paper>
      <Paper withBorder shadow="xs" p={{ base: "sm", sm: "lg" }} component="section">
        <Stack gap="sm">
          <Title order={2} fz="lg" c="navy.9">
            All coupons
          </Title>
          {coupons && coupons.length === 0 ? <Text c="dimmed">No coupons yet.</Text> : null}
          {coupons && coupons.length > 0 ? <CouponTable coupons={coupons} /> : null}
        </Stack>
      </Paper>
      <AuditTrail title="Coupon changes" targetType="coupon" />
    </AdminPage>
  );
}
