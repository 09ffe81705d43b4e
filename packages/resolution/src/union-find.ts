/**
 * Clustering of candidate pairs with a cluster-level veto: a disjoint-set forest (union by lowest
 * id, so a cluster's representative is always its lowest id: the surviving id of a merge) whose
 * `union` refuses to join two clusters when `compatible` says their combined members conflict
 * (two MusicBrainz ids, two birth dates...). Tarjan, "Efficiency of a good but not linear set
 * union algorithm" (JACM 1975), with path halving.
 */

/** Disjoint sets of numeric ids, each represented by its lowest id. */
export class MergeClusters<T> {
  private readonly parent = new Map<number, number>();
  private readonly members = new Map<number, T[]>();

  /**
   * @param facts the facts of each id (what `compatible` compares).
   * @param compatible true when the facts of two clusters may be one entity.
   */
  constructor(
    private readonly facts: Map<number, T>,
    private readonly compatible: (a: readonly T[], b: readonly T[]) => boolean,
  ) {}

  /** The representative (lowest id) of `id`'s cluster. */
  find(id: number): number {
    let x = id;
    for (;;) {
      const p = this.parent.get(x) ?? x;
      if (p === x) return x;
      const gp = this.parent.get(p) ?? p;
      this.parent.set(x, gp);
      x = gp;
    }
  }

  private membersOf(root: number): T[] {
    return this.members.get(root) ?? [this.facts.get(root)!];
  }

  /** Joins the clusters of `a` and `b` unless they conflict. @returns true when joined (or already one). */
  union(a: number, b: number): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return true;
    const ma = this.membersOf(ra);
    const mb = this.membersOf(rb);
    if (!this.compatible(ma, mb)) return false;
    const [root, child] = ra < rb ? [ra, rb] : [rb, ra];
    this.parent.set(child, root);
    this.members.set(root, [...ma, ...mb]);
    this.members.delete(child);
    return true;
  }
}
