import type { Redis } from "ioredis";
import type { Db } from "#server/db/database";
import { countHit } from "./rate-limit-queries";

export interface WindowCount {
  count: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/** Counts hits per key in fixed windows; shared by every server instance. */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<WindowCount>;
}

/** One atomic upsert per hit, so concurrent instances never lose a count. */
export function databaseRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowSeconds) {
      return (
        (await countHit(db, key, windowSeconds)) ?? { count: 1, retryAfterSeconds: windowSeconds }
      );
    },
  };
}

export function redisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    async hit(key, windowSeconds) {
      const redisKey = `rl:${key}`;
      const results = await redis
        .multi()
        .set(redisKey, 0, "EX", windowSeconds, "NX")
        .incr(redisKey)
        .ttl(redisKey)
        .exec();
      const count = Number(results?.[1]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
      return { count, retryAfterSeconds: Math.max(1, ttl) };
    },
  };
}
