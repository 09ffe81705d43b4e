#!/usr/bin/env bash
# Refreshes data/ (the real sample catalog shipped with the product) from ../shared/datasets.
# Billboard's 3,549 weekly files are packed into one gzipped JSON-lines file; the other datasets
# the importers read are copied as they are, with their SOURCE.md.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SRC="${1:-$ROOT/../shared/datasets}"
DST="$ROOT/data"
mkdir -p "$DST/billboard_hot100_weekly"
cp "$SRC/billboard_hot100_weekly/SOURCE.md" "$DST/billboard_hot100_weekly/"
for f in "$SRC"/billboard_hot100_weekly/date/*.json; do cat "$f"; echo; done | gzip -9n >"$DST/billboard_hot100_weekly/charts.jsonl.gz"
for d in covers_shs100k_test_cliques discogs_sample_20200806 iso_codes_countries_languages jamendolyrics_multilang \
         jp_artist_name_readings kpop_idols_groups_kpopnet musicbrainz_jsondump_flattened_ddmal \
         musicbrainz_server_fixtures musicbrainz_ws2_xml_musicbrainzngs musicbrainz_ws_json_picard spotify_top_hits_2000_2019; do
  rm -rf "${DST:?}/$d"
  cp -r "$SRC/$d" "$DST/$d"
  chmod -R u+w "$DST/$d"
done
du -sh "$DST"
