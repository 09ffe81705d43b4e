import type { Response } from 'express';
import { recordWorkDone, refundedUnits } from './quota';

describe('the refund rule', () => {
  it('gives back, after a 5xx, the units of work not done, and nothing after any other answer', () => {
    expect(refundedUnits(503, { units: 100, done: 0 })).toBe(100);
    expect(refundedUnits(503, { units: 100, done: 40 })).toBe(60);
    expect(refundedUnits(500, { units: 1, done: 1 })).toBe(0);
    expect(refundedUnits(200, { units: 100, done: 0 })).toBe(0);
    expect(refundedUnits(404, { units: 1, done: 0 })).toBe(0);
  });

  it('records work done on the charge, never more than was charged', () => {
    const charge = { units: 150, done: 0 };
    const res = { locals: { quotaCharge: charge } } as unknown as Response;
    recordWorkDone(res, 100);
    recordWorkDone(res, 100);
    expect(charge.done).toBe(150);
    expect(() => recordWorkDone({ locals: {} } as unknown as Response, 5)).not.toThrow();
  });
});
