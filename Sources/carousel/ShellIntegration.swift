/// What `fzf --bash`, `--zsh` and `--fish` print: the key bindings fzf's users know (CTRL-T
/// puts the chosen paths on the line, quoted; CTRL-R the chosen history entry; ALT-C changes
/// into the chosen directory), honouring fzf's variables (`FZF_CTRL_T_COMMAND`,
/// `FZF_CTRL_T_OPTS`, `FZF_CTRL_R_OPTS`, `FZF_ALT_C_COMMAND`, `FZF_ALT_C_OPTS`,
/// `FZF_TMUX_HEIGHT`, `FZF_DEFAULT_OPTS`). Each widget runs `fzf` from PATH: this program
/// under that name.
enum ShellIntegration {
    static let bash = #"""
    # fzf key bindings for bash (CTRL-T, CTRL-R, ALT-C): eval "$(fzf --bash)"
    if [[ $- == *i* ]]; then

    # The options every widget passes: a band under the prompt, then the user's defaults.
    __fzf_widget_opts() {
      builtin printf '%s %s %s %s' "--height ${FZF_TMUX_HEIGHT:-40%} --min-height 20+ --bind=ctrl-z:ignore" "$1" "${FZF_DEFAULT_OPTS-}" "$2"
    }

    # Paths (files and folders under this one, or FZF_CTRL_T_COMMAND's lines), each quoted.
    __fzf_select__() {
      local item
      FZF_DEFAULT_COMMAND=${FZF_CTRL_T_COMMAND:-} \
      FZF_DEFAULT_OPTS=$(__fzf_widget_opts "--reverse --walker=file,dir,follow,hidden --scheme=path" "${FZF_CTRL_T_OPTS-} -m") \
      FZF_DEFAULT_OPTS_FILE='' command fzf "$@" |
        while IFS= read -r item; do builtin printf '%q ' "$item"; done
    }

    fzf-file-widget() {
      local chosen
      chosen=$(__fzf_select__ "$@")
      READLINE_LINE=${READLINE_LINE:0:READLINE_POINT}$chosen${READLINE_LINE:READLINE_POINT}
      READLINE_POINT=$((READLINE_POINT + ${#chosen}))
    }

    # A folder (under this one, or FZF_ALT_C_COMMAND's lines), as a cd command line.
    __fzf_cd__() {
      local dir
      dir=$(FZF_DEFAULT_COMMAND=${FZF_ALT_C_COMMAND:-} \
        FZF_DEFAULT_OPTS=$(__fzf_widget_opts "--reverse --walker=dir,follow,hidden --scheme=path" "${FZF_ALT_C_OPTS-} +m") \
        FZF_DEFAULT_OPTS_FILE='' command fzf) && [[ -n $dir ]] && builtin printf 'builtin cd -- %q' "$dir"
    }

    # ALT-C's line: the cd command, or nothing when none was chosen.
    __fzf_cd_line__() {
      READLINE_LINE=$(__fzf_cd__)
      READLINE_POINT=${#READLINE_LINE}
    }

    # History entries, newest first, one a card (an entry of several lines is one card).
    __fzf_history__() {
      local output
      output=$(
        builtin fc -lnr -2147483648 2> /dev/null |
          command awk -v count="$(HISTTIMEFORMAT='' builtin history 1 | command awk '{ print $1 }')" '
            function flush() { if (have) { sub(/^[ *]/, "", entry); if (!(entry in seen)) { seen[entry] = 1; printf "%d\t%s%c", count - n, entry, 0 }; n++ } }
            /^\t/ { flush(); entry = substr($0, 2); have = 1; next }
            { entry = entry "\n" $0 }
            END { flush() }' |
          FZF_DEFAULT_OPTS=$(__fzf_widget_opts "-n2..,.. --scheme=history --bind=ctrl-r:toggle-sort --highlight-line" "${FZF_CTRL_R_OPTS-} +m --read0") \
          FZF_DEFAULT_OPTS_FILE='' command fzf --query "$READLINE_LINE"
      ) || return
      READLINE_LINE=${output#*$'\t'}
      READLINE_POINT=${#READLINE_LINE}
    }

    for __fzf_map in emacs-standard vi-insert vi-command; do
      bind -m "$__fzf_map" -x '"\C-t": fzf-file-widget'
      bind -m "$__fzf_map" -x '"\C-r": __fzf_history__'
      # ALT-C: the line typed so far is set aside (killed), the cd line run, and the line
      # typed brought back (yanked); the space makes the kill never empty.
      bind -m "$__fzf_map" -x '"\C-x\C-_c": __fzf_cd_line__'
    done
    bind -m emacs-standard '"\ec": "\C-e \C-u\C-x\C-_c\C-m\C-y\C-h"'
    bind -m vi-insert '"\ec": "\C-e \C-u\C-x\C-_c\C-m\C-y\C-h"'
    bind -m vi-command '"\ec": "A \C-u\C-x\C-_c\C-m\C-y\C-h"'
    unset __fzf_map

    # **<Tab>: the word before ** is a query, and what is chosen replaces it: paths (under the
    # folder the word names, if it names one), folders after cd, processes after kill, hosts
    # after ssh, variable names after export and unset. FZF_COMPLETION_TRIGGER changes the **,
    # FZF_COMPLETION_OPTS adds options.
    __fzf_complete_pick() {
      FZF_DEFAULT_OPTS=$(__fzf_widget_opts "--reverse --scheme=path" "${FZF_COMPLETION_OPTS-}") \
      FZF_DEFAULT_OPTS_FILE='' command fzf --query "$@"
    }

    __fzf_complete_paths() {
      local word=$1 walker=$2 root query item out=
      if [[ $word == */* && -d ${word%/*}/ ]]; then
        root=${word%/*}/
        query=${word##*/}
      else
        root=.
        query=$word
      fi
      while IFS= read -r item; do
        out+=$(builtin printf '%q ' "$item")
      done < <(__fzf_complete_pick "$query" --walker="$walker" --walker-root="$root" -m)
      builtin printf '%s' "$out"
    }

    __fzf_complete_hosts() {
      {
        command cat ~/.ssh/config /etc/ssh/ssh_config 2> /dev/null | command awk 'tolower($1) == "host" { for (i = 2; i <= NF; i++) if ($i !~ /[*?]/) print $i }'
        command awk '!/^[[:space:]]*#/ { for (i = 2; i <= NF; i++) print $i }' /etc/hosts 2> /dev/null
      } | command sort -u
    }

    __fzf_complete_any() {
      local trigger=${FZF_COMPLETION_TRIGGER-'**'} command=${COMP_WORDS[0]} word=${COMP_WORDS[COMP_CWORD]} chosen=
      if [[ -z $trigger || $word != *"$trigger" ]]; then
        case $command in
          cd|pushd|rmdir) COMPREPLY=($(compgen -d -- "$word")) ;;
          ssh|telnet|sftp) COMPREPLY=($(compgen -W "$(__fzf_complete_hosts)" -- "$word")) ;;
          export|unset) COMPREPLY=($(compgen -v -- "$word")) ;;
          kill) COMPREPLY=($(compgen -A job -P % -- "$word")) ;;
          *) [[ $(type -t _completion_loader) == function ]] && { _completion_loader "$command"; return 124; } ;;
        esac
        return 0
      fi
      word=${word:0:${#word}-${#trigger}}
      case $command in
        cd|pushd|rmdir) chosen=$(__fzf_complete_paths "$word" dir,follow) ;;
        kill)
          chosen=$(command ps -eo user,pid,ppid,start,time,command 2> /dev/null |
            __fzf_complete_pick "$word" -m --header-lines=1 | command awk '{ printf "%s ", $2 }') ;;
        ssh|telnet|sftp) chosen=$(__fzf_complete_hosts | __fzf_complete_pick "$word" +m) ;;
        export|unset) chosen=$(compgen -v | __fzf_complete_pick "$word" -m | command tr '\n' ' ') ;;
        *) chosen=$(__fzf_complete_paths "$word" file,dir,follow,hidden) ;;
      esac
      chosen=${chosen% }
      if [[ -n $chosen ]]; then
        COMPREPLY=("$chosen")
      else
        COMPREPLY=("$word")
      fi
      # The picker took the screen's line: the terminal's answer to a status request is bound
      # to redraw it once the completion is in.
      builtin printf '\e[5n'
    }

    bind '"\e[0n": redraw-current-line' 2> /dev/null
    complete -o bashdefault -o default -o nospace -F __fzf_complete_any cd pushd rmdir kill ssh telnet sftp export unset
    complete -D -o bashdefault -o default -F __fzf_complete_any 2> /dev/null

    fi
    """#

    static let zsh = #"""
    # fzf key bindings for zsh (CTRL-T, CTRL-R, ALT-C): source <(fzf --zsh)
    if [[ -o interactive ]]; then

    __fzf_widget_opts() {
      builtin printf '%s %s %s %s' "--height ${FZF_TMUX_HEIGHT:-40%} --min-height 20+ --bind=ctrl-z:ignore" "$1" "${FZF_DEFAULT_OPTS-}" "$2"
    }

    __fzf_select() {
      local item
      FZF_DEFAULT_COMMAND=${FZF_CTRL_T_COMMAND:-} \
      FZF_DEFAULT_OPTS=$(__fzf_widget_opts "--reverse --walker=file,dir,follow,hidden --scheme=path" "${FZF_CTRL_T_OPTS-} -m") \
      FZF_DEFAULT_OPTS_FILE='' command fzf "$@" < /dev/tty |
        while IFS= read -r item; do builtin printf '%s ' "${(q)item}"; done
    }

    fzf-file-widget() {
      LBUFFER="${LBUFFER}$(__fzf_select)"
      local ret=$?
      zle reset-prompt
      return $ret
    }

    fzf-cd-widget() {
      local dir
      dir=$(FZF_DEFAULT_COMMAND=${FZF_ALT_C_COMMAND:-} \
        FZF_DEFAULT_OPTS=$(__fzf_widget_opts "--reverse --walker=dir,follow,hidden --scheme=path" "${FZF_ALT_C_OPTS-} +m") \
        FZF_DEFAULT_OPTS_FILE='' command fzf < /dev/tty)
      if [[ -z $dir ]]; then
        zle redisplay
        return 0
      fi
      zle push-line
      BUFFER="builtin cd -- ${(q)dir}"
      zle accept-line
      local ret=$?
      zle reset-prompt
      return $ret
    }

    fzf-history-widget() {
      local chosen
      setopt localoptions noglobsubst noposixbuiltins pipefail 2> /dev/null
      chosen=$(builtin fc -rl 1 2> /dev/null |
        command awk '{ n = $1; sub(/^[ ]*[0-9]+\*?[ ]+/, ""); if (!($0 in seen)) { seen[$0] = 1; printf "%s\t%s%c", n, $0, 0 } }' |
        FZF_DEFAULT_OPTS=$(__fzf_widget_opts "-n2..,.. --scheme=history --bind=ctrl-r:toggle-sort --highlight-line" "${FZF_CTRL_R_OPTS-} +m --read0") \
        FZF_DEFAULT_OPTS_FILE='' command fzf --query "$LBUFFER")
      local ret=$?
      if [[ -n $chosen ]]; then
        local number=${chosen%%$'\t'*}
        if [[ $number == <-> ]]; then
          zle vi-fetch-history -n $number
        else
          LBUFFER=${chosen#*$'\t'}
        fi
      fi
      zle reset-prompt
      return $ret
    }

    # **<Tab>: as in bash, the word before ** is a query and what is chosen replaces it.
    __fzf_complete_pick() {
      FZF_DEFAULT_OPTS=$(__fzf_widget_opts "--reverse --scheme=path" "${FZF_COMPLETION_OPTS-}") \
      FZF_DEFAULT_OPTS_FILE='' command fzf --query "$@"
    }

    __fzf_complete_paths() {
      local word=$1 walker=$2 root query item out=
      if [[ $word == */* && -d ${word%/*}/ ]]; then
        root=${word%/*}/
        query=${word##*/}
      else
        root=.
        query=$word
      fi
      __fzf_complete_pick "$query" --walker="$walker" --walker-root="$root" -m < /dev/tty | while IFS= read -r item; do
        builtin printf '%s ' "${(q)item}"
      done
    }

    fzf-completion() {
      local trigger=${FZF_COMPLETION_TRIGGER-'**'}
      local -a tokens
      tokens=(${(z)LBUFFER})
      if [[ -z $trigger || $LBUFFER != *"$trigger" || ${#tokens} -lt 2 ]]; then
        zle ${__fzf_default_completion:-expand-or-complete}
        return
      fi
      local last=${tokens[-1]} command=${tokens[1]}
      local word=${last%$trigger} prefix=${LBUFFER%$last} chosen=
      case $command in
        cd|pushd|rmdir) chosen=$(__fzf_complete_paths "$word" dir,follow) ;;
        kill)
          chosen=$(command ps -eo user,pid,ppid,start,time,command 2> /dev/null |
            __fzf_complete_pick "$word" -m --header-lines=1 | command awk '{ printf "%s ", $2 }') ;;
        export|unset) chosen=$(builtin print -rl -- ${(k)parameters} | __fzf_complete_pick "$word" -m | command tr '\n' ' ') ;;
        *) chosen=$(__fzf_complete_paths "$word" file,dir,follow,hidden) ;;
      esac
      LBUFFER="$prefix${${chosen:-$word}% }"
      zle reset-prompt
    }

    zle -N fzf-completion
    __fzf_default_completion=$(bindkey '^I' | command awk '{ print $2 }')
    [[ $__fzf_default_completion == fzf-completion || -z $__fzf_default_completion || $__fzf_default_completion == undefined-key ]] &&
      __fzf_default_completion=expand-or-complete
    bindkey '^I' fzf-completion

    zle -N fzf-file-widget
    zle -N fzf-cd-widget
    zle -N fzf-history-widget
    for __fzf_map in emacs viins vicmd; do
      bindkey -M "$__fzf_map" '^T' fzf-file-widget
      bindkey -M "$__fzf_map" '\ec' fzf-cd-widget
      bindkey -M "$__fzf_map" '^R' fzf-history-widget
    done
    unset __fzf_map

    fi
    """#

    static let fish = #"""
    # fzf key bindings for fish (CTRL-T, CTRL-R, ALT-C): fzf --fish | source
    function __fzf_widget_opts
        printf '%s %s %s %s' "--height "(set -q FZF_TMUX_HEIGHT; and echo $FZF_TMUX_HEIGHT; or echo 40%)" --min-height 20+ --bind=ctrl-z:ignore" $argv[1] "$FZF_DEFAULT_OPTS" $argv[2]
    end

    function fzf-file-widget -d "Put the chosen paths on the command line"
        set -l chosen (env FZF_DEFAULT_COMMAND="$FZF_CTRL_T_COMMAND" FZF_DEFAULT_OPTS=(__fzf_widget_opts "--reverse --walker=file,dir,follow,hidden --scheme=path" "$FZF_CTRL_T_OPTS -m") FZF_DEFAULT_OPTS_FILE='' fzf)
        if test (count $chosen) -gt 0
            commandline -it -- (string join ' ' (string escape -- $chosen))' '
        end
        commandline -f repaint
    end

    function fzf-cd-widget -d "Change into the chosen directory"
        set -l dir (env FZF_DEFAULT_COMMAND="$FZF_ALT_C_COMMAND" FZF_DEFAULT_OPTS=(__fzf_widget_opts "--reverse --walker=dir,follow,hidden --scheme=path" "$FZF_ALT_C_OPTS +m") FZF_DEFAULT_OPTS_FILE='' fzf)
        if test -n "$dir"
            builtin cd -- $dir
        end
        commandline -f repaint
    end

    function fzf-history-widget -d "Put the chosen history entry on the command line"
        set -l chosen (builtin history -z | env FZF_DEFAULT_OPTS=(__fzf_widget_opts "--scheme=history --bind=ctrl-r:toggle-sort --highlight-line" "$FZF_CTRL_R_OPTS +m --read0") FZF_DEFAULT_OPTS_FILE='' fzf --print0 --query (commandline) | string split0)
        if test -n "$chosen"
            commandline -r -- $chosen
        end
        commandline -f repaint
    end

    for mode in default insert
        bind -M $mode \ct fzf-file-widget
        bind -M $mode \cr fzf-history-widget
        bind -M $mode \ec fzf-cd-widget
    end
    """#
}
