import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/support/auth-steps";
import { createTestApp, type TestApp } from "../../test/support/test-app";
import { redisRateLimitStore } from "./rate-limit-store";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

// Redis runs on this kind of machine and CI's; with REDIS_URL the counters live there.
describe("rate-limit counters in Redis (REDIS_URL)", () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    t = await createTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    await t.close();
    await redis.quit();
  });

  it("counts one window per key and reports when it resets", async () => {
    const store = redisRateLimitStore(redis);
    const key = `test:${Date.now()}:${Math.random()}`;
    expect((await store.hit(key, 60)).count).toBe(1);
    const second = await store.hit(key, 60);
    expect(second.count).toBe(2);
    expect(second.retryAfterSeconds).toBeGreaterThan(0);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("the app blocks the 6th sign-in for one address using Redis, not the database", async () => {
    const email = `redis.limit.${Date.now()}@example.co.za`;
    for (let i = 0; i < 5; i++) expect((await signIn(t.client(), email, "wrong")).status).toBe(401);
    expect((await signIn(t.client(), email, "wrong")).status).toBe(429);
    expect(await redis.get(`rl:email:${email}:/sign-in/email`)).toBe("6");
    const rows = await t.database.db.query.rateLimitCounter.findMany();
    expect(rows.some((r) => r.key.includes(email))).toBe(false);
  });
});
