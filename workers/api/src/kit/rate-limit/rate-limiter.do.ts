import { DurableObject } from "cloudflare:workers";

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
  /** When the counted window began: `giveBack` returns an event only to the window that counted it. */
  windowStart: number;
}

interface Window {
  start: number;
  count: number;
}

/**
 * A fixed-window counter, one Durable Object per key (`auth-ip:203.0.113.9`, `login-fail:ada@…`). Keys
 * spread across objects, so there is no global hot spot, and a single object serialises its own
 * requests, so counts are exact across every isolate and colo. An alarm deletes the state when the
 * window ends, so idle keys cost nothing.
 */
export class RateLimiter extends DurableObject {
  private window: Window | undefined;

  private async current(windowMs: number, now: number): Promise<Window> {
    this.window ??= (await this.ctx.storage.get<Window>("w")) ?? { start: now, count: 0 };
    if (now - this.window.start >= windowMs) this.window = { start: now, count: 0 };
    return this.window;
  }

  /** Counts one event and says whether it fits in `limit` per `windowMs`. */
  async hit(limit: number, windowMs: number, now = Date.now()): Promise<RateDecision> {
    const w = await this.current(windowMs, now);
    w.count += 1;
    await this.ctx.storage.put("w", w);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(w.start + windowMs);
    return decide(w, limit, windowMs, now);
  }

  /**
   * Returns one event counted by `hit` in the window that began at `windowStart` (an attempt that turned
   * out to be legitimate, like a successful login). Nothing happens once that window has ended.
   */
  async giveBack(windowMs: number, windowStart: number, now = Date.now()): Promise<void> {
    const w = await this.current(windowMs, now);
    if (w.start !== windowStart || w.count === 0) return;
    w.count -= 1;
    await this.ctx.storage.put("w", w);
  }

  override async alarm() {
    this.window = undefined;
    await this.ctx.storage.deleteAll();
  }
}

function decide(w: Window, limit: number, windowMs: number, now: number): RateDecision {
  const allowed = w.count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - w.count),
    retryAfterMs: allowed ? 0 : w.start + windowMs - now,
    windowStart: w.start,
  };
}
