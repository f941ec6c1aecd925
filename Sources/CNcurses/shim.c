#include "CNcurses.h"
#include <string.h>
#include <term.h>
#include <stdlib.h>
#include <unistd.h>

unsigned int cn_attr_normal(void) { return A_NORMAL; }
unsigned int cn_attr_bold(void) { return A_BOLD; }
unsigned int cn_attr_dim(void) { return A_DIM; }
unsigned int cn_attr_reverse(void) { return A_REVERSE; }
unsigned int cn_attr_underline(void) { return A_UNDERLINE; }
#ifdef A_ITALIC
unsigned int cn_attr_italic(void) { return A_ITALIC; }
#else
unsigned int cn_attr_italic(void) { return 0; }
#endif

WINDOW *cn_stdscr(void) { return stdscr; }
int cn_lines(void) { return LINES; }
int cn_cols(void) { return COLS; }
int cn_colors(void) { return COLORS; }
int cn_color_pairs(void) { return COLOR_PAIRS; }
void cn_set_escdelay(int ms) { set_escdelay(ms); }

static FILE *session_out = NULL;
static FILE *session_in = NULL;

SCREEN *cn_newterm(const char *term, int out_fd, int in_fd) {
    session_out = fdopen(out_fd, "w");
    session_in = fdopen(in_fd, "r");
    if (!session_out || !session_in) return NULL;
    return newterm(term, session_out, session_in);
}

int cn_end_session(void) {
    int rc = endwin();
    if (session_out) fflush(session_out);
    return rc;
}

int cn_has_alternate_screen(void) {
    char *smcup = tigetstr("smcup");
    return smcup != NULL && smcup != (char *)-1 && smcup[0] != '\0';
}

int cn_flush_output(void) { return session_out ? fflush(session_out) : 0; }

const char *cn_load_terminal(const char *term, int fd) {
    static char fallback[128];
    int err = 0;
    // Only looks the description up; newterm does the real set-up afterwards.
    if (setupterm((char *)term, fd, &err) == OK) return term;
    // tmux's entries are screen's with more: tmux's own FAQ names screen-256color for
    // systems without them.
    if (strncmp(term, "tmux", 4) == 0 && strlen(term) + 2 < sizeof fallback) {
        snprintf(fallback, sizeof fallback, "screen%s", term + 4);
        if (setupterm(fallback, fd, &err) == OK) return fallback;
    }
    return NULL;
}

void cn_unload_terminal(void) {
    if (cur_term) del_curterm(cur_term);
}

void cn_delete_screen(SCREEN *screen) { delscreen(screen); }

const char *cn_string_capability(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

int cn_flag_capability(const char *name) { return tigetflag(name) == 1; }

int cn_draw_run(int y, int x, const wchar_t *text, int length, unsigned int attrs, short pair) {
    attr_set((attr_t)attrs, pair, NULL);
    return mvaddnwstr(y, x, text, length);
}

int cn_draw_cluster(int y, int x, const wchar_t *chars, int length, unsigned int attrs, short pair) {
    wchar_t held[CCHARW_MAX + 1];
    int n = length < CCHARW_MAX ? length : CCHARW_MAX;
    if (n <= 0) return ERR;
    for (int i = 0; i < n; i++) held[i] = chars[i];
    held[n] = 0;
    cchar_t cell;
    if (setcchar(&cell, held, (attr_t)attrs, pair, NULL) == ERR) return ERR;
    return mvadd_wch(y, x, &cell);
}

int cn_present(void) {
    wnoutrefresh(stdscr);
    return doupdate();
}

int cn_erase(void) { return werase(stdscr); }
int cn_touch_all(void) { return clearok(stdscr, TRUE); }
