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
        --count|--card-width|--card-height|--card-size|--spacing|--start-page|--settle-speed|--height|--title|-q|--query|--prompt|-m|--multi|--header|--header-lines|-d|--delimiter|--with-nth|-n|--nth|--expect|--accept-nth|--history-size|--color|--marker|--min-height|--tmux|--popup|--walker-skip|--with-shell|--border-label|--border-label-pos|--margin|--padding|--pointer|--separator|--ghost|--footer|--toggle-sort|--listen|--listen-unsafe|--id-nth|--bind|--preview-window|--preview|-f|--filter|--tail|-s|--sort|--wrap|--wrap-sign|--gap|--gap-line|--freeze-left|--freeze-right|--scroll-off|--hscroll-off|--jump-labels|--gutter|--gutter-raw|--marker-multi-line|--ellipsis|--tabstop|--scrollbar|--list-border|--input-border|--header-border|--header-lines-border|--footer-border|--preview-border|--list-label|--input-label|--header-label|--footer-label|--preview-label|--list-label-pos|--input-label-pos|--header-label-pos|--footer-label-pos|--preview-label-pos|--preview-wrap-sign|--info-command|--threads|--bench|--profile-cpu|--profile-mem|--profile-block|--profile-mutex|--tty-default|--proxy-script|--shelf-count|--drag|--viewport)
            return ;;  # a value of the person's own
        --items|--record|--history|--walker-root|--replay)
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
        --layout)
            COMPREPLY=($(compgen -W "default reverse reverse-list" -- "$cur")); return ;;
        --walker)
            # A comma list: complete the word after the last comma.
            local done=${cur%"${cur##*,}"} part=${cur##*,}
            COMPREPLY=($(compgen -W "file dir follow hidden" -P "$done" -- "$part")); return ;;
        --border)
            COMPREPLY=($(compgen -W "rounded sharp bold double dashed block thinblock horizontal vertical top bottom left right none" -- "$cur")); return ;;
        --style)
            COMPREPLY=($(compgen -W "default minimal full" -- "$cur")); return ;;
        --info)
            COMPREPLY=($(compgen -W "default right inline inline-right hidden" -- "$cur")); return ;;
        --tiebreak)
            # A comma list: complete the word after the last comma.
            local done=${cur%"${cur##*,}"} part=${cur##*,}
            COMPREPLY=($(compgen -W "length chunk begin end index" -P "$done" -- "$part")); return ;;
        --scheme)
            COMPREPLY=($(compgen -W "default path history" -- "$cur")); return ;;
        --algo)
            COMPREPLY=($(compgen -W "v1 v2" -- "$cur")); return ;;
        --strategies)
            # A comma-separated list: complete the name after the last comma.
            local done=${cur%,*} part=${cur##*,}
            [[ $cur == *,* ]] && done="$done," || done=
            COMPREPLY=($(compgen -W "all $(_carousel_strategies)" -P "$done" -- "$part"))
            compopt -o nospace 2>/dev/null; return ;;
    esac

    local options
    case $command in
        race) options="--count --items --card-width --card-height --card-size --spacing --align --start-page --horizontal --cycle --no-cycle --wrap --settle-speed --reduce-motion --screen-reader --motion --details --no-details --height --theme --record --autoplay --mouse -h --help --version -q --query --prompt --disabled --phony --no-input -m --multi +m --no-multi --read0 --print0 -1 --select-1 -0 --exit-0 --header --header-lines --track -d --delimiter --with-nth -n --nth --ansi --no-ansi --bind --preview-window --preview -f --filter -e --exact -i --ignore-case +i --no-ignore-case +s --no-sort --tac --tiebreak --tail --strategies --replay" ;;
        shelves) options="--count --items --card-width --card-height --card-size --spacing --align --settle-speed --reduce-motion --screen-reader --motion --height --theme --record --mouse -h --help --version --preview --strategies --strategy --outer-strategy --shelf-count --shelves" ;;
        simulate) options="--count --align --start-page --cycle --no-cycle --wrap -h --help --version --drag --replay --strategy --viewport --card-width --spacing" ;;
        compare) options="--count --align --start-page --cycle --no-cycle --wrap -h --help --version --drag --replay --viewport --card-width --spacing" ;;
        strategies) options="-h --help --version" ;;
        help) options="-h --help --version" ;;
        *) options="--count --items --card-width --card-height --card-size --spacing --align --strategy --start-page --vertical --horizontal --cycle --no-cycle --settle-speed --reduce-motion --screen-reader --motion --details --no-details --height --title --theme --record --autoplay --mouse -h --help --version -q --query --prompt --disabled --phony --no-input -m --multi +m --no-multi --read0 --print0 -1 --select-1 -0 --exit-0 --header --header-lines --track -d --delimiter --with-nth -n --nth --ansi --no-ansi --print-query --no-print-query --expect --no-expect --accept-nth --layout --reverse --no-reverse --history --history-size --no-history --color +c --no-color --marker --sync --no-sync --async --enabled --no-phony --no-mouse --no-preview --no-header --no-header-lines +1 --no-select-1 +0 --no-exit-0 --no-read0 --no-print0 --no-track --no-height --min-height --tmux --popup --no-tmux --no-popup --walker --walker-root --walker-skip --with-shell --bash --zsh --fish --border --no-border --border-label --border-label-pos --no-border-label --margin --no-margin --padding --no-padding --style --pointer --highlight-line --no-highlight-line --info --no-info --inline-info --no-inline-info --separator --no-separator --ghost --footer --no-footer --toggle-sort --listen --listen-unsafe --no-listen --no-listen-unsafe --no-clear --clear --id-nth --no-id-nth --man --bind --preview-window --preview -f --filter -e --exact -i --ignore-case +i --no-ignore-case +s --no-sort --tac --tiebreak --tail -x --extended +x --no-extended --extended-exact +e --no-exact --smart-case -s --sort --literal --no-literal --scheme --algo --no-tac --no-tail --wrap --no-wrap --wrap-word --no-wrap-word --wrap-sign +2 --no-256 --bold --no-bold --black --no-black --unicode --no-unicode --ambidouble --no-ambidouble --multi-line --no-multi-line --raw --no-raw --gap --no-gap --gap-line --no-gap-line --freeze-left --freeze-right --keep-right --no-keep-right --scroll-off --hscroll --no-hscroll --hscroll-off --filepath-word --no-filepath-word --jump-labels --gutter --gutter-raw --marker-multi-line --ellipsis --tabstop --scrollbar --no-scrollbar --list-border --input-border --header-border --header-lines-border --footer-border --preview-border --no-list-border --no-input-border --no-header-border --no-header-lines-border --no-footer-border --no-preview-border --list-label --input-label --header-label --footer-label --preview-label --list-label-pos --input-label-pos --header-label-pos --footer-label-pos --preview-label-pos --no-list-label --no-input-label --no-header-label --no-footer-label --no-preview-label --preview-wrap-sign --info-command --no-info-command --header-first --no-header-first --threads --bench --profile-cpu --profile-mem --profile-block --profile-mutex --tty-default --no-tty-default --force-tty-in --no-force-tty-in --no-winpty --proxy-script --nushell" ;;
    esac
    if [[ -z $command && $cur != -* && $cur != +* ]]; then
        COMPREPLY=($(compgen -W "race shelves simulate compare strategies help" -- "$cur"))
    else
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    fi
}

complete -F _carousel carousel
