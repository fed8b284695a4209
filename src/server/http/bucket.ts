// A budget of work time (the search gate's, src/server/http/gate.ts): it fills at `share` ms per
// ms of wall clock up to `depth` ms, and the work done is taken out of it (it may go negative).
export class Bucket {
  constructor(
    public tokens: number,
    public at: number,
  ) {}
  refill(now: number, share: number, depth: number): void {
    this.tokens = Math.min(depth, this.tokens + (now - this.at) * share);
    this.at = now;
  }
}
