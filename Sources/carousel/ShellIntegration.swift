/// What `fzf --bash`, `--zsh` and `--fish` print: the key bindings fzf's users know (CTRL-T
/// puts the chosen paths on the line, quoted; CTRL-R the chosen history entry; ALT-C changes
/// into the chosen directory; in bash and zsh, `**<Tab>` completes with a picker), honouring
/// fzf's variables (`FZF_CTRL_T_COMMAND`, `FZF_CTRL_T_OPTS`, `FZF_CTRL_R_OPTS`,
/// `FZF_ALT_C_COMMAND`, `FZF_ALT_C_OPTS`, `FZF_TMUX_HEIGHT`, `FZF_COMPLETION_TRIGGER`,
/// `FZF_COMPLETION_OPTS`, `FZF_DEFAULT_OPTS`). Each widget runs `fzf` from PATH: this program
/// under that name. One file a shell.
///
/// bash and zsh also get fzf's completion API, so that the recipes of fzf's README work:
/// `_fzf_complete` (fzf's options, `--`, the command's words; the candidates on stdin;
/// `_fzf_complete_COMMAND_post` filters what was chosen), `_fzf_comprun`, `_fzf_compgen_path`
/// and `_fzf_compgen_dir` when the user defines them, `FZF_COMPLETION_PATH_OPTS` and
/// `FZF_COMPLETION_DIR_OPTS`, `__fzf_list_hosts`; bash `_fzf_setup_completion
/// path|dir|var|alias|host|proc COMMANDS...` and the list of commands fzf sets up, zsh any
/// function named `_fzf_complete_COMMAND`. fish gets fzf's Shift-Tab: `fzf_complete` and
/// `_fzf_complete` over fish's own completions, a wildcard's paths or the candidates on
/// stdin, with `_fzf_complete_COMMAND`, its `_post` and `fzf_key_bindings`.
enum ShellIntegration {
}
