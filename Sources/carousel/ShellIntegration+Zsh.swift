extension ShellIntegration {
    /// `fzf --zsh`.
    static let zsh = #"""
        # fzf key bindings for zsh (CTRL-T, CTRL-R, ALT-C): source <(fzf --zsh)
        if [[ -o interactive ]]; then

        # (FZF_DEFAULT_OPTS_FILE's options are read here, as fzf's set-up reads them: the widgets
        # then run fzf without the file.)
        __fzf_widget_opts() {
          builtin printf '%s\n' "--height ${FZF_TMUX_HEIGHT:-40%} --min-height 20+ --bind=ctrl-z:ignore $1"
          [[ -r ${FZF_DEFAULT_OPTS_FILE-} ]] && { command cat -- "$FZF_DEFAULT_OPTS_FILE"; builtin echo; }
          builtin printf '%s\n' "${FZF_DEFAULT_OPTS-} $2"
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

        # **<Tab>: as in bash, the word before the trigger is a query and what is chosen replaces
        # it: paths, folders after cd, pushd and rmdir (FZF_COMPLETION_DIR_COMMANDS), processes after
        # kill, hosts after ssh and telnet, exported variables after export and unset, aliases after
        # unalias. Tab without the trigger is the widget it was (fzf_default_completion, when set
        # before this script, names another).
        #
        # fzf's completion API, for zsh's own use: FZF_COMPLETION_TRIGGER, FZF_COMPLETION_OPTS,
        # FZF_COMPLETION_PATH_OPTS, FZF_COMPLETION_DIR_OPTS, _fzf_comprun (when defined, runs the
        # picker: the command's name first), _fzf_compgen_path and _fzf_compgen_dir (when defined,
        # list the candidates under the folder given), a function _fzf_complete_COMMAND (when
        # defined, completes COMMAND's word: it is given the line before the word, the word without
        # the trigger being in $prefix), _fzf_complete (fzf's options, --, that line; the candidates
        # on stdin; its caller's _post function, when defined, filters what was chosen), and
        # __fzf_list_hosts (the hosts, when redefined).

        # The picker, run by _fzf_comprun when the user defined it.
        __fzf_comprun() {
          if [[ $(type _fzf_comprun 2>&1) == *function* ]]; then
            _fzf_comprun "$@"
          else
            shift
            command fzf "$@"
          fi
        }

        # Paths or folders under the folder the word ($1, the trigger taken off) names, or the
        # nearest one above it that exists; $2 the line before the word, $3 _fzf_compgen_path or
        # _fzf_compgen_dir, $4 fzf's options, $5 what each chosen one ends with, $6 what follows them.
        __fzf_generic_path_completion() {
          local base=$1 lbuf=$2 compgen=$3 options=$4 suffix=$5 tail=$6 dir= query matches
          setopt localoptions nonomatch
          [[ $base == *'$('* || $base == *'<('* || $base == *'>('* || $base == *':='* || $base == *'`'* ]] && return
          eval "base=$base" 2> /dev/null || return
          [[ $base == */* ]] && dir=$base
          while [[ -n $dir && ! -d $dir ]]; do
            dir=$(command dirname "$dir")
            dir=${dir%/}/
          done
          query=${base#"$dir"}
          query=${query#/}
          [[ -z $dir ]] && dir=.
          [[ $dir != / ]] && dir=${dir%/}
          matches=$(
            local rest walker item
            export FZF_DEFAULT_OPTS=$(__fzf_widget_opts "--reverse --scheme=path" "${FZF_COMPLETION_OPTS-}")
            unset FZF_DEFAULT_COMMAND FZF_DEFAULT_OPTS_FILE
            if [[ $compgen == *dir* ]]; then
              rest=${FZF_COMPLETION_DIR_OPTS-}
              walker=dir,follow
            else
              rest=${FZF_COMPLETION_PATH_OPTS-}
              walker=file,dir,follow,hidden
            fi
            if (( ${+functions[$compgen]} )); then
              "$compgen" "$dir" | __fzf_comprun "$cmd_word" ${(Q)${(Z+n+)options}} -q "$query" ${(Q)${(Z+n+)rest}}
            else
              __fzf_comprun "$cmd_word" ${(Q)${(Z+n+)options}} -q "$query" --walker "$walker" --walker-root="$dir" ${(Q)${(Z+n+)rest}} < /dev/tty
            fi | while IFS= read -r item; do
              item="${item%$suffix}$suffix"
              builtin printf '%s ' "${(q)item}"
            done
          )
          matches=${matches% }
          [[ -n $matches ]] && LBUFFER="$lbuf$matches$tail"
          zle reset-prompt
        }

        _fzf_path_completion() {
          __fzf_generic_path_completion "$1" "$2" _fzf_compgen_path -m "" " "
        }

        _fzf_dir_completion() {
          __fzf_generic_path_completion "$1" "$2" _fzf_compgen_dir "" / ""
        }

        # _fzf_complete FZF_OPTIONS... -- LINE < CANDIDATES: the candidates chosen (through the
        # caller's NAME_post when it is defined) follow the line. fzf's older form, one string of
        # options first and no --, is taken too.
        _fzf_complete() {
          local -a options words
          local string= post matches fifo i=${@[(i)--]}
          if (( i <= $# )); then
            options=("${@[1,i-1]}")
            words=("${@[i+1,-1]}")
          else
            string=$1
            words=("${@[2,-1]}")
          fi
          post=${funcstack[2]}_post
          (( ${+functions[$post]} )) || post=
          # The candidates reach the picker through a pipe of their own, whatever its stdin is.
          fifo=${TMPDIR:-/tmp}/fzf-complete-fifo-$$
          command rm -f "$fifo"
          command mkfifo "$fifo" || return
          command cat <&0 > "$fifo" &|
          matches=$(
            FZF_DEFAULT_OPTS=$(__fzf_widget_opts "--reverse" "${FZF_COMPLETION_OPTS-} $string") FZF_DEFAULT_OPTS_FILE='' \
              __fzf_comprun "$cmd_word" "${options[@]}" -q "${(Q)prefix}" < "$fifo" |
              if [[ -n $post ]]; then "$post"; else command cat; fi | command tr '\n' ' '
          )
          [[ -n $matches ]] && LBUFFER="${words[1]-}$matches"
          command rm -f "$fifo"
        }

        # The hosts of ssh's configuration, of known_hosts and of /etc/hosts, one a line, sorted;
        # redefine it (before this script) for another list.
        if ! (( ${+functions[__fzf_list_hosts]} )); then
          __fzf_list_hosts() {
            {
              (setopt GLOB NO_DOT_GLOB CASE_GLOB NO_NOMATCH NULL_GLOB
                command awk 'match(tolower($0), /^[ \t]*host(name)?[ \t]*[ \t=]/) {
                    $0 = substr($0, RLENGTH + 1); sub(/#.*/, "")
                    for (i = 1; i <= NF; i++) if ($i !~ /[*?%]/) print $i }' ~/.ssh/config ~/.ssh/config.d/* /etc/ssh/ssh_config 2> /dev/null)
              command awk -F , 'match($0, /^[][a-zA-Z0-9.,:-]+/) {
                  $0 = substr($0, 1, RLENGTH); gsub(/[][]|:[^,]*/, "")
                  for (i = 1; i <= NF; i++) print $i }' ~/.ssh/known_hosts 2> /dev/null
              command awk '{ sub(/#.*/, ""); for (i = 2; i <= NF; i++) if ($i != "0.0.0.0") print $i }' /etc/hosts 2> /dev/null
            } | command sort -u
          }
        fi

        _fzf_complete_telnet() {
          _fzf_complete +m -- "$@" < <(__fzf_list_hosts)
        }

        # ssh: a key or configuration file after -i, -F and -E; otherwise a host, after the user@ typed.
        _fzf_complete_ssh() {
          local -a tokens
          tokens=(${(z)1})
          case ${tokens[-1]} in
            -i|-F|-E) _fzf_path_completion "$prefix" "$1" ;;
            *)
              local user=
              [[ $prefix == *@* ]] && user=${prefix%%@*}@
              _fzf_complete +m -- "$@" < <(__fzf_list_hosts | command awk -v user="$user" '{ print user $0 }')
              ;;
          esac
        }

        _fzf_complete_export() {
          _fzf_complete -m -- "$@" < <(declare -xp | command sed 's/=.*//; s/.* //')
        }

        _fzf_complete_unset() {
          _fzf_complete -m -- "$@" < <(declare -xp | command sed 's/=.*//; s/.* //')
        }

        _fzf_complete_unalias() {
          _fzf_complete +m -- "$@" < <(alias | command sed 's/=.*//')
        }

        # Processes: ps's lines, its header kept on top; the pids are what is put on the line.
        _fzf_complete_kill() {
          _fzf_complete -m --header-lines=1 --no-preview --wrap -- "$@" < <(
            command ps -eo user,pid,ppid,start,time,command 2> /dev/null || command ps -eo user,pid,ppid,time,args 2> /dev/null
          )
        }

        _fzf_complete_kill_post() {
          command awk '{ print $2 }'
        }

        fzf-completion() {
          setopt localoptions noshwordsplit noksh_arrays noposixbuiltins
          local trigger=${FZF_COMPLETION_TRIGGER-'**'} tail prefix lbuf cmd_word i
          local -a tokens d_cmds
          tokens=(${(z)LBUFFER})
          if (( ${#tokens} < 1 )); then
            zle ${fzf_default_completion:-expand-or-complete}
            return
          fi
          # An empty trigger completes an empty word after a space.
          [[ -z $trigger && ${LBUFFER[-1]} == ' ' ]] && tokens+=("")
          # A trigger that (z) splits off (one beginning with ;) is joined to its word again.
          if (( ${#tokens} > 1 )) && [[ $LBUFFER == *"${tokens[-2]}${tokens[-1]}" ]]; then
            tokens[-2]="${tokens[-2]}${tokens[-1]}"
            tokens=("${(@)tokens[1,-2]}")
          fi
          tail=${LBUFFER:$(( ${#LBUFFER} - ${#trigger} ))}
          if (( ${#tokens} < 2 )) || [[ $tail != "$trigger" ]]; then
            zle ${fzf_default_completion:-expand-or-complete}
            return
          fi
          prefix=${tokens[-1]}
          [[ -n $trigger ]] && prefix=${prefix[1,-${#trigger}-1]}
          [[ $prefix == *'$('* || $prefix == *'<('* || $prefix == *'>('* || $prefix == *':='* || $prefix == *'`'* ]] && return
          lbuf=$LBUFFER
          [[ -n ${tokens[-1]} ]] && lbuf=${lbuf[1,-${#tokens[-1]}-1]}
          # The command: the first word of the last command on the line, past its assignments.
          for (( i = ${#tokens} - 1; i >= 1; i-- )); do
            case ${tokens[i]} in
              ';'|';;'|'&'|'&&'|'||'|'|'|'|&'|'&!'|'&|'|'('|'{'|'!'|$'\n') break ;;
            esac
          done
          for (( i++; i < ${#tokens}; i++ )); do
            [[ ${tokens[i]} =~ '^[A-Za-z_][A-Za-z0-9_]*=' ]] || break
          done
          cmd_word=${(Q)tokens[i]}
          d_cmds=(${=FZF_COMPLETION_DIR_COMMANDS-cd pushd rmdir})
          if [[ -n $cmd_word ]] && (( ${+functions[_fzf_complete_$cmd_word]} )); then
            _fzf_complete_$cmd_word "$lbuf"
            zle reset-prompt
          elif (( ${d_cmds[(Ie)$cmd_word]} )); then
            _fzf_dir_completion "$prefix" "$lbuf"
          else
            _fzf_path_completion "$prefix" "$lbuf"
          fi
        }

        zle -N fzf-completion
        if [[ -z ${fzf_default_completion-} ]]; then
          fzf_default_completion=$(bindkey '^I' | command awk '{ print $2 }')
          [[ $fzf_default_completion == fzf-completion || $fzf_default_completion == undefined-key ]] && fzf_default_completion=
        fi
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
