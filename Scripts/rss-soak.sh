#!/usr/bin/env bash
# Runs the case-studies app for MINUTES (10 by default) on a seeded stream of random commands
# and samples its resident memory every 15 s. Prints the samples and the growth after the first
# fifth of the run (the warm-up); exits non-zero if the RSS grew by more than 10% since then.
#
# usage: Scripts/rss-soak.sh [MINUTES] [SEED]        (build first: swift build)
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-10}
RANDOM=${2:-42}
binary=$(swift build --show-bin-path)/case-studies
[ -x "$binary" ] || { echo "build first: swift build" >&2; exit 2; }

commands=("counter +" "counter -" "fact" "refresh" "refresh +" "refresh -" "cancel"
  "timer start" "timer stop" "prime 2000" "prime cancel" "state")
# NB: No "ok": with mock facts no request fails, so there is never an alert, and answering none
# is an error that ends a script.
end=$((SECONDS + minutes * 60))
fifo=$(mktemp -u)
mkfifo "$fifo"
trap 'rm -f "$fifo"' EXIT
"$binary" --facts mock <"$fifo" >/dev/null 2>&1 &
app=$!
exec 3>"$fifo"

rss() { awk '/^VmRSS:/ { print $2 }' "/proc/$app/status"; }
samples=()
next_sample=$SECONDS
while [ $SECONDS -lt $end ] && kill -0 "$app" 2>/dev/null; do
  for _ in $(seq 50); do echo "${commands[RANDOM % ${#commands[@]}]}" >&3; done
  if [ $SECONDS -ge $next_sample ]; then
    sample=$(rss)
    samples+=("$sample")
    echo "$((SECONDS / 60))m$((SECONDS % 60))s  RSS $sample kB" >&2
    next_sample=$((SECONDS + 15))
  fi
  sleep 0.05
done
kill -0 "$app" 2>/dev/null || { echo "the app exited early" >&2; exit 1; }
echo "quit" >&3
exec 3>&-
wait "$app" || true

warm=${samples[$((${#samples[@]} / 5))]}
last=${samples[-1]}
growth=$((last - warm))
echo "RSS after warm-up ${warm} kB, at the end ${last} kB, growth ${growth} kB over $minutes min"
[ $((growth * 10)) -le "$warm" ]
