extension ShellIntegration {
    /// `fzf --bash`: bash 4 and later: the key bindings, then `**<Tab>` and fzf's completion API.
    static var bash: String { bashKeyBindings + "\n\n" + bashCompletion }

    /// CTRL-T, CTRL-R and ALT-C (the script's start: its `if` ends in `bashCompletion`).
    static let bashKeyBindings = #"""
        # fzf key bindings for bash (CTRL-T, CTRL-R, ALT-C): eval "$(fzf --bash)"
        if [[ $- == *i* ]]; then

        # The options every widget passes: a band under the prompt, then the user's defaults.
        # (FZF_DEFAULT_OPTS_FILE's options are read here, as fzf's set-up reads them: the widgets
        # then run fzf without the file.)
        __fzf_widget_opts() {
          builtin printf '%s\n' "--height ${FZF_TMUX_HEIGHT:-40%} --min-height 20+ --bind=ctrl-z:ignore $1"
          [[ -r ${FZF_DEFAULT_OPTS_FILE-} ]] && { command cat -- "$FZF_DEFAULT_OPTS_FILE"; builtin echo; }
          builtin printf '%s\n' "${FZF_DEFAULT_OPTS-} $2"
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
        """#
}
