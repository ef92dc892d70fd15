/**
 * A growable run of 32-bit floats: one value per 100 ms block or per onset frame, for measures that can
 * only be computed once the whole signal has gone by (gating, percentiles, beat tracking). Four bytes a
 * value: ten hours of 100 ms blocks is 1.4 MB.
 */
export class Series {
  private data: Float32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Float32Array(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Float32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
  }

  /** The values pushed so far (a view, not a copy). */
  values(): Float32Array {
    return this.data.subarray(0, this.length);
  }
}
