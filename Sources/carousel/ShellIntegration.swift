/// What `fzf --bash`, `--zsh` and `--fish` print: the key bindings fzf's users know (CTRL-T
/// puts the chosen paths on the line, quoted; CTRL-R the chosen history entry; ALT-C changes
/// into the chosen directory; in bash and zsh, `**<Tab>` completes with a picker), honouring
/// fzf's variables (`FZF_CTRL_T_COMMAND`, `FZF_CTRL_T_OPTS`, `FZF_CTRL_R_OPTS`,
/// `FZF_ALT_C_COMMAND`, `FZF_ALT_C_OPTS`, `FZF_TMUX_HEIGHT`, `FZF_COMPLETION_TRIGGER`,
/// `FZF_COMPLETION_OPTS`, `FZF_DEFAULT_OPTS`). Each widget runs `fzf` from PATH: this program
/// under that name. One file a shell.
enum ShellIntegration {
}
