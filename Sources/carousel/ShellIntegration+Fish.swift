extension ShellIntegration {
    /// `fzf --fish`: fish 3.4 and later (`bind -M`, `commandline -i`).
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
