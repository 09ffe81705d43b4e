import { plainProgressBoard, progressCallback } from './progress';

/** A plain board on a clock the test moves, collecting its lines. */
function board(intervalMs = 5000) {
  let t = 0;
  const lines: string[] = [];
  const b = plainProgressBoard({ intervalMs, now: () => t, write: (l) => lines.push(l) });
  return { b, lines, advance: (ms: number) => (t += ms) };
}

describe('plain progress (output not on a terminal)', () => {
  it('prints nothing for a task that ends within the interval', () => {
    const { b, lines, advance } = board();
    const task = b.task('billboard: records', 100);
    for (let i = 0; i < 100; i++) {
      advance(10);
      task.increment();
    }
    task.stop();
    b.stop();
    expect(lines).toEqual([]);
  });

  it('prints one line per interval at most, with value, total and percentage', () => {
    const { b, lines, advance } = board();
    const task = b.task('recording', 1000);
    for (let i = 0; i < 1000; i++) {
      advance(100); // 100 s in all → a line every 5 s
      task.increment();
    }
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe('recording: 50/1000 (5%)');
    expect(lines[19]).toBe('recording: 1000/1000 (100%)');
    expect(lines.every((l) => l.trim() !== '')).toBe(true);
  });

  it('prints no line when nothing moved since the last one', () => {
    const { b, lines, advance } = board();
    const task = b.task('artist', 10);
    advance(6000);
    task.update(3);
    advance(6000);
    task.update(3);
    expect(lines).toEqual(['artist: 3/10 (30%)']);
  });

  it('follows a total learnt later (index builds report done and total together)', () => {
    const { b, lines, advance } = board();
    const onProgress = progressCallback(b, 'album');
    advance(6000);
    onProgress(20, 80);
    expect(lines).toEqual(['album: 20/80 (25%)']);
  });

  it('prints log lines as they come', () => {
    const { b, lines } = board();
    b.log('recording: 12 documents in catalog_recording_v7_1');
    expect(lines).toEqual(['recording: 12 documents in catalog_recording_v7_1']);
  });
});
