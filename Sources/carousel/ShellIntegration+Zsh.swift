extension ShellIntegration {
    /// `fzf --zsh`.
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
}
