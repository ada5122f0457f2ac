import {
  SANDBOX_FEED_MAX,
  SANDBOX_MAX_LEAD_MINUTES,
  SANDBOX_MAX_TICK_SECONDS,
  SANDBOX_MAX_TICKS,
  SANDBOX_MAX_TRAFFIC_PER_HOUR,
  SANDBOX_QUEUE_CAP,
  SANDBOX_SEED_DEFAULT,
  SANDBOX_TICK_MINUTES,
  SANDBOX_TICK_SECONDS_DEFAULT,
  SANDBOX_TRAFFIC_PER_HOUR_DEFAULT,
} from './rules.js';

/**
 * The sandbox's bounds and defaults in one object (the clock).
 *
 * @example
 * import { SANDBOX_LIMITS } from '@vetrx/core/sandbox';
 * SANDBOX_LIMITS.maxTicks // 50
 * SANDBOX_LIMITS.maxLeadMinutes // 1440
 */
export const SANDBOX_LIMITS = {
  /** Minutes of sandbox time one tick advances. */
  tickMinutes: SANDBOX_TICK_MINUTES,
  /** Most ticks one on-demand call may run. */
  maxTicks: SANDBOX_MAX_TICKS,
  /** Seconds between two automatic ticks when VETRX_SANDBOX_TICK_SECONDS is unset, and the most (a day). */
  defaultTickSeconds: SANDBOX_TICK_SECONDS_DEFAULT,
  maxTickSeconds: SANDBOX_MAX_TICK_SECONDS,
  /** New storefront traffic per location per sandbox hour when VETRX_SANDBOX_TRAFFIC_PER_HOUR is unset, and the most. */
  defaultTrafficPerHour: SANDBOX_TRAFFIC_PER_HOUR_DEFAULT,
  maxTrafficPerHour: SANDBOX_MAX_TRAFFIC_PER_HOUR,
  /** How far sandbox time may run ahead of real time, in minutes. */
  maxLeadMinutes: SANDBOX_MAX_LEAD_MINUTES,
  /** Storefront-raised pending tasks at a location above which its traffic raises no more requests. */
  queueCap: SANDBOX_QUEUE_CAP,
  /** The seed of the sandbox's randomness when VETRX_SANDBOX_SEED is unset. */
  defaultSeed: SANDBOX_SEED_DEFAULT,
  /** Most events and order lines the Sandbox page's feed shows. */
  maxFeed: SANDBOX_FEED_MAX,
} as const;
