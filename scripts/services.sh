#!/usr/bin/env bash
# Starts, stops and reports the real services the catalog needs, without Docker:
#   Elasticsearch 8 (Maven Central integ-test-zip, run as a non-root user),
#   PostgreSQL (Debian package, a private cluster under .services/pg),
#   Redis 7 (Debian package, a private instance under .services/redis).
#
# Usage: scripts/services.sh up|down|status
#        scripts/services.sh es-node stop|kill|start K   (one node of an ES_NODES>1 cluster)
#
# ES_NODES=N (default 1) starts an N-node Elasticsearch cluster on loopback instead of one node:
# node K answers HTTP on ES_PORT+K-1 and transport on ES_PORT+K+99, with its own config, data and
# logs under .services/es-cluster/node-K and discovery among the N transport ports. Point the
# service at every node with ES_URL=http://127.0.0.1:19200,http://127.0.0.1:19201,... (the
# Elasticsearch client spreads requests and retries on another node when one is down).
#
# A service whose URL is given in the environment (ES_URL, DATABASE_URL, REDIS_URL) is used as is:
# nothing is started or stopped for it. Everything this script downloads or creates lives under
# .services/ (git-ignored), so a second `up` downloads nothing.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SVC="$ROOT/.services"
ES_VERSION="${ES_VERSION:-8.19.7}"
ES_PORT="${ES_PORT:-19200}"
ES_HEAP="${ES_HEAP:-768m}"
PG_PORT="${PG_PORT:-15432}"
REDIS_PORT="${REDIS_PORT:-16379}"
ES_USER="${ES_USER:-elasticsearch}"
PG_USER="postgres"

ES_HOME="$SVC/elasticsearch-$ES_VERSION"
ES_DATA="$SVC/es-data"
ES_LOGS="$SVC/es-logs"
PG_DATA="$SVC/pg"
PG_RUN="$SVC/pg-run"
REDIS_DIR="$SVC/redis"

log() { printf '[services] %s\n' "$*" >&2; }
die() { printf '[services] ERROR: %s\n' "$*" >&2; exit 1; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing ${missing[*]} (apt-get)"
  as_root apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
}

pg_bin() {
  local d
  for d in /usr/lib/postgresql/*/bin; do [ -x "$d/pg_ctl" ] && { echo "$d"; return; }; done
  return 1
}

# ---------------------------------------------------------------- Elasticsearch
ES_NODES="${ES_NODES:-1}"

es_install() {
  command -v java >/dev/null || apt_install openjdk-17-jre-headless
  command -v unzip >/dev/null || apt_install unzip
  if [ ! -x "$ES_HOME/bin/elasticsearch" ]; then
    local zip="$HOME/.m2/repository/org/elasticsearch/distribution/integ-test-zip/elasticsearch/$ES_VERSION/elasticsearch-$ES_VERSION.zip"
    if [ ! -f "$zip" ]; then
      command -v mvn >/dev/null || apt_install maven
      log "downloading elasticsearch $ES_VERSION from Maven Central"
      mvn -q -B dependency:get -Dtransitive=false \
        "-Dartifact=org.elasticsearch.distribution.integ-test-zip:elasticsearch:$ES_VERSION:zip" \
        || die "mvn could not fetch org.elasticsearch.distribution.integ-test-zip:elasticsearch:$ES_VERSION:zip"
    fi
    mkdir -p "$SVC"
    rm -rf "$ES_HOME.tmp" && mkdir -p "$ES_HOME.tmp"
    unzip -q "$zip" -d "$ES_HOME.tmp"
    mv "$ES_HOME.tmp/elasticsearch-$ES_VERSION" "$ES_HOME" && rmdir "$ES_HOME.tmp"
  fi
  id "$ES_USER" >/dev/null 2>&1 || as_root useradd --system --no-create-home --shell /usr/sbin/nologin "$ES_USER"
}

# Sets NODE_CONF, NODE_DATA, NODE_LOGS, NODE_PID and NODE_PORT for node K (0 = the single node).
es_node_paths() {
  local k="$1"
  if [ "$k" = 0 ]; then
    NODE_CONF="$ES_HOME/config" NODE_DATA="$ES_DATA" NODE_LOGS="$ES_LOGS" NODE_PORT="$ES_PORT"
  else
    local base="$SVC/es-cluster/node-$k"
    NODE_CONF="$base/config" NODE_DATA="$base/data" NODE_LOGS="$base/logs" NODE_PORT=$((ES_PORT + k - 1))
  fi
  NODE_PID="$NODE_LOGS/es.pid"
}

# Writes the elasticsearch.yml of node K (0 = single node; else one of ES_NODES cluster nodes).
es_write_config() {
  local k="$1"
  es_node_paths "$k"
  mkdir -p "$NODE_CONF" "$NODE_DATA" "$NODE_LOGS"
  local discovery="discovery.type: single-node" name="node-1" cluster="music-catalog"
  if [ "$k" != 0 ]; then
    cp -n "$ES_HOME/config/jvm.options" "$ES_HOME/config/log4j2.properties" "$NODE_CONF/" 2>/dev/null || true
    local seeds="" masters="" i
    for i in $(seq 1 "$ES_NODES"); do
      seeds="$seeds${seeds:+, }\"127.0.0.1:$((ES_PORT + i + 99))\""
      masters="$masters${masters:+, }\"node-$i\""
    done
    discovery="discovery.seed_hosts: [$seeds]"$'\n'"cluster.initial_master_nodes: [$masters]"
    name="node-$k" cluster="music-catalog-cluster"
  fi
  printf '%s\n' \
    "cluster.name: $cluster" \
    "node.name: $name" \
    "network.host: 127.0.0.1" \
    "http.port: $NODE_PORT" \
    "transport.port: $((NODE_PORT + 100))" \
    "$discovery" \
    "xpack.security.enabled: false" \
    "xpack.ml.enabled: false" \
    "path.data: $NODE_DATA" \
    "path.logs: $NODE_LOGS" \
    "action.destructive_requires_name: false" \
    "cluster.routing.allocation.disk.threshold_enabled: false" >"$NODE_CONF/elasticsearch.yml"
  if [ "$(id -u)" = 0 ]; then chown -R "$ES_USER" "$ES_HOME" "$NODE_CONF" "$NODE_DATA" "$NODE_LOGS"; fi
  # Every parent directory must be traversable by the ES user.
  local d="$SVC"
  while [ -n "$d" ] && [ "$d" != "/" ] && [ "$d" != "." ]; do chmod o+x "$d" 2>/dev/null || true; d="$(dirname "$d")"; done
}

# Starts node K (0 = single node) as a daemon.
es_start_node() {
  local k="$1"
  es_write_config "$k"
  log "starting elasticsearch $ES_VERSION $([ "$k" = 0 ] && echo node || echo "node-$k") on 127.0.0.1:$NODE_PORT (heap $ES_HEAP)"
  local java_home
  java_home="${ES_JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}"
  local cmd="ES_PATH_CONF='$NODE_CONF' ES_JAVA_HOME='$java_home' ES_JAVA_OPTS='-Xms$ES_HEAP -Xmx$ES_HEAP' '$ES_HOME/bin/elasticsearch' -d -p '$NODE_PID' >/dev/null"
  if [ "$(id -u)" = 0 ]; then su -s /bin/bash "$ES_USER" -c "$cmd"; else bash -c "$cmd"; fi
}

# Waits until the cluster answering on PORT has NODES nodes and at least yellow health.
es_wait() {
  local port="$1" nodes="$2" i
  for i in $(seq 1 180); do
    if curl -fsS "http://127.0.0.1:$port/_cluster/health?wait_for_status=yellow&wait_for_nodes=$nodes&timeout=1s" >/dev/null 2>&1; then
      log "elasticsearch up ($nodes node(s)) after ${i}s"
      return
    fi
    sleep 1
  done
  tail -n 40 "$NODE_LOGS"/*.log >&2 2>/dev/null || true
  die "elasticsearch did not reach yellow health with $nodes node(s) in 180 s (log tail above)"
}

es_up() {
  if [ -n "${ES_URL:-}" ]; then log "ES_URL set: using $ES_URL"; return; fi
  if curl -fsS "http://127.0.0.1:$ES_PORT/_cluster/health" >/dev/null 2>&1; then log "elasticsearch already up on $ES_PORT"; return; fi
  es_install
  if [ "$ES_NODES" -le 1 ]; then
    es_start_node 0
    es_wait "$ES_PORT" 1
    return
  fi
  local k
  for k in $(seq 1 "$ES_NODES"); do es_start_node "$k"; done
  es_wait "$ES_PORT" "$ES_NODES"
}

# Stops node K (0 = single node): SIGTERM and a wait, or SIGKILL at once with MODE=kill.
es_stop_node() {
  local k="$1" mode="${2:-stop}"
  es_node_paths "$k"
  [ -f "$NODE_PID" ] || return 0
  local pid
  pid="$(cat "$NODE_PID")"
  if [ "$mode" = kill ]; then kill -9 "$pid" 2>/dev/null || true; else kill "$pid" 2>/dev/null || true; fi
  for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
  kill -9 "$pid" 2>/dev/null || true
  rm -f "$NODE_PID"
  log "elasticsearch $([ "$k" = 0 ] && echo node || echo "node-$k") $([ "$mode" = kill ] && echo killed || echo stopped)"
}

es_down() {
  [ -n "${ES_URL:-}" ] && return
  es_stop_node 0
  local k
  for k in $(seq 1 "$ES_NODES"); do es_stop_node "$k"; done
}

# `es-node stop|kill|start K`: one node of an ES_NODES cluster (failover tests).
es_node_cmd() {
  local action="${1:-}" k="${2:-}"
  [[ "$k" =~ ^[1-9][0-9]*$ ]] || die "usage: $0 es-node stop|kill|start K"
  case "$action" in
    stop | kill) es_stop_node "$k" "$action" ;;
    start)
      es_install
      es_start_node "$k"
      es_wait "$ES_PORT" "$ES_NODES"
      ;;
    *) die "usage: $0 es-node stop|kill|start K" ;;
  esac
}

# ---------------------------------------------------------------- PostgreSQL
pg_as() { if [ "$(id -u)" = 0 ]; then su -s /bin/bash "$PG_USER" -c "$*"; else bash -c "$*"; fi; }

pg_up() {
  if [ -n "${DATABASE_URL:-}" ]; then log "DATABASE_URL set: using it"; return; fi
  pg_bin >/dev/null || apt_install postgresql
  local bin; bin="$(pg_bin)"
  mkdir -p "$PG_DATA" "$PG_RUN"
  if [ "$(id -u)" = 0 ]; then chown "$PG_USER" "$PG_DATA" "$PG_RUN"; fi
  local d="$SVC"; while [ "$d" != "/" ]; do chmod o+x "$d" 2>/dev/null || true; d="$(dirname "$d")"; done
  if [ ! -f "$PG_DATA/PG_VERSION" ]; then
    log "initialising PostgreSQL cluster in $PG_DATA"
    pg_as "'$bin/initdb' -D '$PG_DATA' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null"
  fi
  if pg_as "'$bin/pg_ctl' -D '$PG_DATA' status" >/dev/null 2>&1; then
    log "postgresql already up on $PG_PORT"
  else
    log "starting postgresql on 127.0.0.1:$PG_PORT"
    pg_as "'$bin/pg_ctl' -D '$PG_DATA' -l '$PG_RUN/pg.log' -w -t 60 -o \"-p $PG_PORT -k $PG_RUN -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200\" start" >/dev/null \
      || { tail -n 30 "$PG_RUN/pg.log" >&2; die "postgresql did not start (log tail above)"; }
  fi
  local db
  for db in catalog catalog_test; do
    "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$db'" | grep -q 1 \
      || "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc "CREATE DATABASE $db"
  done
}

pg_down() {
  [ -n "${DATABASE_URL:-}" ] && return
  local bin; bin="$(pg_bin)" || return 0
  [ -f "$PG_DATA/PG_VERSION" ] || return 0
  pg_as "'$bin/pg_ctl' -D '$PG_DATA' -m fast -w stop" >/dev/null 2>&1 && log "postgresql stopped" || true
}

# ---------------------------------------------------------------- Redis
redis_up() {
  if [ -n "${REDIS_URL:-}" ]; then log "REDIS_URL set: using it"; return; fi
  command -v redis-server >/dev/null || apt_install redis-server
  if redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1; then log "redis already up on $REDIS_PORT"; return; fi
  mkdir -p "$REDIS_DIR"
  log "starting redis on 127.0.0.1:$REDIS_PORT"
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$REDIS_DIR" --daemonize yes \
    --pidfile "$SVC/redis.pid" --logfile "$SVC/redis.log" --appendonly yes --save "" \
    --maxmemory-policy noeviction
  for _ in $(seq 1 30); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && return; sleep 0.2; done
  tail -n 20 "$SVC/redis.log" >&2 || true
  die "redis did not start (log tail above)"
}

redis_down() {
  [ -n "${REDIS_URL:-}" ] && return
  redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 && log "redis stopped" || true
}

status() {
  local es pg rd
  es="$(curl -fsS "${ES_URL:-http://127.0.0.1:$ES_PORT}/_cluster/health" 2>/dev/null | sed -n 's/.*"status":"\([a-z]*\)".*/\1/p' || true)"
  if [ -n "${DATABASE_URL:-}" ]; then pg="$(psql "$DATABASE_URL" -tAc 'select 1' 2>/dev/null || true)"; else pg="$(psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc 'select 1' 2>/dev/null || true)"; fi
  if [ -n "${REDIS_URL:-}" ]; then rd="$(redis-cli -u "$REDIS_URL" ping 2>/dev/null || true)"; else rd="$(redis-cli -p "$REDIS_PORT" ping 2>/dev/null || true)"; fi
  printf 'elasticsearch: %s\npostgresql:    %s\nredis:         %s\n' "${es:-down}" "$([ "$pg" = 1 ] && echo up || echo down)" "$([ "$rd" = PONG ] && echo up || echo down)"
  [ -n "$es" ] && [ "$pg" = 1 ] && [ "$rd" = PONG ]
}

case "${1:-}" in
  up) start=$(date +%s); redis_up; pg_up; es_up; log "all services up in $(( $(date +%s) - start ))s" ;;
  down) es_down; redis_down; pg_down ;;
  status) status ;;
  es-node)
    shift
    es_node_cmd "$@"
    ;;
  *) echo "usage: $0 up|down|status|es-node stop|kill|start K" >&2; exit 2 ;;
esac
