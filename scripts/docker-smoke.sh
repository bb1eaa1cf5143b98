#!/usr/bin/env bash
# Smoke-test the repository's Dockerfile without a Docker engine.
#
# Builds the UNCHANGED Dockerfile with podman (runc runtime), runs the image,
# and checks that GET /healthz and GET / answer 200 (and / is HTML), that the
# container runs as non-root, that DATA_DIR (/data) is a writable volume and
# that the image's HEALTHCHECK passes. Then it stops and removes the container.
#
# The base image node:20-bookworm-slim cannot be pulled here, so it is stood in
# for by a local image: a Debian bookworm rootfs (debootstrap, minbase) plus
# this machine's Node 20 (node, npm, npx, corepack and the C/C++ headers,
# laid out in /usr/local like the official image, with a `node` user 1000:1000),
# tagged docker.io/library/node:20-bookworm-slim. The build runs with
# --pull=never so FROM resolves to it. The debootstrap rootfs is cached under
# $KARMA_DOCKER_BASE_DIR and the stand-in image is only rebuilt when missing or
# when this machine's Node version changed.
#
# Usage (as root):  bash scripts/docker-smoke.sh [--clean | --purge]
#   --clean  remove the smoke image and dangling build layers, then exit
#   --purge  --clean, plus the stand-in base image and the cached rootfs
#
# Environment (all optional):
#   KARMA_DOCKER_BASE_DIR        cache dir for the rootfs   (/var/tmp/karma-docker-base)
#   KARMA_SMOKE_CONTEXT          build context              (repository root)
#   KARMA_SMOKE_IMAGE            image tag to build         (localhost/karma-search:smoke)
#   KARMA_SMOKE_PORT             host port on 127.0.0.1     (a free port)
#   KARMA_SMOKE_NETWORK          bridge | host              (bridge)
#   KARMA_SMOKE_STORAGE_DRIVER   e.g. vfs if overlay fails  (podman's default)
#   KARMA_SMOKE_START_TIMEOUT    seconds to wait for /healthz          (90)
#   KARMA_SMOKE_BUILD_TIMEOUT    seconds allowed for `podman build`    (1800)
#   KARMA_SMOKE_PRUNE_BUILD_CACHE 1 drops the build-stage layers after the build
#                                (kept by default: reruns reuse the npm install layer)
#   KARMA_SMOKE_REBUILD_BASE     1 re-creates the stand-in base image
#   KARMA_SMOKE_DEBIAN_MIRROR    debootstrap/apt mirror     (http://deb.debian.org/debian)

set -Eeuo pipefail

log() { printf '[docker-smoke] %s\n' "$*" >&2; }
die() {
  printf '[docker-smoke] FAIL: %s\n' "$*" >&2
  exit 1
}

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CONTEXT=${KARMA_SMOKE_CONTEXT:-$REPO_ROOT}
BASE_DIR=${KARMA_DOCKER_BASE_DIR:-/var/tmp/karma-docker-base}
IMAGE=${KARMA_SMOKE_IMAGE:-localhost/karma-search:smoke}
NETWORK=${KARMA_SMOKE_NETWORK:-bridge}
START_TIMEOUT=${KARMA_SMOKE_START_TIMEOUT:-90}
BUILD_TIMEOUT=${KARMA_SMOKE_BUILD_TIMEOUT:-1800}
MIRROR=${KARMA_SMOKE_DEBIAN_MIRROR:-http://deb.debian.org/debian}
BASE_REF=docker.io/library/node:20-bookworm-slim
STANDIN_LABEL=io.karma.docker-smoke.stand-in
SUITE=bookworm
ROOTFS=$BASE_DIR/rootfs-$SUITE-minbase
CONTAINER=karma-docker-smoke-$$
ULIMITS=(--ulimit nofile=1024:1024 --ulimit nproc=1024:1024)

MODE=run
case "${1:-}" in
  '') ;;
  --clean) MODE=clean ;;
  --purge) MODE=purge ;;
  -h | --help)
    sed -n '2,/^set -Eeuo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
    exit 0
    ;;
  *) die "unknown argument '$1' (try --help)" ;;
esac

case "$NETWORK" in
  bridge | host) ;;
  *) die "KARMA_SMOKE_NETWORK must be 'bridge' or 'host', not '$NETWORK'" ;;
esac

[[ $(id -u) == 0 ]] || die "must run as root (rootful podman with the runc runtime)"

# --------------------------------------------------------------------------
# Tools
# --------------------------------------------------------------------------
missing=()
command -v podman >/dev/null 2>&1 || missing+=(podman)
command -v runc >/dev/null 2>&1 || missing+=(runc)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v flock >/dev/null 2>&1 || missing+=(util-linux)
if ((${#missing[@]})); then
  log "installing missing packages: ${missing[*]}"
  timeout --foreground 300 apt-get update -qq || die "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive timeout --foreground 600 apt-get install -y -qq "${missing[@]}" >/dev/null ||
    die "apt-get install ${missing[*]} failed"
fi

RUNC=$(command -v runc)
PODMAN=(podman --runtime "$RUNC")
if [[ -n ${KARMA_SMOKE_STORAGE_DRIVER:-} ]]; then
  PODMAN+=(--storage-driver "$KARMA_SMOKE_STORAGE_DRIVER")
fi

mkdir -p "$BASE_DIR"
# Serialise concurrent runs (shared cache, image tags and base image).
exec 9>"$BASE_DIR/.lock"
flock -w 900 9 || die "another docker-smoke run holds $BASE_DIR/.lock (waited 900s)"

# --------------------------------------------------------------------------
# Cleanup
# --------------------------------------------------------------------------
STAGE=""
TMP=""
CONTAINER_STARTED=0
BUILD_RUNNING=0
BUILDERS_BEFORE=""
external_containers() { # buildah working containers (podman's build containers)
  "${PODMAN[@]}" ps -a --external --format '{{.ID}}' 2>/dev/null | sort
}
cleanup() {
  local rc=$?
  set +e
  if ((BUILD_RUNNING)); then
    # An interrupted or failed build leaves buildah working containers behind.
    local leftover
    leftover=$(comm -13 <(printf '%s\n' "$BUILDERS_BEFORE") <(external_containers))
    if [[ -n $leftover ]]; then
      # shellcheck disable=SC2086
      timeout --foreground 120 "${PODMAN[@]}" rm -f $leftover >/dev/null 2>&1
    fi
  fi
  if ((CONTAINER_STARTED)); then
    timeout --foreground 30 "${PODMAN[@]}" logs "$CONTAINER" >"$LOGS/container.log" 2>&1
    timeout --foreground 60 "${PODMAN[@]}" rm -f -v -t 5 "$CONTAINER" >/dev/null 2>&1
  fi
  [[ -n $STAGE && -d $STAGE ]] && rm -rf --one-file-system "$STAGE"
  [[ -n $TMP && -d $TMP ]] && rm -rf "$TMP"
  if ((rc != 0)); then
    printf '[docker-smoke] FAILED (exit %d)\n' "$rc" >&2
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

prune_build_layers() {
  # Dangling images built on top of the stand-in base (build-stage layers of
  # this and earlier runs); the tagged smoke image and its parents are kept.
  timeout --foreground 300 "${PODMAN[@]}" image prune -f --filter "label=$STANDIN_LABEL" >/dev/null 2>&1 || true
}

if [[ $MODE != run ]]; then
  log "removing $IMAGE and dangling build layers"
  timeout --foreground 120 "${PODMAN[@]}" rmi -f "$IMAGE" >/dev/null 2>&1 || true
  prune_build_layers
  if [[ $MODE == purge ]]; then
    if [[ -n $("${PODMAN[@]}" image inspect -f "{{index .Labels \"$STANDIN_LABEL\"}}" "$BASE_REF" 2>/dev/null) ]]; then
      log "removing stand-in base image $BASE_REF"
      timeout --foreground 120 "${PODMAN[@]}" rmi -f "$BASE_REF" >/dev/null 2>&1 || true
    fi
    log "removing cached rootfs $ROOTFS and logs"
    rm -rf --one-file-system "$ROOTFS" "$ROOTFS.ok" "$ROOTFS.tmp" "$BASE_DIR/logs"
  fi
  log "done"
  exit 0
fi

[[ -f $CONTEXT/Dockerfile ]] || die "no Dockerfile in build context $CONTEXT"

START_TS=$SECONDS
TMP=$(mktemp -d /tmp/karma-docker-smoke.XXXXXX)
LOGS=$BASE_DIR/logs # logs of the last run, kept for inspection
mkdir -p "$LOGS"
rm -f "$LOGS"/*.log

# --------------------------------------------------------------------------
# Stand-in for node:20-bookworm-slim
# --------------------------------------------------------------------------
HOST_NODE=$(command -v node || true)
[[ -n $HOST_NODE ]] || die "no node on PATH: the stand-in base image copies this machine's Node 20"
HOST_NODE=$(readlink -f "$HOST_NODE")
NODE_VERSION=$("$HOST_NODE" -v)
[[ $NODE_VERSION == v20.* ]] || die "this machine's node is $NODE_VERSION; the stand-in for node:20 needs Node 20"

pkg_dir_of() { # pkg_dir_of CMD LEVELS -> package directory of an npm-installed CLI
  local p
  p=$(command -v "$1" 2>/dev/null) || return 1
  p=$(readlink -f "$p")
  local i
  for ((i = 0; i < $2; i++)); do p=$(dirname "$p"); done
  [[ -f $p/package.json ]] && printf '%s\n' "$p"
}

find_node_headers() {
  local nodedir d
  nodedir=$(npm config get nodedir 2>/dev/null || true)
  for d in "${npm_config_nodedir:-}" "$nodedir" "$(dirname "$(dirname "$HOST_NODE")")" /usr/local /usr; do
    [[ -n $d && $d != undefined && $d != null ]] || continue
    if [[ -f $d/include/node/node_version.h && -f $d/include/node/common.gypi ]]; then
      printf '%s\n' "$d/include/node"
      return 0
    fi
  done
  return 1
}

standin_label() {
  "${PODMAN[@]}" image inspect -f "{{index .Labels \"$STANDIN_LABEL\"}}" "$BASE_REF" 2>/dev/null || true
}

ensure_rootfs() {
  if [[ -f $ROOTFS.ok && -x $ROOTFS/bin/sh ]]; then
    log "using cached Debian $SUITE rootfs $ROOTFS"
    return 0
  fi
  log "debootstrap --variant=minbase $SUITE into $ROOTFS (once; cached afterwards)"
  rm -rf --one-file-system "$ROOTFS" "$ROOTFS.ok" "$ROOTFS.tmp"
  timeout --foreground 900 debootstrap --variant=minbase "$SUITE" "$ROOTFS.tmp" "$MIRROR" >"$LOGS/debootstrap.log" 2>&1 || {
    tail -n 30 "$LOGS/debootstrap.log" >&2
    rm -rf --one-file-system "$ROOTFS.tmp"
    die "debootstrap failed (log above)"
  }
  mv "$ROOTFS.tmp" "$ROOTFS"
  printf '%s %s minbase\n' "$SUITE" "$MIRROR" >"$ROOTFS.ok"
}

build_standin() {
  local headers npm_dir corepack_dir ca=""
  headers=$(find_node_headers) || die "Node headers (include/node/node_version.h) not found; set npm_config_nodedir"
  npm_dir=$(pkg_dir_of npm 2) || die "cannot locate this machine's npm installation"
  corepack_dir=$(pkg_dir_of corepack 2 || true)

  ensure_rootfs

  STAGE=$BASE_DIR/stage.$$
  rm -rf --one-file-system "$STAGE"
  cp -a "$ROOTFS" "$STAGE"

  # Like debian:bookworm-slim: deb822 sources, no docs/man/locales, no caches.
  rm -f "$STAGE/etc/apt/sources.list" "$STAGE/etc/hostname"
  : >"$STAGE/etc/resolv.conf"
  cat >"$STAGE/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $MIRROR
Suites: $SUITE $SUITE-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${MIRROR%/debian}/debian-security
Suites: $SUITE-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  mkdir -p "$STAGE/etc/dpkg/dpkg.cfg.d"
  cat >"$STAGE/etc/dpkg/dpkg.cfg.d/docker" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/man/*
EOF
  find "$STAGE/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete 2>/dev/null || true
  rm -rf "$STAGE"/usr/share/{groff,info,linda,lintian,locale,man}/* \
    "$STAGE"/var/lib/apt/lists/* "$STAGE"/var/cache/apt/*.bin "$STAGE"/var/cache/apt/archives/*.deb \
    "$STAGE"/var/log/*.log "$STAGE"/var/log/apt/* "$STAGE"/tmp/* 2>/dev/null || true

  # Node, npm, npx, corepack and headers in /usr/local, as in the official image.
  mkdir -p "$STAGE/usr/local/bin" "$STAGE/usr/local/lib/node_modules" "$STAGE/usr/local/include"
  cp -a "$HOST_NODE" "$STAGE/usr/local/bin/node"
  cp -a "$npm_dir" "$STAGE/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$STAGE/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$STAGE/usr/local/bin/npx"
  if [[ -n $corepack_dir ]]; then
    cp -a "$corepack_dir" "$STAGE/usr/local/lib/node_modules/corepack"
    ln -sf ../lib/node_modules/corepack/dist/corepack.js "$STAGE/usr/local/bin/corepack"
  fi
  cp -a "$headers" "$STAGE/usr/local/include/node"
  cat >"$STAGE/usr/local/bin/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e

# Run command with node if the first argument contains a "-" or is not a system command.
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi

exec "$@"
EOF
  chmod 0755 "$STAGE/usr/local/bin/docker-entrypoint.sh"

  # The official image's unprivileged user.
  chroot "$STAGE" /usr/sbin/groupadd --gid 1000 node
  chroot "$STAGE" /usr/sbin/useradd --uid 1000 --gid node --shell /bin/bash --create-home node

  # Only a stand-in artefact: if this machine reaches the npm registry through
  # a TLS-intercepting egress proxy, its CA bundle must be trusted inside the
  # build too. Real node:20-bookworm-slim needs nothing of the sort.
  local changes=(
    --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
    --change "ENV NODE_VERSION=${NODE_VERSION#v}"
    --change "LABEL $STANDIN_LABEL=$NODE_VERSION"
    --change 'ENTRYPOINT ["docker-entrypoint.sh"]'
    --change 'CMD ["node"]'
  )
  if [[ -s /etc/ssl/certs/ca-certificates.crt ]]; then
    ca=/usr/local/share/karma-docker-smoke/host-ca-certificates.crt
    mkdir -p "$STAGE$(dirname "$ca")"
    cp /etc/ssl/certs/ca-certificates.crt "$STAGE$ca"
    changes+=(--change "ENV NODE_EXTRA_CA_CERTS=$ca")
  fi

  log "importing stand-in base image as $BASE_REF (node $NODE_VERSION, headers from $headers)"
  tar --numeric-owner -C "$STAGE" -cf - . |
    timeout --foreground 600 "${PODMAN[@]}" import -q "${changes[@]}" - "$BASE_REF" >/dev/null ||
    die "podman import of the stand-in base image failed"
  rm -rf --one-file-system "$STAGE"
  STAGE=""

  # Sanity: node, npm and the headers work inside it.
  timeout --foreground 120 "${PODMAN[@]}" run --rm --pull=never "${ULIMITS[@]}" --network none "$BASE_REF" \
    sh -c 'node -v && npm -v >/dev/null && test -f /usr/local/include/node/node_version.h && id -u node' \
    >"$LOGS/base-check.log" 2>&1 || {
    cat "$LOGS/base-check.log" >&2
    die "stand-in base image does not run node/npm"
  }
}

existing=$(standin_label)
if "${PODMAN[@]}" image exists "$BASE_REF" && [[ -z $existing ]]; then
  log "using existing (non-stand-in) image $BASE_REF"
elif [[ $existing == "$NODE_VERSION" && ${KARMA_SMOKE_REBUILD_BASE:-0} != 1 ]]; then
  log "using cached stand-in base image $BASE_REF ($existing)"
else
  [[ -n $existing ]] && log "re-creating stand-in base image (had $existing, node is $NODE_VERSION)"
  old_base=$("${PODMAN[@]}" image inspect -f '{{.Id}}' "$BASE_REF" 2>/dev/null || true)
  build_standin
  if [[ -n $old_base ]]; then
    "${PODMAN[@]}" rmi "$old_base" >/dev/null 2>&1 || true # still used by cached layers: fine
  fi
fi
BASE_TS=$SECONDS

# --------------------------------------------------------------------------
# Build the Dockerfile, unchanged
# --------------------------------------------------------------------------
build_net=()
[[ $NETWORK == host ]] && build_net=(--network host)
old_image=$("${PODMAN[@]}" image inspect -f '{{.Id}}' "$IMAGE" 2>/dev/null || true)

log "podman build --pull=never -f $CONTEXT/Dockerfile -t $IMAGE (log: $LOGS/build.log)"
BUILDERS_BEFORE=$(external_containers)
BUILD_RUNNING=1
if ! timeout --foreground "$BUILD_TIMEOUT" "${PODMAN[@]}" build --pull=never --format docker "${ULIMITS[@]}" "${build_net[@]}" \
  -f "$CONTEXT/Dockerfile" -t "$IMAGE" "$CONTEXT" >"$LOGS/build.log" 2>&1; then
  tail -n 60 "$LOGS/build.log" >&2
  die "podman build failed or exceeded ${BUILD_TIMEOUT}s (last 60 lines above)"
fi
BUILD_RUNNING=0
new_image=$("${PODMAN[@]}" image inspect -f '{{.Id}}' "$IMAGE")
if [[ -n $old_image && $old_image != "$new_image" ]]; then
  "${PODMAN[@]}" rmi "$old_image" >/dev/null 2>&1 || true
fi
if [[ ${KARMA_SMOKE_PRUNE_BUILD_CACHE:-0} == 1 ]]; then
  prune_build_layers
fi
size=$("${PODMAN[@]}" image inspect -f '{{.Size}}' "$IMAGE")
BUILD_TS=$SECONDS
log "built $IMAGE ($((size / 1000000)) MB) in $((BUILD_TS - BASE_TS))s"

# Static checks on the image config.
cfg_user=$("${PODMAN[@]}" image inspect -f '{{.Config.User}}' "$IMAGE")
[[ -n $cfg_user && $cfg_user != root && $cfg_user != 0 && $cfg_user != 0:* && $cfg_user != root:* ]] ||
  die "image USER is '${cfg_user:-<unset>}', expected a non-root user"
cfg_health=$("${PODMAN[@]}" image inspect -f '{{if .Config.Healthcheck}}{{join .Config.Healthcheck.Test " "}}{{end}}' "$IMAGE" 2>/dev/null || true)
[[ $cfg_health == *healthz* ]] || die "image has no HEALTHCHECK on /healthz (got '${cfg_health}')"
# shellcheck disable=SC2016 # expanded by podman/the container, not here
cfg_volumes=$("${PODMAN[@]}" image inspect -f '{{range $k, $v := .Config.Volumes}}{{$k}} {{end}}' "$IMAGE")
[[ " $cfg_volumes " == *" /data "* ]] || die "image does not declare VOLUME /data (volumes: '${cfg_volumes}')"

# --------------------------------------------------------------------------
# Run it on its embedded defaults
# --------------------------------------------------------------------------
free_port() {
  node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}
PORT=${KARMA_SMOKE_PORT:-$(free_port)}
[[ $PORT =~ ^[0-9]+$ ]] || die "bad port '$PORT'"

run_net=(-p "127.0.0.1:$PORT:3000")
if [[ $NETWORK == host ]]; then
  # The container shares the host's network; move the app to the free port.
  run_net=(--network host -e "PORT=$PORT")
fi

log "starting container $CONTAINER on 127.0.0.1:$PORT"
CONTAINER_STARTED=1
# --health-interval=disable: no systemd here to schedule the HEALTHCHECK; it is
# run by hand below. (podman 4.3 still logs harmless systemd errors, hidden.)
timeout --foreground 120 "${PODMAN[@]}" run -d --name "$CONTAINER" --pull=never "${ULIMITS[@]}" \
  --health-interval=disable -e SEARCH_WORKERS=2 "${run_net[@]}" "$IMAGE" >/dev/null 2>"$LOGS/run.log" || {
  cat "$LOGS/run.log" >&2
  die "podman run failed"
}

container_logs() {
  log "container logs (last 40 lines):"
  timeout --foreground 30 "${PODMAN[@]}" logs --tail 40 "$CONTAINER" >&2 2>&1 || true
}
fail() {
  container_logs
  die "$*"
}

BASE_URL=http://127.0.0.1:$PORT
deadline=$((SECONDS + START_TIMEOUT))
until curl -fsS -m 3 -o /dev/null "$BASE_URL/healthz" 2>/dev/null; do
  running=$("${PODMAN[@]}" inspect -f '{{.State.Running}}' "$CONTAINER" 2>/dev/null || echo false)
  [[ $running == true ]] || fail "container exited before answering /healthz"
  ((SECONDS < deadline)) || fail "no answer on $BASE_URL/healthz within ${START_TIMEOUT}s"
  sleep 1
done
UP_TS=$SECONDS
log "container answered /healthz after $((UP_TS - BUILD_TS))s"

fetch() { # fetch PATH BODYFILE -> prints "STATUS CONTENT_TYPE"
  curl -sS -m 15 -o "$2" -w '%{http_code} %{content_type}' "$BASE_URL$1"
}

out=$(fetch /healthz "$TMP/healthz.body") || fail "GET /healthz failed (curl: $out)"
read -r status ctype <<<"$out"
[[ $status == 200 ]] || fail "GET /healthz returned $status, expected 200"
grep -Eq '"status"[[:space:]]*:[[:space:]]*"ok"' "$TMP/healthz.body" ||
  fail "GET /healthz body is not {\"status\":\"ok\"}: $(head -c 200 "$TMP/healthz.body")"
log "GET /healthz -> $status $ctype $(head -c 100 "$TMP/healthz.body")"

out=$(fetch / "$TMP/index.body") || fail "GET / failed (curl: $out)"
read -r status ctype <<<"$out"
[[ $status == 200 ]] || fail "GET / returned $status, expected 200"
[[ $ctype == text/html* ]] || fail "GET / content-type is '$ctype', expected text/html"
grep -qi '<html' "$TMP/index.body" || fail "GET / body contains no <html: $(head -c 200 "$TMP/index.body")"
log "GET / -> $status $ctype ($(wc -c <"$TMP/index.body") bytes of HTML)"

# A search answered by the local index in a worker thread (dist/search-worker.js, SEARCH_WORKERS=2
# whatever the cores), over the starter index the server built at first start.
out=$(fetch /readyz "$TMP/readyz.body") || fail "GET /readyz failed (curl: $out)"
read -r status ctype <<<"$out"
[[ $status == 200 ]] || fail "GET /readyz returned $status: $(head -c 300 "$TMP/readyz.body")"
out=$(fetch '/search?q=biodiversity&t=web' "$TMP/search.body") || fail "GET /search failed (curl: $out)"
read -r status ctype <<<"$out"
[[ $status == 200 ]] || fail "GET /search returned $status, expected 200"
grep -Eqi 'class="result__title"[^>]*>[^<]*biodiversity' "$TMP/search.body" ||
  fail "GET /search?q=biodiversity shows no result about biodiversity"
log "GET /readyz -> 200; GET /search?q=biodiversity -> results from the worker"

uid=$(timeout --foreground 30 "${PODMAN[@]}" exec "$CONTAINER" id -u) || fail "podman exec failed"
[[ $uid != 0 ]] || fail "the app runs as root"
# shellcheck disable=SC2016 # expanded by podman/the container, not here
timeout --foreground 30 "${PODMAN[@]}" exec "$CONTAINER" sh -c 'test -w "$DATA_DIR" && test "$DATA_DIR" = /data' ||
  fail "DATA_DIR is not /data or not writable by uid $uid"
mounts=$("${PODMAN[@]}" inspect -f '{{range .Mounts}}{{.Destination}} {{end}}' "$CONTAINER")
[[ " $mounts " == *" /data "* ]] || fail "/data is not mounted as a volume (mounts: '$mounts')"
log "runs as uid $uid; /data is a writable volume"

# The image's own HEALTHCHECK (node + fetch, no curl).
hc_ok=0
for _ in 1 2 3 4 5; do
  if timeout --foreground 30 "${PODMAN[@]}" healthcheck run "$CONTAINER" >/dev/null 2>&1; then
    hc_ok=1
    break
  fi
  sleep 2
done
((hc_ok)) || fail "the image's HEALTHCHECK did not pass (podman healthcheck run)"
log "HEALTHCHECK passes"

# The operators' notifications CLI runs in the image, on the container's own database, where the
# server imported the starter notifications at boot.
cli_out=$(timeout --foreground 60 "${PODMAN[@]}" exec "$CONTAINER" node dist/notifications.js list 2>&1) || {
  echo "$cli_out" >&2
  fail "node dist/notifications.js list failed in the container"
}
grep -qi 'karma' <<<"$cli_out" || { echo "$cli_out" >&2; fail "the notifications CLI did not list the starter notifications"; }
log "notifications CLI lists the starter notifications in the image"

t0=$SECONDS
timeout --foreground 60 "${PODMAN[@]}" stop -t 10 "$CONTAINER" >/dev/null 2>"$LOGS/stop.log" || {
  cat "$LOGS/stop.log" >&2
  fail "podman stop failed"
}
log "container stopped in $((SECONDS - t0))s"
timeout --foreground 30 "${PODMAN[@]}" logs "$CONTAINER" >"$LOGS/container.log" 2>&1 || true
timeout --foreground 60 "${PODMAN[@]}" rm -f -v "$CONTAINER" >/dev/null 2>"$LOGS/rm.log" || {
  cat "$LOGS/rm.log" >&2
  die "podman rm failed"
}
CONTAINER_STARTED=0

log "PASS: image $IMAGE builds and serves /, /healthz and a search (total $((SECONDS - START_TS))s:" \
  "base $((BASE_TS - START_TS))s, build $((BUILD_TS - BASE_TS))s, run+checks $((SECONDS - BUILD_TS))s)"
