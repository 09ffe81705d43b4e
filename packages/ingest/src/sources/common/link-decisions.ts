/**
 * Import-time link decisions, recorded, listed and undoable like resolution merges
 * (docs/entity-resolution.md, "Import-time links"). Every importer that links an entity of its
 * source to an entity already in the catalog (a `sameAs`) records each decision of its run,
 * accepted and refused alike, through {@link recordLinkDecisions} (table `link_decision`, `@mc/store`
 * link-decisions-store.ts), and refuses the links an operator vetoed (`catalog resolve --undo-link
 * SOURCE:KEY`) with the reason {@link VETOED_BY_OPERATOR}: the entity then stays its own.
 *
 * Vetoes are applied after the importer's own rules (and after `refuseSharedTargets`), so a veto
 * removes exactly the vetoed link and changes no other decision.
 */
import type { EntityKind, JsonObject } from '@mc/catalog';
import { type LinkDecisionInput, loadLinkVetoes, replaceLinkDecisions } from '@mc/store';
import type { LinkDecision } from './artist-linking';
import type { ImportContext } from '../../importer';

/** The reason of a link refused because an operator vetoed it. */
export const VETOED_BY_OPERATOR = 'vetoed by an operator';

/** Key of a vetoed link in the set `loadLinkVetoes` returns: `"<kind>:<source key>"`. */
export const linkVetoKey = (kind: EntityKind, sourceKey: string): string => `${kind}:${sourceKey}`;

/**
 * Turns every accepted decision whose key is vetoed into a refusal "vetoed by an operator" (the
 * vetoed target ids kept in its evidence as `vetoedTargets`). Mutates and returns `decisions`.
 * @param vetoed keys built with {@link linkVetoKey}.
 */
export function refuseVetoedLinks<D extends Iterable<LinkDecision>>(
  decisions: D,
  vetoed: ReadonlySet<string>,
  kind: EntityKind = 'artist',
): D {
  for (const d of decisions) {
    if (!d.target || !vetoed.has(linkVetoKey(kind, d.key))) continue;
    d.evidence = { ...d.evidence, vetoedTargets: [d.target, ...(d.alsoTargets ?? [])].map((t) => t.id) };
    d.reason = VETOED_BY_OPERATOR;
    delete d.target;
    delete d.alsoTargets;
  }
  return decisions;
}

/**
 * The record of one {@link LinkDecision}: target id (null when refused), its rule (`defaultRule`
 * when the decision names none) and evidence `{ reason, name, alsoTargets?, ...d.evidence }`.
 */
export function linkDecisionInput(d: LinkDecision, defaultRule: string, kind: EntityKind = 'artist'): LinkDecisionInput {
  const evidence: JsonObject = { reason: d.reason, name: d.name };
  if (d.alsoTargets?.length) evidence.alsoTargets = d.alsoTargets.map((t) => t.id);
  return {
    kind,
    sourceKey: d.key,
    targetId: d.target?.id ?? null,
    rule: d.rule ?? defaultRule,
    evidence: { ...evidence, ...d.evidence },
  };
}

/**
 * Records the link decisions of this run of `source`, replacing the previous run's in one
 * transaction (the one way importers record them).
 * @throws on database errors (the previous run's decisions are kept then).
 */
export async function recordLinkDecisions(
  ctx: ImportContext,
  source: string,
  decisions: readonly LinkDecisionInput[],
): Promise<void> {
  await replaceLinkDecisions(ctx.pool, source, decisions);
}

/**
 * The vetoed links of `source` (keys of {@link linkVetoKey}), for an importer whose decisions are
 * not {@link LinkDecision}s. @throws on database errors.
 */
export async function linkVetoesOf(ctx: ImportContext, source: string): Promise<ReadonlySet<string>> {
  return loadLinkVetoes(ctx.pool, source);
}

/**
 * For an importer linking its artists with {@link LinkDecision}s: refuses the vetoed links
 * ({@link refuseVetoedLinks}) and records every decision ({@link recordLinkDecisions}). Call it
 * after the importer's own rules and before it writes the links' `sameAs`.
 * @param source the importing source (the writer's); `refSource` the source of the artists'
 *   refs when another (the Discogs dump importer writes `discogs` refs).
 * @returns `decisions`, vetoed links turned into refusals. @throws on database errors.
 */
export async function recordArtistLinkDecisions<D extends LinkDecision>(
  ctx: ImportContext,
  source: string,
  decisions: D[],
  defaultRule: string,
  refSource: string = source,
): Promise<D[]> {
  refuseVetoedLinks(decisions, await linkVetoesOf(ctx, source));
  await recordLinkDecisions(
    ctx,
    source,
    decisions.map((d) => ({ ...linkDecisionInput(d, defaultRule), refSource })),
  );
  return decisions;
}
