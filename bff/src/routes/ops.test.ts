import { describe, expect, it } from 'vitest';
import { isWedged, STUCK_CALLS_LIMIT } from './ops';

describe('readiness: upstream calls that cannot complete (issue 17)', () => {
  it('is wedged from a few calls stuck past their time limit, or one load that never settles', () => {
    expect(isWedged({ inFlight: 40, stuck: 0 }, { stuckLoads: 0 })).toBe(false);
    // One late call on a machine too busy to run its timers in time is not a wedged pool.
    expect(isWedged({ inFlight: 1, stuck: 1 }, { stuckLoads: 0 })).toBe(false);
    expect(isWedged({ inFlight: 9, stuck: STUCK_CALLS_LIMIT }, { stuckLoads: 0 })).toBe(true);
    expect(isWedged({ inFlight: 0, stuck: 0 }, { stuckLoads: 1 })).toBe(true);
  });
});
