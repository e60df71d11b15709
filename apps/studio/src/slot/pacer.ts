/** Pauses in a presentation that the player can cut short (tap or space hurries them all). */
export class Pacer {
  private pending = new Set<() => void>();

  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        window.clearTimeout(timer);
        this.pending.delete(done);
        resolve();
      };
      const timer = window.setTimeout(done, ms);
      this.pending.add(done);
    });
  }

  hurry(): void {
    [...this.pending].forEach((done) => done());
  }
}
