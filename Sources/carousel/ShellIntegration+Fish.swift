extension ShellIntegration {
    /// `fzf --fish`: fish 3.4 and later (`bind -M`, `commandline -i`).
    static let fish = #"""
        # fzf key bindings for fish (CTRL-T, CTRL-R, ALT-C, Shift-Tab): fzf --fish | source
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

        # Shift-Tab (Tab stays fish's own): the token completed with a picker over fish's completions
        # for it. fzf's completion API for fish: fzf_complete takes fzf's options and, with candidates
        # on stdin, picks among those instead; _fzf_complete is the same with fzf's options before --
        # (what follows is not read); a function _fzf_complete_COMMAND, when defined, completes
        # COMMAND's token (given the command's tokens); _fzf_complete_COMMAND_post or
        # _fzf_post_complete_COMMAND, when defined, filters what was chosen; FZF_COMPLETION_OPTS
        # adds options (FZF_EXPANSION_OPTS for a wildcard's paths).
        function fzf_complete -d "Complete the token with a picker"
            if commandline --paging-mode
                commandline -f complete-and-search
                return
            end
            # The command's tokens, the one being completed last, past sudo, env and assignments.
            set -l token (commandline -t)
            set -l tokenize --tokens-expanded
            string match -q -- '3.*' $version; and set tokenize --tokenize
            set -l cmd (commandline $tokenize -pc)
            test -z "$token"; and set -a cmd ''
            while set -q cmd[2]; and string match -qr -- '^(builtin|command|doas|env|sudo|\w+=\S*|-\S+)$' $cmd[1]
                set -e cmd[1]
            end
            # Commands the picker runs (previews...) are fish's, as the completions are.
            set -l extra (string escape -- $argv) --with-shell=(string escape -- (status fish-path)" -c")
            # A token with a wildcard (before any quote or backslash) is expanded by fish, and its
            # paths picked among, with FZF_EXPANSION_OPTS instead of FZF_COMPLETION_OPTS.
            set -l glob
            string match -qr -- '^[^\'"\\\\]*\*' $token; and set glob $token
            set -l opts "$FZF_COMPLETION_OPTS"
            test -n "$glob"; and set opts "$FZF_EXPANSION_OPTS"
            set -lx FZF_DEFAULT_OPTS (__fzf_widget_opts "--reverse --multi" "$opts $extra")
            set -lx FZF_DEFAULT_OPTS_FILE ''
            set -l result
            if not isatty stdin
                set -l post _fzf_post_complete_$cmd[1]
                functions -q $post; or set post _fzf_complete_$cmd[1]_post
                # Not in a command substitution: that would not be given this stdin.
                if functions -q $post
                    fzf | $post $cmd | while read -l line; set -a result $line; end
                else
                    fzf | while read -l line; set -a result $line; end
                end
            else if test -n "$glob"
                set -lx FZF_DEFAULT_COMMAND "for i in $glob; test -d \"\$i\"; and string match -qv -- '*/' \$i; and set i \$i/; string join0 -- \$i; end"
                set result (string escape -n -- (fzf --read0 --print0 --scheme=path --no-multi-line | string split0))
            else
                set -l custom _fzf_complete_$cmd[1]
                if functions -q $custom; and not set -q __fzf_no_custom_complete
                    set -lx __fzf_no_custom_complete
                    $custom $cmd
                    return
                end
                set -l list (complete -C --escape -- (commandline -cp))
                if test -n "$list"
                    set result (string join -- \n $list | fzf --delimiter=\t --accept-nth=1)
                end
            end
            if test -n "$result"
                # No space after one folder: its contents may follow.
                set -l tail ' '
                test (count $result) -eq 1; and string match -q -- '*/' $result; and set tail ''
                commandline -rt -- (string join -- ' ' $result)$tail
            end
            commandline -f repaint
        end

        function _fzf_complete -d "fzf_complete, fzf's options before --"
            set -l options
            for arg in $argv
                test "$arg" = --; and break
                set -a options $arg
            end
            fzf_complete $options
        end

        # The bindings, again when called (as fzf's function of that name).
        function fzf_key_bindings
            for mode in default insert
                bind -M $mode \ct fzf-file-widget
                bind -M $mode \cr fzf-history-widget
                bind -M $mode \ec fzf-cd-widget
                if string match -qr -- '^\d\d+|^[4-9]' $version
                    bind -M $mode shift-tab fzf_complete
                else
                    bind -M $mode -k btab fzf_complete
                end
            end
        end
        fzf_key_bindings
        """#
}
