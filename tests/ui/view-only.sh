#!/bin/sh
# view-only.sh SRCDIR: the window is a view of the midend (issue 24). In src/ui nothing writes a
# record's turns or turn count, nothing applies an action to the game in play or replays a
# record into a game (the midend alone does: src/session/midend.h), nothing casts the const off
# the midend's game, record or history, and no file is over 1,000 lines.
#
# The core's applying functions may run in src/ui only on a scratch copy of the game, a preview
# that never reaches the game in play; those uses are named here, by file and first argument:
#   figures.c  carc_game_apply(&placed, ...), carc_game_apply(&after, ...): the figure step's
#              choices worked out on a copy with the tile down (figures.h)
#   aids_ui.c  carc_game_play(&st.scratch, ...): the hint's move played on a copy, to show
#              what it scores
set -u
ui="$1/src/ui"
status=0

allowed='figures.c:carc_game_apply(&placed
figures.c:carc_game_apply(&after
aids_ui.c:carc_game_play(&st.scratch'

# The core's and the session's functions that change a game or a record (game.h, mod_dragon.h,
# record.h, history.h). The core's insides (board.h, score.h, mod_impl.h) are not included.
apply='carc_game_(init|init_deck|apply|deal|shorten|play|discard|random_turn|random_finish|restack)'
apply="$apply|carc_record_(apply_turn|replay|add_turn|start|start_game)"
apply="$apply|carc_history_(apply|play|seek|undo|redo|branch|open|open_with|load|load_with)"
inside=$(grep -nE '#[[:space:]]*include[[:space:]]*"(board|score|mod_impl|history)\.h"' "$ui"/*.[ch])
if [ -n "$inside" ]; then
    echo "src/ui includes the core's insides or the midend's history:"
    echo "$inside"
    status=1
fi
calls=$(cd "$ui" && grep -noE "\b($apply)[[:space:]]*\([[:space:]]*[^,)]*" -- *.c |
    sed -E 's/:[0-9]+:/:/; s/[[:space:]]+//g')
bad=$(printf '%s\n' "$calls" | grep -v '^$' | grep -vxF "$allowed")
if [ -n "$bad" ]; then
    echo "src/ui applies actions to a game or edits a record outside the scratch copies named:"
    echo "$bad"
    status=1
fi
# Each allowed use is still there: a stale list would let a new use of the same name through.
missing=$(printf '%s\n' "$allowed" | grep -vxF "$calls")
if [ -n "$missing" ]; then
    echo "view-only.sh names scratch-copy uses src/ui no longer has (update its list):"
    echo "$missing"
    status=1
fi

# Writes to a record's turns or its turn count: assignments, ++/--, memset/memcpy into them.
writes=$(grep -nE "(->|\.)(turns[[:space:]]*\[[^]]*\]([.][a-z_]+|\[[^]]*\])*|nturns)[[:space:]]*([-+*/|&]?=[^=]|\+\+|--)|(\+\+|--)[[:space:]]*[a-z_>.-]*(->|\.)nturns|mem(set|cpy|move)[[:space:]]*\([^,]*(->|\.)turns" "$ui"/*.c)
if [ -n "$writes" ]; then
    echo "src/ui writes a record's turns or turn count:"
    echo "$writes"
    status=1
fi

# The const of the midend's game, record and history cast away, or the midend's insides reached.
casts=$(grep -nE "\([[:space:]]*(carc_game|carc_record|carc_history|carc_record_turn)[[:space:]]*\*[[:space:]]*\)|->h->|\bmid->h\b" "$ui"/*.c)
if [ -n "$casts" ]; then
    echo "src/ui casts away the const of the game in play or reaches into the midend's history:"
    echo "$casts"
    status=1
fi

long=$(wc -l "$ui"/*.c "$ui"/*.h | awk '$2 != "total" && $1 > 1000 { print $2 ": " $1 " lines" }')
if [ -n "$long" ]; then
    echo "src/ui has files over 1,000 lines:"
    echo "$long"
    status=1
fi

if [ $status -eq 0 ]; then
    n=$(cat "$ui"/*.c "$ui"/*.h | wc -l)
    echo "src/ui: a view (no record written, actions applied on scratch copies only); $n lines, none over 1,000 a file"
fi
exit $status
