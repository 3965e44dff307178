#!/usr/bin/env bash
# A real S3-compatible object store for the file tests (scripts/test.mjs starts it; ADR 013):
# single-node Ceph (one monitor, one in-memory OSD, the RADOS Gateway) from Debian's packages, no
# authentication between its daemons. The gateway checks S3 signatures for real: a wrong secret, an
# anonymous GET, a tampered or expired presigned URL all get 403 (unlike a fake S3 that takes any).
#
#   scripts/s3-gateway.sh up [DIR]     start it (about 15 s); prints the S3_* settings to use
#   scripts/s3-gateway.sh down [DIR]   stop it (by the recorded process ids) and remove DIR
#
# Needs: apt-get install -y --no-install-recommends ceph-mon ceph-osd radosgw   (about 70 MB;
# .ci/run installs them when missing). S3_GATEWAY_PORT (default 7480) is the gateway's port; the
# monitor listens on the next two. Memory: about 110 MiB; objects live in memory (1 GiB cap) and
# are gone when it stops. S3 client notes: path-style addressing, region us-east-1.
set -euo pipefail
cmd=${1:-up}
D=${2:-${TMPDIR:-/tmp}/s3-gateway}
PORT=${S3_GATEWAY_PORT:-7480}
MON2=$((PORT + 1))
MON1=$((PORT + 2))
KEY=${S3_ACCESS_KEY:-TESTACCESSKEY}
SECRET=${S3_SECRET_KEY:-TESTSECRETKEY0123456789}

down() {
  [ -d "$D" ] || return 0
  local pids=()
  for f in "$D"/run/*.pid; do [ -f "$f" ] && pids+=("$(cat "$f")"); done
  [ ${#pids[@]} -gt 0 ] && kill "${pids[@]}" 2>/dev/null || true
  for _ in $(seq 1 20); do
    alive=0
    for p in "${pids[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && break
    sleep 0.5
  done
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
  rm -rf "$D"
}

if [ "$cmd" = down ]; then down; exit 0; fi
command -v radosgw >/dev/null || { echo "radosgw is not installed: apt-get install -y --no-install-recommends ceph-mon ceph-osd radosgw" >&2; exit 1; }
down
mkdir -p "$D"/log "$D"/run "$D"/mon.a "$D"/osd.0 "$D"/rgw
FSID=$(cat /proc/sys/kernel/random/uuid)
cat >"$D/ceph.conf" <<CONF
[global]
fsid = $FSID
mon host = [v2:127.0.0.1:$MON2,v1:127.0.0.1:$MON1]
auth cluster required = none
auth service required = none
auth client required = none
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
mon allow pool size one = true
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
run dir = $D/run
pid file = $D/run/\$name.pid
log file = $D/log/\$name.log
admin socket = $D/run/\$name.asok
mon data = $D/mon.\$id
osd data = $D/osd.\$id
osd objectstore = memstore
memstore device bytes = 1073741824
keyring = $D/keyring
ms bind ipv6 = false
[client.rgw.a]
rgw frontends = beast endpoint=127.0.0.1:$PORT
rgw data = $D/rgw
ms mon client mode = crc
CONF
C=(-c "$D/ceph.conf")
ceph-authtool --create-keyring "$D/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
monmaptool --create --fsid "$FSID" --addv a "[v2:127.0.0.1:$MON2,v1:127.0.0.1:$MON1]" "$D/monmap" >/dev/null
ceph-mon "${C[@]}" --mkfs -i a --monmap "$D/monmap"
ceph-mon "${C[@]}" -i a
OSDUUID=$(cat /proc/sys/kernel/random/uuid)
ID=$(ceph "${C[@]}" osd new "$OSDUUID")
ceph-osd "${C[@]}" -i "$ID" --mkfs --osd-uuid "$OSDUUID" >/dev/null 2>&1
ceph-osd "${C[@]}" -i "$ID"
radosgw "${C[@]}" -n client.rgw.a
for _ in $(seq 1 60); do curl -s -o /dev/null "http://127.0.0.1:$PORT/" && break; sleep 1; done
curl -s -o /dev/null "http://127.0.0.1:$PORT/" || { echo "the gateway did not answer; see $D/log" >&2; exit 1; }
radosgw-admin "${C[@]}" user create --uid=test --display-name=test --access-key="$KEY" --secret="$SECRET" >/dev/null
echo "S3_ENDPOINT=http://127.0.0.1:$PORT"
echo "S3_REGION=us-east-1"
echo "S3_ACCESS_KEY_ID=$KEY"
echo "S3_SECRET_ACCESS_KEY=$SECRET"
