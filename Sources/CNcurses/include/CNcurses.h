#ifndef CNCURSES_H
#define CNCURSES_H

// Needed before curses.h so that cchar_t and the wide-character calls are declared.
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <stddef.h>
#include <wchar.h>
#include <curses.h>

// Attributes (macros in curses.h).
unsigned int cn_attr_normal(void);
unsigned int cn_attr_bold(void);
unsigned int cn_attr_dim(void);
unsigned int cn_attr_reverse(void);
unsigned int cn_attr_underline(void);
unsigned int cn_attr_italic(void);

// Globals Swift 6 refuses as not concurrency-safe.
WINDOW *cn_stdscr(void);
int cn_lines(void);
int cn_cols(void);
int cn_colors(void);
int cn_color_pairs(void);
void cn_set_escdelay(int ms);

// Session.
SCREEN *cn_newterm(const char *term, int out_fd, int in_fd);
int cn_end_session(void);
int cn_flush_output(void);
// True when the terminal has an alternate screen (terminfo smcup), which ncurses enters.
int cn_has_alternate_screen(void);
// Loads the terminal description for `term` (checked before newterm, which may print), for
// its capabilities to be read; then let go. Where the database lacks `term` but has the
// entry it was made from (tmux-256color from screen-256color: macOS 13's ncurses 5.7 ships
// no tmux entries), that one. The name loaded, for newterm; NULL when there is none.
const char *cn_load_terminal(const char *term, int fd);
void cn_unload_terminal(void);
void cn_delete_screen(SCREEN *screen);
// A string capability of the current terminal (tigetstr), or NULL when it has none.
const char *cn_string_capability(const char *name);
// A boolean capability of the current terminal (tigetflag): 1 set, 0 not set or unknown.
int cn_flag_capability(const char *name);

// Drawing: one run of same-styled wide characters at (y, x).
int cn_draw_run(int y, int x, const wchar_t *text, int length, unsigned int attrs, short pair);
// One cell holding a base character and its marks (a grapheme cluster) at (y, x): the marks
// stay with the base even when it is wide, which adding them one by one does not do.
int cn_draw_cluster(int y, int x, const wchar_t *chars, int length, unsigned int attrs, short pair);
int cn_present(void);
int cn_erase(void);
int cn_touch_all(void);

#endif
