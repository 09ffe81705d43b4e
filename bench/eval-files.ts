/**
 * Where the benches find what they read but the product never ships: the labelled evaluation sets
 * (`EVAL_DIR`) and the large research datasets (`DATASETS_DIR`, e.g. the Genius layer). Each is an
 * environment variable; the defaults are the folders kept beside the repository
 * (docs/development.md "Evaluations and benchmarks").
 */
import { join, resolve } from 'node:path';

/** The folder holding this repository. */
const BESIDE = resolve(__dirname, '..', '..');

/** The labelled evaluation sets (`artist_title_dev.tsv`, `radio_dev.tsv`, `search_dev.tsv`, …). */
export const EVAL_DIR = process.env.EVAL_DIR ?? join(BESIDE, 'shared', 'eval');

/** The research datasets the benches import but `data/` does not ship. */
export const DATASETS_DIR = process.env.DATASETS_DIR ?? join(BESIDE, 'shared', 'datasets');

/** The path of evaluation set `name` in {@link EVAL_DIR}. */
export const evalFile = (name: string): string => join(EVAL_DIR, name);
