/** Binary heap; `less` orders the top. */
export class MinHeap<T> {
  private readonly data: T[] = [];

  constructor(private readonly less: (a: T, b: T) => number) {}

  get size(): number {
    return this.data.length;
  }

  push(value: T): void {
    const d = this.data;
    d.push(value);
    let j = d.length - 1;
    while (j > 0) {
      const parent = (j - 1) >> 1;
      if (this.less(d[j], d[parent]) >= 0) break;
      [d[j], d[parent]] = [d[parent], d[j]];
      j = parent;
    }
  }

  pop(): T | undefined {
    const d = this.data;
    if (d.length === 0) return undefined;
    const top = d[0];
    const last = d.pop()!;
    if (d.length > 0) {
      d[0] = last;
      let j = 0;
      for (;;) {
        const l = 2 * j + 1;
        const r = l + 1;
        let m = j;
        if (l < d.length && this.less(d[l], d[m]) < 0) m = l;
        if (r < d.length && this.less(d[r], d[m]) < 0) m = r;
        if (m === j) break;
        [d[j], d[m]] = [d[m], d[j]];
        j = m;
      }
    }
    return top;
  }

  minBy(key: (value: T) => number): number {
    let best = Infinity;
    for (const v of this.data) best = Math.min(best, key(v));
    return best;
  }
}
