import { Text } from "@mantine/core";
import { AdminPage } from "@/components/admin/admin-page";
import { SectionCard } from "@/components/section-card";
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
      description="Percentage discounts on the subscription. Each e-mail address can use a coupon once."
    >
      <SectionCard title="New coupon">
        <CouponForm />
      </SectionCard>
      <SectionCard title="All coupons" p={{ base: "sm", sm: "lg" }} gap="sm">
        {coupons && coupons.length === 0 ? <Text c="dimmed">No coupons yet.</Text> : null}
        {coupons && coupons.length > 0 ? <CouponTable coupons={coupons} /> : null}
      </SectionCard>
      <AuditTrail title="Coupon changes" targetType="coupon" />
    </AdminPage>
  );
}
