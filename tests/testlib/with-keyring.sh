#!/bin/sh
# Runs a test inside the private D-Bus session that dbus-run-session started, with a fresh
# GNOME Keyring (the Secret Service QtKeychain talks to) unlocked by a throw-away password.
# The keyring files go to $XDG_DATA_HOME/keyrings, which the test environment points
# into the build folder: the user's own keyring is never touched.
set -e
[ -n "$XDG_DATA_HOME" ] && mkdir -p "$XDG_DATA_HOME"
eval "$(printf 'gpuscout-test' | gnome-keyring-daemon --unlock --components=secrets)"
export GNOME_KEYRING_CONTROL
exec "$@"
