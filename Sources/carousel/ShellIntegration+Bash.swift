extension ShellIntegration {
    /// `fzf --bash`: bash 4 and later.
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
}
