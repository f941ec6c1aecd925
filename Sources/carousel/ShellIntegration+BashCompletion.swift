extension ShellIntegration {
    /// `**<Tab>` and fzf's completion API for bash: the rest of `fzf --bash`.
    static let bashCompletion = #"""
        # **<Tab>: the word before the trigger is a query and what is chosen replaces it: paths
        # (under the folder the word names, or the nearest one above it that exists), folders after
        # cd, pushd and rmdir (FZF_COMPLETION_DIR_COMMANDS), processes after kill, hosts after ssh,
        # exported variables after export, unset and printenv, aliases after unalias. Tab without
        # the trigger does what the command's completion did before.
        #
        # fzf's completion API, for bash's own use: FZF_COMPLETION_TRIGGER (the **),
        # FZF_COMPLETION_OPTS (options for every completion), FZF_COMPLETION_PATH_OPTS and
        # FZF_COMPLETION_DIR_OPTS (for paths, for folders), _fzf_comprun (when defined, runs the
        # picker: the command's name first, then fzf's options), _fzf_compgen_path and
        # _fzf_compgen_dir (when defined, list the candidates under the folder given, instead of the
        # walk), _fzf_complete (fzf's options, --, complete's words; the candidates on stdin; its
        # caller's _post function, when defined, filters what was chosen), _fzf_setup_completion
        # path|dir|var|alias|host|proc COMMANDS..., and __fzf_list_hosts (the hosts, when redefined).

        # The picker, run by _fzf_comprun when the user defined it.
        __fzf_comprun() {
          if [[ $(type -t _fzf_comprun 2>&1) == function ]]; then
            _fzf_comprun "$@"
          else
            shift
            command fzf "$@"
          fi
        }

        # The command's completion before this script's, by command: its function, kept so that Tab
        # without the trigger still calls it.
        declare -A __fzf_kept_completion 2> /dev/null

        # Puts the function $1 in charge of completing command $3: with the options of the completion
        # the command had (whose function is kept), or else with the options $2.
        __fzf_take_completion() {
          local ours=$1 options=$2 command=$3 spec
          spec=$(complete -p "$command" 2> /dev/null)
          if [[ $spec =~ ^complete(.*)\ -F\ ([^ ]+)\ (.+)$ ]]; then
            if [[ ${BASH_REMATCH[2]} != _fzf_* && ${BASH_REMATCH[2]} != __fzf_* ]]; then
              __fzf_kept_completion[$command]=${BASH_REMATCH[2]}
            fi
            eval "complete${BASH_REMATCH[1]} -F $ours ${BASH_REMATCH[3]}"
          else
            complete $options -F "$ours" "$command"
          fi
        }

        # bash-completion's loader, when it is there (the newest name first).
        __fzf_loader=
        for __fzf_name in _comp_load __load_completion _completion_loader; do
          if [[ $(type -t "$__fzf_name") == function ]]; then
            __fzf_loader=$__fzf_name
            break
          fi
        done
        unset __fzf_name

        # Tab without the trigger, for $1 (this script's function) and complete's words ($2 the
        # command): the kept completion, or the one bash-completion loads (taken over, and asked
        # again by bash on status 124), or else the complete options' own (files, folders...).
        __fzf_complete_otherwise() {
          local ours=$1 command=$2 kept before status
          shift
          kept=${__fzf_kept_completion[$command]-}
          if [[ -n $kept && $(type -t "$kept") == function ]]; then
            "$kept" "$@"
            return
          fi
          [[ -n $__fzf_loader ]] || return 0
          before=$(complete -p "$command" 2> /dev/null)
          "$__fzf_loader" "$@"
          status=$?
          if [[ $(complete -p "$command" 2> /dev/null) != "$before" ]]; then
            __fzf_take_completion "$ours" "-o default -o bashdefault" "$command"
            [[ -n ${__fzf_kept_completion[$command]-} ]] || status=1
          fi
          [[ $status == 0 ]] && return 124
          return "$status"
        }

        # The word being completed ends with the trigger, and runs no command when expanded.
        __fzf_triggered() {
          local trigger=${FZF_COMPLETION_TRIGGER-'**'}
          [[ $1 == *"$trigger" && $1 != *'$('* && $1 != *':='* && $1 != *'`'* ]]
        }

        # The picker took the screen's line: the terminal's answer to a status request is bound to
        # redraw it once the completion is in.
        __fzf_complete_redraw() {
          builtin printf '\e[5n'
        }
        bind '"\e[0n": redraw-current-line' 2> /dev/null

        # Paths ($1 _fzf_compgen_path) or folders ($1 _fzf_compgen_dir), with the options $2, each
        # chosen one ending with $3; then complete's words.
        __fzf_generic_path_completion() {
          local compgen=$1 options=$2 suffix=$3 command=$4 trigger=${FZF_COMPLETION_TRIGGER-'**'}
          local word=${COMP_WORDS[COMP_CWORD]} base dir query chosen ours=_fzf_path_completion
          [[ $compgen == *dir* ]] && ours=_fzf_dir_completion
          shift 3
          [[ $command == \\* ]] && command=${command:1}
          COMPREPLY=()
          if ! __fzf_triggered "$word"; then
            __fzf_complete_otherwise "$ours" "$command" "${@:2}"
            return
          fi
          base=${word:0:${#word}-${#trigger}}
          eval "base=$base" 2> /dev/null || return
          # The folder the word names, or the nearest one above it that exists; the rest is the query.
          dir=
          [[ $base == */* ]] && dir=$base
          while [[ -n $dir && ! -d $dir ]]; do
            dir=$(command dirname "$dir")
            [[ $dir == */ ]] || dir=$dir/
          done
          query=${base#"$dir"}
          query=${query#/}
          [[ -z $dir ]] && dir=.
          [[ $dir != / ]] && dir=${dir%/}
          chosen=$(
            export FZF_DEFAULT_OPTS=$(__fzf_widget_opts "--reverse --scheme=path" "${FZF_COMPLETION_OPTS-} $options")
            unset FZF_DEFAULT_COMMAND FZF_DEFAULT_OPTS_FILE
            if [[ $compgen == *dir* ]]; then
              eval "rest=(${FZF_COMPLETION_DIR_OPTS-})"
              walker=dir,follow
            else
              eval "rest=(${FZF_COMPLETION_PATH_OPTS-})"
              walker=file,dir,follow,hidden
            fi
            if declare -F "$compgen" > /dev/null; then
              "$compgen" "$dir" | __fzf_comprun "$command" -q "$query" "${rest[@]}"
            else
              __fzf_comprun "$command" -q "$query" --walker "$walker" --walker-root="$dir" "${rest[@]}"
            fi | while IFS= read -r item; do
              builtin printf '%q ' "${item%"$suffix"}$suffix"
            done
          )
          chosen=${chosen% }
          # A command completed without a space after the word gets one after the paths.
          [[ -n $chosen && -z $suffix && $(complete -p "$command" 2> /dev/null) == *' -o nospace '* ]] && chosen+=' '
          if [[ -n $chosen ]]; then
            COMPREPLY=("$chosen")
          else
            COMPREPLY=("$word")
          fi
          __fzf_complete_redraw
          return 0
        }

        _fzf_path_completion() {
          __fzf_generic_path_completion _fzf_compgen_path -m "" "$@"
        }

        # fzf's older name: paths, files or not.
        _fzf_file_completion() {
          _fzf_path_completion "$@"
        }

        _fzf_dir_completion() {
          __fzf_generic_path_completion _fzf_compgen_dir "" / "$@"
        }

        # _fzf_complete FZF_OPTIONS... -- COMMAND WORD PREVIOUS < CANDIDATES: the candidates chosen
        # (through the caller's NAME_post when it is defined) replace the word. fzf's older form, one
        # string of options first and no --, is taken too.
        _fzf_complete() {
          local -a options=() words=()
          local string= i post cmd word selected ours trigger=${FZF_COMPLETION_TRIGGER-'**'}
          for ((i = 1; i <= $#; i++)); do
            [[ ${!i} == -- ]] && break
          done
          if ((i <= $#)); then
            options=("${@:1:i-1}")
            words=("${@:i+1}")
          else
            string=$1
            words=("${@:2}")
          fi
          post=${FUNCNAME[1]}_post
          [[ $(type -t "$post") == function ]] || post=
          ours=${FUNCNAME[${#FUNCNAME[@]}-1]}
          cmd=${COMP_WORDS[0]}
          word=${COMP_WORDS[COMP_CWORD]}
          if ! __fzf_triggered "$word"; then
            __fzf_complete_otherwise "$ours" "$cmd" "${words[@]:1}"
            return
          fi
          word=${word:0:${#word}-${#trigger}}
          selected=$(
            FZF_DEFAULT_OPTS=$(__fzf_widget_opts "--reverse" "${FZF_COMPLETION_OPTS-} $string") FZF_DEFAULT_OPTS_FILE='' \
              __fzf_comprun "${words[0]-$cmd}" "${options[@]}" -q "$word" |
              if [[ -n $post ]]; then "$post"; else command cat; fi | command tr '\n' ' '
          )
          selected=${selected% }
          if [[ -n $selected ]]; then
            COMPREPLY=("$selected")
          else
            COMPREPLY=("$word")
          fi
          __fzf_complete_redraw
          return 0
        }

        # The hosts of ssh's configuration, of known_hosts and of /etc/hosts, one a line, sorted;
        # redefine it (before this script) for another list.
        if ! declare -F __fzf_list_hosts > /dev/null; then
          __fzf_list_hosts() {
            {
              (shopt -s nullglob; shopt -u failglob dotglob nocaseglob; GLOBIGNORE=; set +f
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

        _fzf_host_completion() {
          _fzf_complete +m -- "$@" < <(__fzf_list_hosts)
        }

        # ssh: a key or configuration file after -i, -F and -E; otherwise a host, after the user@ typed.
        _fzf_complete_ssh() {
          case $3 in
            -i|-F|-E) _fzf_path_completion "$@" ;;
            *)
              local user=
              [[ $2 == *@* ]] && user=${2%%@*}@
              _fzf_complete +m -- "$@" < <(__fzf_list_hosts | command awk -v user="$user" '{ print user $0 }')
              ;;
          esac
        }

        _fzf_var_completion() {
          _fzf_complete -m -- "$@" < <(declare -xp | command sed -En 's|^declare [^ ]+ ([^=]+).*|\1|p')
        }

        _fzf_alias_completion() {
          _fzf_complete -m -- "$@" < <(alias | command sed -En 's|^alias ([^=]+).*|\1|p')
        }

        # Processes: ps's lines, its header kept on top; the pids are what is put on the line.
        _fzf_proc_completion() {
          _fzf_complete -m --header-lines=1 --no-preview --wrap -- "$@" < <(
            command ps -eo user,pid,ppid,start,time,command 2> /dev/null || command ps -eo user,pid,ppid,time,args 2> /dev/null
          )
        }

        _fzf_proc_completion_post() {
          command awk '{ print $2 }'
        }

        _fzf_complete_kill() {
          _fzf_proc_completion "$@"
        }

        # _fzf_setup_completion KIND COMMANDS...: the completion of that kind for those commands.
        _fzf_setup_completion() {
          local kind=$1 function=_fzf_${1}_completion options command
          if (($# < 2)) || [[ $(type -t "$function") != function ]]; then
            echo "usage: ${FUNCNAME[0]} path|dir|var|alias|host|proc COMMANDS..."
            return 1
          fi
          shift
          case $kind in
            dir) options='-o nospace -o dirnames' ;;
            var) options='-o default -o nospace -v' ;;
            alias) options='-a' ;;
            *) options='-o default -o bashdefault' ;;
          esac
          for command in "$@"; do
            __fzf_take_completion "$function" "$options" "$command"
          done
        }

        # Tab on any other command: paths; bash-completion's loader, when it loads the command's own
        # completion, leaves that command to fzf's path completion with it.
        __fzf_default_completion() {
          __fzf_generic_path_completion _fzf_compgen_path -m "" "$@"
        }

        for __fzf_name in ${FZF_COMPLETION_PATH_COMMANDS-awk bat cat code diff diff3 emacs emacsclient ex file ftp g++ gcc gvim head hg hx java javac ld less more mvim nvim patch perl python ruby sed sftp sort source tail tee uniq vi view vim wc xdg-open basename bunzip2 bzip2 chmod chown curl cp dirname du find git grep gunzip gzip hg jar ln ls mv open rm rsync scp svn tar unzip zip}; do
          __fzf_take_completion _fzf_path_completion "-o default -o bashdefault" "$__fzf_name"
        done
        for __fzf_name in ${FZF_COMPLETION_DIR_COMMANDS-cd pushd rmdir}; do
          __fzf_take_completion _fzf_dir_completion "-o bashdefault -o nospace -o dirnames" "$__fzf_name"
        done
        for __fzf_name in ${FZF_COMPLETION_VAR_COMMANDS-export unset printenv}; do
          __fzf_take_completion _fzf_var_completion "-o default -o nospace -v" "$__fzf_name"
        done
        unset __fzf_name
        __fzf_take_completion _fzf_alias_completion -a unalias
        __fzf_take_completion _fzf_proc_completion "-o default -o bashdefault" kill
        __fzf_take_completion _fzf_complete_ssh "-o default -o bashdefault" ssh
        # The default for every other command, unless another script set one (bash-completion's
        # loader is asked by this one).
        complete | command grep -q __fzf_default_completion ||
          complete | command grep -- '-D$' | command grep -qv _comp_complete_load ||
          complete -D -F __fzf_default_completion -o default -o bashdefault 2> /dev/null

        fi
        """#
}
