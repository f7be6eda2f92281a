#!/bin/sh
# fresh-debian.sh [ROOT]: runs the test suite as a newcomer's machine would, before a release.
#
# Builds a minimal Debian root with debootstrap (--variant=minbase: no compiler, no python, no
# recommended packages), clones the repository's committed HEAD into it with a copy of
# ../shared beside it (as CI lays them out), and runs `bash .ci/run` there as root with CI=true
# and no display: deps.sh has to install everything the suite needs from nothing. A package
# this machine has but deps.sh does not install shows up here as a failed build or test.
#
# Needs root (debootstrap, chroot, mounts) and Debian's package mirror. The suite and codename
# are this machine's (/etc/os-release) and the mirror is the first one of this machine's apt
# sources, unless MIRROR or SUITE say otherwise. ROOT defaults to a new folder under /var/tmp;
# it is removed at the end unless KEEP=1. Uncommitted changes are not tested: commit first.
#
# Took 54 minutes on one of the project's 2-core machines while five other jobs loaded it
# (about 10 for debootstrap and deps.sh, the rest ./test's three builds and suites, which take
# about 16 minutes on a quiet machine). Its output ends with ./test's own summary line and the
# time taken; it exits with .ci/run's status.
set -eu

repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
shared=$(cd "$repo/../shared" 2>/dev/null && pwd) || {
    echo "fresh-debian.sh: $repo/../shared is missing: the suite reads the rules and games there" >&2
    exit 2
}
[ "$(id -u)" -eq 0 ] || {
    echo "fresh-debian.sh: needs root (debootstrap, chroot and mounts)" >&2
    exit 2
}
if [ -n "$(git -C "$repo" status --porcelain --untracked-files=no)" ]; then
    echo "fresh-debian.sh: note: uncommitted changes are not tested, only HEAD ($(git -C "$repo" rev-parse --short HEAD))"
fi

# shellcheck disable=SC1091 # the machine's own
. /etc/os-release
suite=${SUITE:-$VERSION_CODENAME}
# The first archive URI of the machine's apt sources, deb822 (debian.sources) or one-line.
mirror=${MIRROR:-$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null |
    awk '/^URIs:/ && $2 !~ /security/ { print $2; exit }')}
[ -n "$mirror" ] || mirror=$(awk '/^deb / && $2 !~ /security/ { print $2; exit }' /etc/apt/sources.list 2>/dev/null)
[ -n "$mirror" ] || {
    echo "fresh-debian.sh: no Debian mirror in this machine's apt sources; set MIRROR" >&2
    exit 2
}

command -v debootstrap >/dev/null || {
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap
}

root=${1:-$(mktemp -d /var/tmp/carcassonne-fresh.XXXXXX)}
# mktemp's folder is private (700), and it becomes the root's "/": the tests that run the game
# as nobody could then not even load libc.
chmod 755 "$root"
mounted=""
cleanup() {
    for m in $mounted; do umount -l "$root$m" 2>/dev/null || true; done
    if [ "${KEEP:-0}" != 1 ]; then rm -rf "$root"; else echo "root kept in $root"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

start=$(date +%s)
echo "== debootstrap --variant=minbase $suite into $root =="
debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$root.debootstrap.log" 2>&1 || {
    tail -20 "$root.debootstrap.log"
    exit 1
}
rm -f "$root.debootstrap.log"
# The root's apt sources: its suite and its updates, from the same mirror.
echo "deb $mirror $suite main" >"$root/etc/apt/sources.list"
echo "deb $mirror $suite-updates main" >>"$root/etc/apt/sources.list"
cp /etc/resolv.conf "$root/etc/resolv.conf"
for m in /proc /sys /dev /dev/pts; do
    mkdir -p "$root$m"
    case $m in
    /proc) mount -t proc proc "$root$m" ;;
    /sys) mount -t sysfs sys "$root$m" ;;
    *) mount --bind "$m" "$root$m" ;;
    esac
    mounted="$m $mounted"
done

echo "== the repository's HEAD and ../shared, as CI lays them out =="
mkdir -p "$root/ci"
git clone -q --no-hardlinks "$repo" "$root/ci/main"
cp -a "$shared" "$root/ci/shared"
chmod -R a-w "$root/ci/shared"

echo "== bash .ci/run in the fresh root =="
status=0
chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 CI=true /bin/sh -c 'cd /ci/main && bash .ci/run' </dev/null || status=$?
echo "fresh-debian.sh: .ci/run exited $status after $(($(date +%s) - start)) s in a fresh $suite root"
exit $status
