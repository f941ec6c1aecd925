# fish completion for carousel: subcommands, options, strategy names, presenters, mouse modes and files.
# Installed as share/fish/vendor_completions.d/carousel.fish.

function __carousel_strategies
    carousel strategies 2>/dev/null | string replace -r '\s.*' ''
end

# The race's lanes: strategy names separated by commas (the name after the last comma
# completed), or all.
function __carousel_lanes
    set -l done (commandline -ct | string replace -r '^--strategies=' '' | string replace -r '[^,]*$' '')
    test -z "$done"; and echo all
    for name in (__carousel_strategies)
        echo $done$name
    end
end

set -l commands strategies simulate compare race shelves help
complete -c carousel -f
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a strategies -d 'list the paging strategies'
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a simulate -d 'run a scripted drag, print JSON'
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a compare -d 'the same drag through every strategy'
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a race -d 'one lane per strategy, one drag for all'
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a help -d 'the help'

# The carousel and the picker, and the race (which takes their options but --vertical,
# --strategy and --title).
set -l top "not __fish_seen_subcommand_from $commands"
set -l interactive "not __fish_seen_subcommand_from strategies simulate compare help"
complete -c carousel -n $interactive -l count -x -d 'number of demo cards'
complete -c carousel -n $interactive -l items -r -F -d 'cards from the lines of a file'
complete -c carousel -n $interactive -l card-width -x -d 'card width in columns'
complete -c carousel -n $top -l card-height -x -d 'card height in rows'
complete -c carousel -n $top -l card-size -x -d 'card length along the axis'
complete -c carousel -n $interactive -l spacing -x -d 'gap between cards'
complete -c carousel -n $interactive -l align -x -a 'center leading' -d 'where the current card rests'
complete -c carousel -n $interactive -l start-page -x -d 'first page shown, 1-based'
complete -c carousel -n $top -l vertical -d 'cards stacked top to bottom'
complete -c carousel -n $interactive -l horizontal -d 'cards side by side'
complete -c carousel -n $interactive -l wrap -d 'endless: the last card is followed by the first'
complete -c carousel -n $interactive -l settle-speed -x -d 'settle spring speed, 0.25 to 4'
complete -c carousel -n $interactive -l details -d 'show the decision overlay'
complete -c carousel -n $interactive -l no-details -d 'hide the decision overlay'
complete -c carousel -l height -x -d 'draw in N rows (or N%) under the prompt'
complete -c carousel -n $top -l title -x -d 'the title on the status line'
complete -c carousel -n $interactive -l theme -x -a 'auto light dark' -d 'colours for the background'
complete -c carousel -n $interactive -l read0 -d 'items end with NUL'
complete -c carousel -n $interactive -l print0 -d 'end the choice with NUL'
complete -c carousel -n $interactive -s 1 -l select-1 -d 'one item: print it without the screen'
complete -c carousel -n $interactive -s 0 -l exit-0 -d 'no items: exit 1 without the screen'
complete -c carousel -n $interactive -l header -x -d 'a line above the cards'
complete -c carousel -n $interactive -l header-lines -x -d 'the first N input lines are the header'
complete -c carousel -n $interactive -l track -d 'the current line stays current as the cards change'
complete -c carousel -n $interactive -s f -l filter -x -d 'print the matching lines, ranked as fzf ranks'
complete -c carousel -n $interactive -s q -l query -x -d 'start the picker with this query typed'
complete -c carousel -n $interactive -l prompt -x -d 'the query line prompt'
complete -c carousel -n $interactive -l disabled -d 'no search: letters are commands'
complete -c carousel -n $interactive -s m -l multi -d 'Tab toggles marks; Enter prints every marked line'
complete -c carousel -n $interactive -s e -l exact -d 'search: plain terms are exact'
complete -c carousel -n $interactive -s i -d 'search: ignore case'
complete -c carousel -n $interactive -a +i -d 'search: respect case'
complete -c carousel -n $interactive -l no-sort -d 'search: keep input order'
complete -c carousel -n $interactive -l tac -d 'search: reverse input order'
complete -c carousel -n $interactive -l tiebreak -x -a 'length chunk begin end index' -d 'search: what ranks equal scores'
complete -c carousel -n $interactive -l tail -x -d 'keep only the last N lines'
complete -c carousel -n $interactive -l bind -x -d 'fzf\'s KEY:ACTION bindings (ctrl-a:select-all,enter:become(vi {}))'
complete -c carousel -n $interactive -l preview-window -x -d 'wrap, nowrap, +N or +{F}-N: where the preview starts'
complete -c carousel -n $interactive -s d -l delimiter -x -d 'where --with-nth and --nth fields end: a string or a regex'
complete -c carousel -n $interactive -l with-nth -x -d 'the fields the cards show and queries match'
complete -c carousel -n $interactive -s n -l nth -x -d 'the fields of the shown line queries match'
complete -c carousel -n $interactive -l ansi -d 'show the lines\' colours; match their text'
complete -c carousel -n $top -l preview -x -a '(__fish_complete_command)' -d 'show what a command prints for each card; {} is the line'
complete -c carousel -n $interactive -l record -r -F -d 'append finished gestures to a file as JSON lines'
complete -c carousel -n $interactive -l autoplay -x -a '0.5 1 2 5 10' -d 'one card every SECONDS (0.2 to 3600); Space pauses'
complete -c carousel -n $interactive -l mouse -x -a 'auto pixels cells off' -d 'how the pointer is read'
complete -c carousel -s h -l help -d 'the help'
complete -c carousel -l version -d 'the version'

# Every command that takes a strategy.
complete -c carousel -n "not __fish_seen_subcommand_from strategies compare race help" -l strategy -x -a '(__carousel_strategies)' -d 'paging strategy'

# race.
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a shelves -d 'carousels stacked in a list that pages too'
complete -c carousel -n "__fish_seen_subcommand_from shelves" -l strategies -x -a '(__carousel_lanes)' -d 'one shelf per strategy'
complete -c carousel -n "__fish_seen_subcommand_from shelves" -l record -r -F -d 'append finished gestures, each with its shelf, to a file as JSON lines'
complete -c carousel -n "__fish_seen_subcommand_from shelves" -l preview -x -a '(__fish_complete_command)' -d 'show what a command prints for each card; {} is its line'
complete -c carousel -n "__fish_seen_subcommand_from shelves" -l shelf-count -x -d 'this many demo shelves, the strategies over again'
complete -c carousel -n "__fish_seen_subcommand_from shelves" -l outer-strategy -x -a '(__carousel_strategies)' -d 'how the list of shelves settles'
complete -c carousel -n "__fish_seen_subcommand_from race" -l strategies -x -a '(__carousel_lanes)' -d 'the lanes: names separated by commas, or all'
complete -c carousel -n "__fish_seen_subcommand_from race" -l replay -r -F -d 'play gestures recorded with --record in every lane'

# simulate and compare.
set -l scripted "__fish_seen_subcommand_from simulate compare"
complete -c carousel -n $scripted -l drag -x -d 'pointer X@MS samples, press to release'
complete -c carousel -n $scripted -l replay -r -F -d 'gestures recorded with --record'
complete -c carousel -n $scripted -l viewport -x -d 'viewport width in columns'
complete -c carousel -n $scripted -l card-width -x -d 'card width in columns'
complete -c carousel -n $scripted -l spacing -x -d 'gap between cards'
complete -c carousel -n $scripted -l count -x -d 'number of cards'
complete -c carousel -n $scripted -l start-page -x -d '0-based page where the drag starts'
complete -c carousel -n $scripted -l align -x -a 'center leading' -d 'where the current card rests'
complete -c carousel -n $scripted -l wrap -d 'endless'
