// Time comes from one place so tests can move it (token expiry, link expiry, later recurring charges).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can advance. */
export class ManualClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * Real time plus an offset that can only grow: the test clock of a test installation
 * (TEST_CLOCK=1), like a payment provider's test clocks — a manager advances it to see the next
 * rate of a subscription charged without waiting a month.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    if (ms > 0) this.offsetMs += ms;
  }
}

export function canAdvance(clock: Clock): clock is Clock & { advance(ms: number): void } {
  return typeof (clock as { advance?: unknown }).advance === "function";
}
