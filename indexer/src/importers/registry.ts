/**
 * Every importer, in dependency order (an importer's `dependsOn` sources come before it).
 * Each helper module exports one `Importer`; add it here.
 */
import type { Importer } from './importer';

export const IMPORTERS: Importer[] = [];
