# bash completion for carousel: subcommands, options, strategy names, presenters, mouse modes and files.
# Installed as share/bash-completion/completions/carousel; needs no bash-completion helpers.

_carousel_strategies() {
    local bin=${COMP_WORDS[0]:-carousel}
    command -v "$bin" >/dev/null 2>&1 || bin=carousel
    "$bin" strategies 2>/dev/null | while read -r name _; do printf '%s\n' "$name"; done
}

_carousel() {
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=
    (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
    # --strategy=ne: bash splits at the `=`, so the option is the word before it.
    if [[ $prev == = ]] && (( COMP_CWORD > 1 )); then
        prev=${COMP_WORDS[COMP_CWORD-2]}
    elif [[ $cur == = ]]; then
        prev=${COMP_WORDS[COMP_CWORD-1]}; cur=
    fi
    local command=
    local word
    for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
        case $word in
            strategies|simulate|compare|race|shelves|help) command=$word; break ;;
        esac
    done

    case $prev in
        --strategy|--outer-strategy)
            COMPREPLY=($(compgen -W "$(_carousel_strategies)" -- "$cur")); return ;;
        --strategies)
            # A comma-separated list: complete the name after the last comma.
            local done=${cur%,*} part=${cur##*,}
            [[ $cur == *,* ]] && done="$done," || done=
            COMPREPLY=($(compgen -W "all $(_carousel_strategies)" -P "$done" -- "$part"))
            compopt -o nospace 2>/dev/null; return ;;
        --presenter)
            COMPREPLY=($(compgen -W "encoder ncurses both" -- "$cur")); return ;;
        --shift)
            COMPREPLY=($(compgen -W "none ansi rxvt tmux terminfo margins" -- "$cur")); return ;;
        --theme)
            COMPREPLY=($(compgen -W "auto light dark" -- "$cur")); return ;;
        --align)
            COMPREPLY=($(compgen -W "center leading" -- "$cur")); return ;;
        --mouse)
            COMPREPLY=($(compgen -W "auto pixels cells off" -- "$cur")); return ;;
        --tiebreak)
            # A comma list: complete the criterion after the last comma.
            local done=${cur%"${cur##*,}"} part=${cur##*,}
            COMPREPLY=($(compgen -W "length chunk begin end index" -P "$done" -- "$part")); return ;;
        --autoplay)
            # Seconds between cards, 0.2 to 3600: offer a few, the person may type any.
            COMPREPLY=($(compgen -W "0.5 1 2 5 10" -- "$cur")); return ;;
        --items|--record|--replay|--save-output)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --count|--card-width|--card-height|--card-size|--spacing|--start-page|--settle-speed|\
        --title|--header|--header-lines|--preview|--preview-window|--delimiter|-d|--with-nth|--nth|-n|--drag|--viewport|--width|--height|--frames|--filter|-f|--query|-q|--prompt)
            return ;;  # a value of the person's own
    esac

    local options
    case $command in
        strategies|help) options= ;;
        simulate) options="--strategy --drag --replay --viewport --card-width --spacing --count --start-page --align --wrap" ;;
        compare) options="--drag --replay --viewport --card-width --spacing --count --start-page --align --wrap" ;;
        race) options="--strategies --replay --count --items --card-width --spacing --align --start-page --horizontal
                       --wrap --settle-speed --details --no-details --theme --read0 --print0 --select-1 -1
                       --exit-0 -0 --header --record --autoplay --mouse --height" ;;
        shelves) options="--strategies --strategy --outer-strategy --count --shelf-count --items --preview --record --settle-speed --card-width --spacing --align --theme --mouse --height" ;;
        *) options="--count --items --card-width --card-height --card-size --spacing --align --strategy
                    --start-page --vertical --horizontal --wrap --settle-speed --details --no-details
                    --title --theme --record --autoplay --mouse --height --read0 --print0 --select-1 -1 --exit-0 -0
                    --header --header-lines --track --preview --preview-window --delimiter -d --with-nth --nth -n --ansi --filter -f --query -q --prompt --disabled --multi -m --exact -e -i +i --no-sort --tac --tiebreak --tail --bind --help -h --version" ;;
    esac
    if [[ -z $command && $cur != -* ]]; then
        COMPREPLY=($(compgen -W "strategies simulate compare race shelves help" -- "$cur"))
    else
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    fi
}

complete -F _carousel carousel
