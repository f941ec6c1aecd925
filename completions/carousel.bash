# bash completion for carousel: subcommands, options, strategy names, presenters, mouse modes and files.
# Installed as share/bash-completion/completions/carousel; needs no bash-completion helpers.
# Made from the option table: make docs

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
            race|shelves|simulate|compare|strategies|help) command=$word; break ;;
        esac
    done

    case $prev in
        --count|--card-width|--card-height|--card-size|--spacing|--start-page|--settle-speed|--height|--title|-q|--query|--prompt|--header|--header-lines|-d|--delimiter|--with-nth|-n|--nth|--bind|--preview-window|--preview|-f|--filter|--tail|--shelf-count|--drag|--viewport)
            return ;;  # a value of the person's own
        --items|--record|--replay)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --align)
            COMPREPLY=($(compgen -W "center leading" -- "$cur")); return ;;
        --strategy|--outer-strategy)
            COMPREPLY=($(compgen -W "$(_carousel_strategies)" -- "$cur")); return ;;
        --theme)
            COMPREPLY=($(compgen -W "auto light dark" -- "$cur")); return ;;
        --autoplay)
            COMPREPLY=($(compgen -W "0.5 1 2 5 10" -- "$cur")); return ;;
        --mouse)
            COMPREPLY=($(compgen -W "auto pixels cells off" -- "$cur")); return ;;
        --tiebreak)
            # A comma list: complete the word after the last comma.
            local done=${cur%"${cur##*,}"} part=${cur##*,}
            COMPREPLY=($(compgen -W "length chunk begin end index" -P "$done" -- "$part")); return ;;
        --strategies)
            # A comma-separated list: complete the name after the last comma.
            local done=${cur%,*} part=${cur##*,}
            [[ $cur == *,* ]] && done="$done," || done=
            COMPREPLY=($(compgen -W "all $(_carousel_strategies)" -P "$done" -- "$part"))
            compopt -o nospace 2>/dev/null; return ;;
    esac

    local options
    case $command in
        race) options="--count --items --card-width --card-height --card-size --spacing --align --start-page --horizontal --wrap --settle-speed --details --no-details --height --theme --record --autoplay --mouse -h --help --version -q --query --prompt --disabled --phony -m --multi +m --no-multi --read0 --print0 -1 --select-1 -0 --exit-0 --header --header-lines --track -d --delimiter --with-nth -n --nth --ansi --no-ansi --bind --preview-window --preview -f --filter -e --exact -i +i --no-sort --tac --tiebreak --tail --strategies --replay" ;;
        shelves) options="--count --items --card-width --card-height --card-size --spacing --align --settle-speed --height --theme --record --mouse -h --help --version --preview --strategies --strategy --outer-strategy --shelf-count --shelves" ;;
        simulate) options="--count --align --wrap -h --help --version --drag --replay --strategy --viewport --card-width --spacing --start-page" ;;
        compare) options="--count --align --wrap -h --help --version --drag --replay --viewport --card-width --spacing --start-page" ;;
        strategies) options="-h --help --version" ;;
        help) options="-h --help --version" ;;
        *) options="--count --items --card-width --card-height --card-size --spacing --align --strategy --start-page --vertical --horizontal --wrap --settle-speed --details --no-details --height --title --theme --record --autoplay --mouse -h --help --version -q --query --prompt --disabled --phony -m --multi +m --no-multi --read0 --print0 -1 --select-1 -0 --exit-0 --header --header-lines --track -d --delimiter --with-nth -n --nth --ansi --no-ansi --bind --preview-window --preview -f --filter -e --exact -i +i --no-sort --tac --tiebreak --tail" ;;
    esac
    if [[ -z $command && $cur != -* && $cur != +* ]]; then
        COMPREPLY=($(compgen -W "race shelves simulate compare strategies help" -- "$cur"))
    else
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    fi
}

complete -F _carousel carousel
