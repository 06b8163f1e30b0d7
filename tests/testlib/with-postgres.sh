#!/bin/bash
# Runs a test against a throw-away PostgreSQL cluster: pg_virtualenv (postgresql-common,
# with postgresql-15) creates it in a temporary folder, also as root, starts it, exports
# PGHOST, PGPORT, PGUSER, PGPASSWORD and PGVERSION, runs the command and drops the cluster.
# The port is a free one picked here: clusters of suites that run at once never collide on
# PostgreSQL's default port and its socket.
set -e
for _ in $(seq 1 100); do
    port=$((20000 + RANDOM % 20000))
    [ -e "/var/run/postgresql/.s.PGSQL.$port" ] && continue
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
        export PGPORT=$port
        break
    fi
done
exec pg_virtualenv -t env GPUSCOUT_PG_CLUSTER=1 "$@"
