-- Custom: count the uses recorded before the counter existed (never above the limit, so the
-- CHECK constraint holds even where the old read-then-write let a limit be exceeded).
UPDATE "coupon" SET "uses_count" = LEAST(
  (SELECT count(*) FROM "coupon_use" WHERE "coupon_use"."code" = "coupon"."code"),
  COALESCE("coupon"."usage_limit", 2147483647)
);
