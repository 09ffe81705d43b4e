import { Slots } from './limits';

describe('Slots', () => {
  it('runs at most `size` holders at once and hands slots over in arrival order', async () => {
    const slots = new Slots(1);
    const order: string[] = [];
    let release!: () => void;
    const first = slots.run(() => new Promise<void>((r) => (release = r)).then(() => void order.push('first')));
    const second = slots.run(async () => void order.push('second'));
    await Promise.resolve();
    expect(order).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
  });

  it('lets a waiting caller leave the queue when its signal aborts, without taking a slot', async () => {
    const slots = new Slots(1);
    let release!: () => void;
    const holder = slots.run(() => new Promise<void>((r) => (release = r)));
    const deadline = new AbortController();
    const waiting = jest.fn(async () => 'ran');
    const late = slots.run(waiting, deadline.signal);
    deadline.abort(new DOMException('the request deadline has passed', 'TimeoutError'));
    await expect(late).rejects.toMatchObject({ name: 'TimeoutError' });
    const next = slots.run(async () => 'next');
    release();
    await holder;
    expect(await next).toBe('next');
    expect(waiting).not.toHaveBeenCalled();
  });
});
