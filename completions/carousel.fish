# fish completion for carousel: subcommands, options, strategy names, presenters, mouse modes and files.
# Installed as share/fish/vendor_completions.d/carousel.fish.
# Made from the option table: make docs

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

set -l commands race shelves simulate compare strategies help
complete -c carousel -f
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a race -d 'one lane per strategy, one drag drives every lane'
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a shelves -d 'carousels stacked in a list that pages too'
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a simulate -d 'a scripted or recorded drag through one strategy, as JSON'
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a compare -d 'the same drag through every strategy, as a table'
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a strategies -d 'list the paging strategies'
complete -c carousel -n "not __fish_seen_subcommand_from $commands" -a help -d 'the help: the whole of it, or one command\'s'

complete -c carousel -n 'not __fish_seen_subcommand_from strategies help' -l count -x -d 'number of cards'
complete -c carousel -n 'not __fish_seen_subcommand_from simulate compare strategies help' -l items -r -F -d 'cards from the lines of a file'
complete -c carousel -n 'not __fish_seen_subcommand_from simulate compare strategies help' -l card-width -l card-height -l card-size -x -d 'card width in columns (rows when vertical)'
complete -c carousel -n 'not __fish_seen_subcommand_from simulate compare strategies help' -l spacing -x -d 'gap between cards'
complete -c carousel -n 'not __fish_seen_subcommand_from strategies help' -l align -x -a 'center leading' -d 'where the current card rests'
complete -c carousel -n 'not __fish_seen_subcommand_from race shelves simulate compare strategies help' -l strategy -x -a '(__carousel_strategies)' -d 'paging strategy'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l start-page -x -d 'first page shown, 1-based'
complete -c carousel -n 'not __fish_seen_subcommand_from race shelves simulate compare strategies help' -l vertical -d 'cards stacked top to bottom'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l horizontal -d 'cards side by side'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves strategies help' -l wrap -d 'endless: the last card is followed by the first'
complete -c carousel -n 'not __fish_seen_subcommand_from simulate compare strategies help' -l settle-speed -x -d 'settle spring speed, 0.25 to 4'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l details -d 'show the decision overlay at start'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l no-details -d 'hide the decision overlay at start'
complete -c carousel -n 'not __fish_seen_subcommand_from simulate compare strategies help' -l height -x -d 'draw in N rows (or N%) under the prompt'
complete -c carousel -n 'not __fish_seen_subcommand_from race shelves simulate compare strategies help' -l title -x -d 'the title on the status line'
complete -c carousel -n 'not __fish_seen_subcommand_from simulate compare strategies help' -l theme -x -a 'auto light dark' -d 'colours for a light or dark background'
complete -c carousel -n 'not __fish_seen_subcommand_from simulate compare strategies help' -l record -r -F -d 'append finished gestures to a file as JSON lines'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l autoplay -x -a '0.5 1 2 5 10' -d 'one card every SECONDS; Space pauses'
complete -c carousel -n 'not __fish_seen_subcommand_from simulate compare strategies help' -l mouse -x -a 'auto pixels cells off' -d 'how the pointer is read'
complete -c carousel -s h -l help -d 'the help'
complete -c carousel -l version -d 'the version'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -s q -l query -x -d 'start the picker with this query typed'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l prompt -x -d 'the query line\'s prompt'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l disabled -l phony -d 'no search: letters are commands'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -s m -l multi -d 'Tab toggles marks; Enter prints every marked line'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l no-multi -d 'one choice (the default)'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -a +m -d 'one choice (the default)'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l read0 -d 'items end with NUL'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l print0 -d 'end the choice with NUL'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -s 1 -l select-1 -d 'one item: print it without the screen'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -s 0 -l exit-0 -d 'no items: exit 1 without the screen'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l header -x -d 'a line above the cards'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l header-lines -x -d 'the first N input lines are the header'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l track -d 'the current line stays current as the cards change'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -s d -l delimiter -x -d 'where --with-nth and --nth fields end: a string or a regex'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l with-nth -x -d 'the fields the cards show and queries match'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -s n -l nth -x -d 'the fields of the shown line queries match'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l ansi -d 'show the lines\' colours; match their text'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l no-ansi -d 'the lines as they are (the default)'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l bind -x -d 'fzf\'s KEY:ACTION bindings (ctrl-a:select-all,enter:become(vi {}))'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l preview-window -x -d 'wrap, nowrap, +N or +{F}-N: where the preview starts'
complete -c carousel -n 'not __fish_seen_subcommand_from simulate compare strategies help' -l preview -x -a '(__fish_complete_command)' -d 'show what a command prints for each card; {} is the line'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -s f -l filter -x -d 'print the matching lines, ranked as fzf ranks'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -s e -l exact -d 'search: plain terms are exact'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -s i -d 'search: ignore case'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -a +i -d 'search: respect case'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l no-sort -d 'search: keep input order'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l tac -d 'search: reverse input order'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l tiebreak -x -a 'length chunk begin end index' -d 'search: what ranks equal scores'
complete -c carousel -n 'not __fish_seen_subcommand_from shelves simulate compare strategies help' -l tail -x -d 'keep only the last N lines'
complete -c carousel -n '__fish_seen_subcommand_from race' -l strategies -x -a '(__carousel_lanes)' -d 'the lanes: strategy names separated by commas, or all'
complete -c carousel -n '__fish_seen_subcommand_from race' -l replay -r -F -d 'play gestures recorded with --record in every lane'
complete -c carousel -n '__fish_seen_subcommand_from shelves' -l strategies -x -a '(__carousel_lanes)' -d 'one demo shelf per strategy: names separated by commas, or all'
complete -c carousel -n '__fish_seen_subcommand_from shelves' -l strategy -x -a '(__carousel_strategies)' -d 'how every shelf of the input pages'
complete -c carousel -n '__fish_seen_subcommand_from shelves' -l outer-strategy -x -a '(__carousel_strategies)' -d 'how the list of shelves settles'
complete -c carousel -n '__fish_seen_subcommand_from shelves' -l shelf-count -l shelves -x -d 'this many demo shelves, the strategies over again'
complete -c carousel -n '__fish_seen_subcommand_from simulate compare' -l drag -x -d 'pointer positions at milliseconds since the press'
complete -c carousel -n '__fish_seen_subcommand_from simulate compare' -l replay -r -F -d 'gestures recorded with --record'
complete -c carousel -n '__fish_seen_subcommand_from simulate' -l strategy -x -a '(__carousel_strategies)' -d 'the strategy simulate runs'
complete -c carousel -n '__fish_seen_subcommand_from simulate compare' -l viewport -x -d 'viewport width in columns'
complete -c carousel -n '__fish_seen_subcommand_from simulate compare' -l card-width -x -d 'card width in columns'
complete -c carousel -n '__fish_seen_subcommand_from simulate compare' -l spacing -x -d 'gap between cards'
complete -c carousel -n '__fish_seen_subcommand_from simulate compare' -l start-page -x -d '0-based page where the drag starts'
