/* awtstub-peer: a stand-in display that a toolkit connects to
 * (AWTSTUB_DISPLAY=ADDR), and that plays a script of input events to it.
 *
 * usage: awtstub-peer [-l ADDR] [-f FILE]... [-e SCRIPT]... [-n N] [-c] [-q] [-d]
 *   -l ADDR    listen on host:port (port 0 picks a free one) or on a unix
 *              socket path (default 127.0.0.1:0)
 *   -f FILE    read script lines from FILE ("-" is stdin)
 *   -e SCRIPT  script text; ';' separates commands as a newline does
 *   -n N       serve N connections one after another, then exit (default
 *              1; 0 = for ever)
 *   -c         close each connection when its script ends (default: keep
 *              it open, as a display does, until the toolkit closes it)
 *   -q         print only the "listening" line
 *   -d         dry run: play the script to nobody, at once, and print
 *              "awtstub-peer: script has N events checksum 0xXXXXXXXX"
 *
 * It prints, on stdout, flushed at once:
 *   awtstub-peer: listening on ADDR
 *   awtstub-peer: connection N
 *   awtstub-peer: sent N events checksum 0xXXXXXXXX in S.SSS s
 *   awtstub-peer: connection N ended
 * (or "connection N closed by the toolkit after N events" when the toolkit
 * went away before the script ended).
 * The checksum is the one in wire.h, which a Java listener can compute
 * from the events it gets.
 *
 * Script commands (one per line or ';'; '#' starts a comment):
 *   key CODE [CHAR]     KEY_PRESSED, KEY_TYPED (when there is a char),
 *                       KEY_RELEASED
 *   press CODE [CHAR]   KEY_PRESSED        release CODE [CHAR]  KEY_RELEASED
 *   type CHAR           KEY_TYPED          text "STRING"   key for each char
 *   move X Y            MOUSE_MOVED (MOUSE_DRAGGED while a button is down)
 *   drag X Y            MOUSE_DRAGGED
 *   down X Y [B]        MOUSE_PRESSED (button B, default 1, stays down)
 *   up X Y [B]          MOUSE_RELEASED
 *   click X Y [B] [N]   pressed, released, MOUSE_CLICKED with count N
 *   enter X Y / exit X Y  MOUSE_ENTERED / MOUSE_EXITED
 *   mods M              modifiers held from now on: none, or names joined
 *                       by '+' (shift, ctrl, meta, alt, altgraph), or a
 *                       number (extended masks)
 *   delay MS            pause before each following event (may be 0.25)
 *   sleep MS            pause once
 *   hold MS             same as sleep (reads better before a close)
 *   chunk N [GAP_US]    write in pieces of N bytes, GAP_US apart (default
 *                       100), so that records arrive split; 0 = off
 *   random N [SEED]     N pseudo-random events of every kind
 *   repeat N ... end    the commands in between, N times
 *   sync                wait for the toolkit's next sync request (the
 *                       program's Toolkit.sync()); start a script with it
 *                       so that no event comes before the listeners are in
 *   close               close the connection now
 * CODE: a number (65, 0x41), a letter or digit (A, 7), or a VK name
 * (ENTER, SPACE, TAB, ESCAPE, BACK_SPACE, DELETE, LEFT, UP, RIGHT, DOWN,
 * HOME, END, SHIFT, CONTROL, ALT, F1..F12; VK_ prefix allowed).
 * CHAR: one character, 'c', \n, \t, U+XXXX, or none. */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include <netdb.h>
#include "wire.h"
#include "../os/os.h"

#define CHAR_UNDEFINED 0xFFFF
#define VK_UNDEFINED 0
#define LOC_UNKNOWN 0
#define LOC_STANDARD 1

/* ------------------------------------------------------------ script */

enum Op {
    OP_KEY, OP_PRESS, OP_RELEASE, OP_TYPE, OP_TEXT, OP_MOVE, OP_DRAG, OP_DOWN, OP_UP,
    OP_CLICK, OP_ENTER, OP_EXIT, OP_MODS, OP_DELAY, OP_SLEEP, OP_CHUNK, OP_RANDOM,
    OP_REPEAT, OP_END, OP_CLOSE, OP_SYNC,
};

typedef struct Cmd {
    enum Op op;
    long arg[4];
    int nargs;
    double ms;                      /* delay, sleep */
    char *text;                     /* text */
    int end;                        /* repeat: index of its end */
    int line;
} Cmd;

static Cmd *cmds;
static int ncmds, cmds_cap;

static void die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("awtstub-peer: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(2);
}

static const struct { const char *name; int code; } vk_names[] = {
    { "ENTER", 10 }, { "BACK_SPACE", 8 }, { "BACKSPACE", 8 }, { "TAB", 9 },
    { "CANCEL", 3 }, { "CLEAR", 12 }, { "SHIFT", 16 }, { "CONTROL", 17 }, { "CTRL", 17 },
    { "ALT", 18 }, { "PAUSE", 19 }, { "CAPS_LOCK", 20 }, { "ESCAPE", 27 }, { "ESC", 27 },
    { "SPACE", 32 }, { "PAGE_UP", 33 }, { "PAGE_DOWN", 34 }, { "END", 35 }, { "HOME", 36 },
    { "LEFT", 37 }, { "UP", 38 }, { "RIGHT", 39 }, { "DOWN", 40 }, { "COMMA", 44 },
    { "MINUS", 45 }, { "PERIOD", 46 }, { "SLASH", 47 }, { "SEMICOLON", 59 },
    { "EQUALS", 61 }, { "DELETE", 127 }, { "INSERT", 155 }, { "META", 157 },
};

static int parse_code(const char *s, int line)
{
    if (strncasecmp(s, "VK_", 3) == 0)
        s += 3;
    if (s[0] != 0 && s[1] == 0) {
        char c = s[0];
        if (c >= 'a' && c <= 'z')
            return c - 'a' + 'A';
        if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
            return c;
    }
    char *e;
    long v = strtol(s, &e, 0);
    if (*s != 0 && *e == 0)
        return (int)v;
    if ((s[0] == 'F' || s[0] == 'f') && s[1] >= '1' && s[1] <= '9') {
        long f = strtol(s + 1, &e, 10);
        if (*e == 0 && f >= 1 && f <= 12)
            return 111 + (int)f;
    }
    for (size_t i = 0; i < sizeof vk_names / sizeof vk_names[0]; i++)
        if (strcasecmp(s, vk_names[i].name) == 0)
            return vk_names[i].code;
    die("line %d: unknown key code '%s'", line, s);
}

static int parse_char(const char *s, int line)
{
    size_t n = strlen(s);
    if (n >= 2 && s[0] == '\'' && s[n - 1] == '\'') {
        if (n == 3)
            return (unsigned char)s[1];
        if (n == 4 && s[1] == '\\')
            return s[2] == 'n' ? '\n' : s[2] == 't' ? '\t' : s[2] == 's' ? ' ' : (unsigned char)s[2];
    }
    if (n == 1)
        return (unsigned char)s[0];
    if (strcmp(s, "\\n") == 0)
        return '\n';
    if (strcmp(s, "\\t") == 0)
        return '\t';
    if (strcasecmp(s, "none") == 0)
        return CHAR_UNDEFINED;
    if ((s[0] == 'U' || s[0] == 'u') && s[1] == '+') {
        char *e;
        long v = strtol(s + 2, &e, 16);
        if (*e == 0 && v >= 0 && v <= 0xFFFF)
            return (int)v;
    }
    die("line %d: bad character '%s'", line, s);
}

static int parse_mods(const char *s, int line)
{
    char *e;
    long v = strtol(s, &e, 0);
    if (*s != 0 && *e == 0) {
        if (v & 63)
            die("line %d: mods %s has bits below SHIFT_DOWN_MASK (64): use extended masks", line, s);
        return (int)v;
    }
    int m = 0;
    char buf[128];
    snprintf(buf, sizeof buf, "%s", s);
    for (char *tok = strtok(buf, "+"); tok != NULL; tok = strtok(NULL, "+")) {
        if (strcasecmp(tok, "none") == 0)
            continue;
        else if (strcasecmp(tok, "shift") == 0)
            m |= AWT_SHIFT_DOWN;
        else if (strcasecmp(tok, "ctrl") == 0 || strcasecmp(tok, "control") == 0)
            m |= AWT_CTRL_DOWN;
        else if (strcasecmp(tok, "meta") == 0)
            m |= AWT_META_DOWN;
        else if (strcasecmp(tok, "alt") == 0)
            m |= AWT_ALT_DOWN;
        else if (strcasecmp(tok, "altgraph") == 0)
            m |= AWT_ALT_GRAPH_DOWN;
        else
            die("line %d: unknown modifier '%s'", line, tok);
    }
    return m;
}

static long parse_long(const char *s, int line)
{
    char *e;
    long v = strtol(s, &e, 0);
    if (*s == 0 || *e != 0)
        die("line %d: '%s' is not a number", line, s);
    return v;
}

static double parse_ms(const char *s, int line)
{
    char *e;
    double v = strtod(s, &e);
    if (*s == 0 || *e != 0 || v < 0)
        die("line %d: '%s' is not a time in ms", line, s);
    return v;
}

/* Splits one command line into words; a "..." word keeps its spaces. */
static int split_words(char *s, char **w, int max, int line)
{
    int n = 0;
    while (*s) {
        while (*s == ' ' || *s == '\t' || *s == '\r')
            s++;
        if (*s == 0)
            break;
        if (n == max)
            die("line %d: too many words", line);
        if (*s == '"') {
            char *q = strchr(s + 1, '"');
            if (q == NULL)
                die("line %d: unterminated string", line);
            *q = 0;
            w[n++] = s;             /* keeps the leading '"' as a marker */
            s = q + 1;
            continue;
        }
        w[n++] = s;
        while (*s && *s != ' ' && *s != '\t' && *s != '\r')
            s++;
        if (*s)
            *s++ = 0;
    }
    return n;
}

static Cmd *new_cmd(enum Op op, int line)
{
    if (ncmds == cmds_cap) {
        cmds_cap = cmds_cap ? cmds_cap * 2 : 64;
        cmds = realloc(cmds, (size_t)cmds_cap * sizeof *cmds);
        if (cmds == NULL)
            die("out of memory");
    }
    Cmd *c = &cmds[ncmds++];
    memset(c, 0, sizeof *c);
    c->op = op;
    c->line = line;
    return c;
}

static const struct { const char *name; enum Op op; int min, max; } ops[] = {
    { "key", OP_KEY, 1, 2 }, { "press", OP_PRESS, 1, 2 }, { "release", OP_RELEASE, 1, 2 },
    { "type", OP_TYPE, 1, 1 }, { "text", OP_TEXT, 1, 1 }, { "move", OP_MOVE, 2, 2 },
    { "drag", OP_DRAG, 2, 2 }, { "down", OP_DOWN, 2, 3 }, { "up", OP_UP, 2, 3 },
    { "click", OP_CLICK, 2, 4 }, { "enter", OP_ENTER, 2, 2 }, { "exit", OP_EXIT, 2, 2 },
    { "mods", OP_MODS, 1, 1 }, { "delay", OP_DELAY, 1, 1 }, { "sleep", OP_SLEEP, 1, 1 },
    { "hold", OP_SLEEP, 1, 1 }, { "chunk", OP_CHUNK, 1, 2 }, { "random", OP_RANDOM, 1, 2 },
    { "repeat", OP_REPEAT, 1, 1 }, { "end", OP_END, 0, 0 }, { "close", OP_CLOSE, 0, 0 },
    { "sync", OP_SYNC, 0, 0 },
};

static int open_blocks[64];
static int nopen;

static void parse_command(char *s, int line)
{
    char *w[8];
    int n = split_words(s, w, 8, line);
    if (n == 0)
        return;
    size_t i;
    for (i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (strcmp(w[0], ops[i].name) == 0)
            break;
    if (i == sizeof ops / sizeof ops[0])
        die("line %d: unknown command '%s'", line, w[0]);
    int na = n - 1;
    if (na < ops[i].min || na > ops[i].max)
        die("line %d: %s takes %d to %d arguments", line, w[0], ops[i].min, ops[i].max);
    Cmd *c = new_cmd(ops[i].op, line);
    c->nargs = na;
    char **v = w + 1;
    switch (c->op) {
    case OP_KEY:
    case OP_PRESS:
    case OP_RELEASE:
        c->arg[0] = parse_code(v[0], line);
        c->arg[1] = na > 1 ? parse_char(v[1], line) : -1;
        break;
    case OP_TYPE:
        c->arg[0] = parse_char(v[0], line);
        if (c->arg[0] == CHAR_UNDEFINED)
            die("line %d: type needs a defined character", line);
        break;
    case OP_TEXT:
        c->text = strdup(v[0][0] == '"' ? v[0] + 1 : v[0]);
        if (c->text == NULL)
            die("out of memory");
        break;
    case OP_MODS:
        c->arg[0] = parse_mods(v[0], line);
        break;
    case OP_DELAY:
    case OP_SLEEP:
        c->ms = parse_ms(v[0], line);
        break;
    case OP_REPEAT:
        c->arg[0] = parse_long(v[0], line);
        if (nopen == 64)
            die("line %d: repeat nested too deep", line);
        open_blocks[nopen++] = ncmds - 1;
        break;
    case OP_END:
        if (nopen == 0)
            die("line %d: end without repeat", line);
        cmds[open_blocks[--nopen]].end = ncmds - 1;
        break;
    default:
        for (int k = 0; k < na; k++)
            c->arg[k] = parse_long(v[k], line);
        break;
    }
    if ((c->op == OP_DOWN || c->op == OP_UP || c->op == OP_CLICK) && na >= 3
        && (c->arg[2] < 1 || c->arg[2] > 3))
        die("line %d: button must be 1, 2 or 3", line);
}

static void parse_script(char *text)
{
    int line = 1;
    char *p = text;
    while (*p) {
        char *eol = p;
        while (*eol && *eol != '\n')
            eol++;
        int more = *eol == '\n';
        *eol = 0;
        char *hash = strchr(p, '#');
        if (hash != NULL)
            *hash = 0;
        /* ';' separates commands, except inside "..." */
        char *start = p;
        int inq = 0;
        for (char *q = p;; q++) {
            if (*q == '"')
                inq = !inq;
            if (*q == 0 || (*q == ';' && !inq)) {
                int last = *q == 0;
                *q = 0;
                parse_command(start, line);
                if (last)
                    break;
                start = q + 1;
            }
        }
        line++;
        p = more ? eol + 1 : eol;
    }
}

/* ------------------------------------------------------------ playing */

static int conn = -1;
static int conn_closed;             /* the toolkit went away */
static uint32_t seq, checksum;
static int held_mods, held_button;
static double delay_ms;
static long chunk, chunk_gap_us = 100;
static int mouse_x, mouse_y;
static int quiet;
static int dry;                     /* -d: count the script's events, no connection */

static unsigned char outbuf[64 * AWT_WIRE_RECORD];
static size_t outn;

static void sleep_ns(int64_t ns)
{
    if (ns <= 0 || dry)
        return;
    struct timespec ts = { (time_t)(ns / 1000000000), (long)(ns % 1000000000) };
    while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
        ;
}

static int64_t now_real_us(void)
{
    return os_realtime_ns() / 1000;
}

static double now_mono(void)
{
    return (double)os_monotonic_ns() / 1e9;
}

static void write_all(const unsigned char *p, size_t n)
{
    while (n > 0 && !conn_closed) {
        ssize_t w = send(conn, p, n, MSG_NOSIGNAL);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            conn_closed = 1;
            return;
        }
        p += w;
        n -= (size_t)w;
    }
}

static void flush_out(void)
{
    if (outn == 0)
        return;
    if (dry) {
        outn = 0;
        return;
    }
    if (chunk > 0) {
        for (size_t off = 0; off < outn && !conn_closed; off += (size_t)chunk) {
            size_t n = outn - off < (size_t)chunk ? outn - off : (size_t)chunk;
            write_all(outbuf + off, n);
            sleep_ns((int64_t)chunk_gap_us * 1000);
        }
    } else {
        write_all(outbuf, outn);
    }
    outn = 0;
}

static void emit(int id, int a, int b, int c, int d, int mods)
{
    if (conn_closed)
        return;
    if (delay_ms > 0) {
        flush_out();
        sleep_ns((int64_t)(delay_ms * 1e6));
    }
    AwtWireEvent e = { .id = (uint16_t)id, .seq = seq, .a = a, .b = b, .c = c, .d = d,
                       .mods = mods, .when_us = now_real_us() };
    awt_wire_encode(&e, outbuf + outn);
    outn += AWT_WIRE_RECORD;
    if (outn == sizeof outbuf || delay_ms > 0)
        flush_out();
    if (!conn_closed) {
        checksum = awt_wire_checksum(checksum, &e);
        seq++;
    }
}

static int button_mask(int b)
{
    return b == 1 ? AWT_BUTTON1_DOWN : b == 2 ? AWT_BUTTON2_DOWN : b == 3 ? AWT_BUTTON3_DOWN : 0;
}

/* The char a key makes by itself, or CHAR_UNDEFINED. */
static int char_of_code(int code)
{
    if (code >= 'A' && code <= 'Z')
        return held_mods & AWT_SHIFT_DOWN ? code : code - 'A' + 'a';
    if ((code >= '0' && code <= '9') || code == ' ' || code == '\n' || code == '\t'
        || code == 8 || code == 27 || code == 127)
        return code;
    return CHAR_UNDEFINED;
}

static int code_of_char(int ch)
{
    if (ch >= 'a' && ch <= 'z')
        return ch - 'a' + 'A';
    if ((ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == ' ' || ch == '\n'
        || ch == '\t')
        return ch;
    return VK_UNDEFINED;
}

static void key_event(int id, int code, int ch)
{
    if (id == AWT_KEY_TYPED)
        emit(id, VK_UNDEFINED, ch, LOC_UNKNOWN, 0, held_mods);
    else
        emit(id, code, ch, LOC_STANDARD, 0, held_mods);
}

static void key_stroke(int code, int ch)
{
    key_event(AWT_KEY_PRESSED, code, ch);
    if (ch != CHAR_UNDEFINED)
        key_event(AWT_KEY_TYPED, 0, ch);
    key_event(AWT_KEY_RELEASED, code, ch);
}

static void mouse_event(int id, int x, int y, int button, int count)
{
    mouse_x = x;
    mouse_y = y;
    emit(id, x, y, button, count, held_mods | button_mask(held_button));
}

static uint64_t rng;

static uint32_t next_rand(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 11);
}

static void random_event(void)
{
    static const int mod_bits[] = { AWT_SHIFT_DOWN, AWT_CTRL_DOWN, AWT_META_DOWN, AWT_ALT_DOWN };
    int mods = 0;
    if (next_rand() % 4 == 0)
        mods = mod_bits[next_rand() % 4] | (next_rand() % 3 == 0 ? mod_bits[next_rand() % 4] : 0);
    int x = (int)(next_rand() % 1024), y = (int)(next_rand() % 768);
    int kind = (int)(next_rand() % 10);
    int b = 1 + (int)(next_rand() % 3);
    int letter = 'A' + (int)(next_rand() % 26);
    switch (kind) {
    case 0:
        emit(AWT_KEY_PRESSED, letter, mods & AWT_SHIFT_DOWN ? letter : letter + 32, LOC_STANDARD, 0, mods);
        break;
    case 1:
        emit(AWT_KEY_RELEASED, letter, mods & AWT_SHIFT_DOWN ? letter : letter + 32, LOC_STANDARD, 0, mods);
        break;
    case 2:
        emit(AWT_KEY_TYPED, VK_UNDEFINED, 32 + (int)(next_rand() % 95), LOC_UNKNOWN, 0, mods);
        break;
    case 3:
    case 4:
    case 5:
        emit(AWT_MOUSE_MOVED, x, y, 0, 0, mods);
        break;
    case 6:
        emit(AWT_MOUSE_DRAGGED, x, y, 0, 0, mods | button_mask(b));
        break;
    case 7:
        emit(AWT_MOUSE_PRESSED, x, y, b, 1, mods | button_mask(b));
        break;
    case 8:
        emit(next_rand() % 2 ? AWT_MOUSE_RELEASED : AWT_MOUSE_CLICKED, x, y, b,
             1 + (int)(next_rand() % 2), mods);
        break;
    default:
        emit(next_rand() % 2 ? AWT_MOUSE_ENTERED : AWT_MOUSE_EXITED, x, y, 0, 0, mods);
        break;
    }
}

static int do_close;
static unsigned long syncs_seen, syncs_used;

/* Reads from the toolkit until one more sync request than used so far has
 * come (requests that came earlier count). */
static void await_sync(void)
{
    if (dry)
        return;
    while (!conn_closed && syncs_seen <= syncs_used) {
        char buf[256];
        ssize_t r = recv(conn, buf, sizeof buf, 0);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            conn_closed = 1;
            return;
        }
        for (ssize_t i = 0; i < r; i++)
            if (buf[i] == AWT_WIRE_SYNC)
                syncs_seen++;
    }
    syncs_used++;
}

/* Plays cmds[from..to). */
static void play(int from, int to)
{
    for (int i = from; i < to && !conn_closed && !do_close; i++) {
        Cmd *c = &cmds[i];
        int ch;
        switch (c->op) {
        case OP_KEY:
            ch = c->arg[1] >= 0 ? (int)c->arg[1] : char_of_code((int)c->arg[0]);
            key_stroke((int)c->arg[0], ch);
            break;
        case OP_PRESS:
        case OP_RELEASE:
            ch = c->arg[1] >= 0 ? (int)c->arg[1] : char_of_code((int)c->arg[0]);
            key_event(c->op == OP_PRESS ? AWT_KEY_PRESSED : AWT_KEY_RELEASED, (int)c->arg[0], ch);
            break;
        case OP_TYPE:
            key_event(AWT_KEY_TYPED, 0, (int)c->arg[0]);
            break;
        case OP_TEXT:
            for (const unsigned char *p = (const unsigned char *)c->text; *p; p++) {
                int code = code_of_char(*p);
                int saved = held_mods;
                if (*p >= 'A' && *p <= 'Z')
                    held_mods |= AWT_SHIFT_DOWN;
                key_stroke(code, *p);
                held_mods = saved;
            }
            break;
        case OP_MOVE:
            mouse_event(held_button ? AWT_MOUSE_DRAGGED : AWT_MOUSE_MOVED, (int)c->arg[0],
                        (int)c->arg[1], 0, 0);
            break;
        case OP_DRAG:
            mouse_event(AWT_MOUSE_DRAGGED, (int)c->arg[0], (int)c->arg[1], 0, 0);
            break;
        case OP_DOWN:
            held_button = c->nargs >= 3 ? (int)c->arg[2] : 1;
            mouse_event(AWT_MOUSE_PRESSED, (int)c->arg[0], (int)c->arg[1], held_button, 1);
            break;
        case OP_UP: {
            int b = c->nargs >= 3 ? (int)c->arg[2] : held_button ? held_button : 1;
            held_button = 0;
            mouse_event(AWT_MOUSE_RELEASED, (int)c->arg[0], (int)c->arg[1], b, 1);
            break;
        }
        case OP_CLICK: {
            int b = c->nargs >= 3 ? (int)c->arg[2] : 1;
            int n = c->nargs >= 4 ? (int)c->arg[3] : 1;
            int x = (int)c->arg[0], y = (int)c->arg[1];
            held_button = b;
            mouse_event(AWT_MOUSE_PRESSED, x, y, b, n);
            held_button = 0;
            mouse_event(AWT_MOUSE_RELEASED, x, y, b, n);
            mouse_event(AWT_MOUSE_CLICKED, x, y, b, n);
            break;
        }
        case OP_ENTER:
        case OP_EXIT:
            mouse_event(c->op == OP_ENTER ? AWT_MOUSE_ENTERED : AWT_MOUSE_EXITED,
                        (int)c->arg[0], (int)c->arg[1], 0, 0);
            break;
        case OP_MODS:
            held_mods = (int)c->arg[0];
            break;
        case OP_DELAY:
            flush_out();
            delay_ms = c->ms;
            break;
        case OP_SLEEP:
            flush_out();
            sleep_ns((int64_t)(c->ms * 1e6));
            break;
        case OP_CHUNK:
            flush_out();
            chunk = c->arg[0];
            if (c->nargs > 1)
                chunk_gap_us = c->arg[1];
            break;
        case OP_RANDOM:
            rng = c->nargs > 1 ? (uint64_t)c->arg[1] : 1;
            rng = rng * 0x9E3779B97F4A7C15ull + 1;
            for (long k = 0; k < c->arg[0] && !conn_closed; k++)
                random_event();
            break;
        case OP_REPEAT:
            for (long k = 0; k < c->arg[0] && !conn_closed && !do_close; k++)
                play(i + 1, c->end);
            i = c->end;
            break;
        case OP_END:
            break;
        case OP_CLOSE:
            do_close = 1;
            break;
        case OP_SYNC:
            flush_out();
            await_sync();
            break;
        }
    }
}

/* ------------------------------------------------------------ listening */

static char unix_path[sizeof ((struct sockaddr_un *)0)->sun_path];

static void remove_socket(void)
{
    if (unix_path[0])
        unlink(unix_path);
}

static void on_signal(int sig)
{
    remove_socket();
    signal(sig, SIG_DFL);
    raise(sig);
}

static int split_tcp(const char *addr, char *host, size_t hn, const char **port)
{
    if (strchr(addr, '/') != NULL)
        return 0;
    const char *colon = strrchr(addr, ':');
    if (colon == NULL || colon[1] == 0)
        return 0;
    for (const char *p = colon + 1; *p; p++)
        if (*p < '0' || *p > '9')
            return 0;
    const char *h = addr;
    size_t len = (size_t)(colon - addr);
    if (len >= 2 && h[0] == '[' && h[len - 1] == ']') {
        h++;
        len -= 2;
    }
    if (len >= hn)
        return 0;
    memcpy(host, h, len);
    host[len] = 0;
    *port = colon + 1;
    return 1;
}

static int listen_on(const char *addr, char *shown, size_t sn)
{
    char host[256];
    const char *port;
    if (split_tcp(addr, host, sizeof host, &port)) {
        struct addrinfo hints, *res = NULL;
        memset(&hints, 0, sizeof hints);
        hints.ai_family = AF_UNSPEC;
        hints.ai_socktype = SOCK_STREAM;
        hints.ai_flags = AI_PASSIVE;
        int g = getaddrinfo(host[0] ? host : NULL, port, &hints, &res);
        if (g != 0)
            die("%s: %s", addr, gai_strerror(g));
        int fd = socket(res->ai_family, res->ai_socktype | SOCK_CLOEXEC, res->ai_protocol);
        if (fd < 0)
            die("socket: %s", strerror(errno));
        int one = 1;
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (bind(fd, res->ai_addr, res->ai_addrlen) < 0 || listen(fd, 8) < 0)
            die("%s: %s", addr, strerror(errno));
        freeaddrinfo(res);
        struct sockaddr_storage ss;
        socklen_t sl = sizeof ss;
        getsockname(fd, (struct sockaddr *)&ss, &sl);
        char hbuf[NI_MAXHOST], pbuf[NI_MAXSERV];
        getnameinfo((struct sockaddr *)&ss, sl, hbuf, sizeof hbuf, pbuf, sizeof pbuf,
                    NI_NUMERICHOST | NI_NUMERICSERV);
        if (ss.ss_family == AF_INET6)
            snprintf(shown, sn, "[%s]:%s", hbuf, pbuf);
        else
            snprintf(shown, sn, "%s:%s", hbuf, pbuf);
        return fd;
    }
    struct sockaddr_un sun;
    if (strlen(addr) >= sizeof sun.sun_path)
        die("%s: path too long", addr);
    memset(&sun, 0, sizeof sun);
    sun.sun_family = AF_UNIX;
    strcpy(sun.sun_path, addr);
    struct stat st;
    if (lstat(addr, &st) == 0 && S_ISSOCK(st.st_mode))
        unlink(addr);
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        die("socket: %s", strerror(errno));
    if (bind(fd, (struct sockaddr *)&sun, sizeof sun) < 0 || listen(fd, 8) < 0)
        die("%s: %s", addr, strerror(errno));
    snprintf(unix_path, sizeof unix_path, "%s", addr);
    atexit(remove_socket);
    signal(SIGTERM, on_signal);
    signal(SIGINT, on_signal);
    snprintf(shown, sn, "%s", addr);
    return fd;
}

static char *read_file(const char *path)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (f == NULL)
        die("%s: %s", path, strerror(errno));
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    size_t r;
    while (buf != NULL && (r = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += r;
        if (cap - n < 2) {
            cap *= 2;
            buf = realloc(buf, cap);
        }
    }
    if (buf == NULL)
        die("out of memory");
    buf[n] = 0;
    if (f != stdin)
        fclose(f);
    return buf;
}

static char *append_text(char *all, const char *more)
{
    size_t a = all ? strlen(all) : 0, m = strlen(more);
    char *s = realloc(all, a + m + 2);
    if (s == NULL)
        die("out of memory");
    memcpy(s + a, more, m);
    s[a + m] = '\n';
    s[a + m + 1] = 0;
    return s;
}

static void usage(void)
{
    fprintf(stderr, "usage: awtstub-peer [-l ADDR] [-f FILE]... [-e SCRIPT]... [-n N] [-c] [-q] [-d]\n"
                    "  ADDR: host:port (port 0 picks one) or a unix socket path\n");
    exit(2);
}

/* Waits until the toolkit closes its end; input from it is ignored. */
static void linger(void)
{
    char buf[256];
    for (;;) {
        ssize_t r = recv(conn, buf, sizeof buf, 0);
        if (r == 0 || (r < 0 && errno != EINTR))
            return;
    }
}

int main(int argc, char **argv)
{
    const char *addr = "127.0.0.1:0";
    char *text = NULL;
    long nconn = 1;
    int close_at_end = 0;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        if (strcmp(o, "-l") == 0 && i + 1 < argc)
            addr = argv[++i];
        else if (strcmp(o, "-f") == 0 && i + 1 < argc) {
            char *f = read_file(argv[++i]);
            text = append_text(text, f);
            free(f);
        } else if (strcmp(o, "-e") == 0 && i + 1 < argc)
            text = append_text(text, argv[++i]);
        else if (strcmp(o, "-n") == 0 && i + 1 < argc)
            nconn = parse_long(argv[++i], 0);
        else if (strcmp(o, "-c") == 0)
            close_at_end = 1;
        else if (strcmp(o, "-q") == 0)
            quiet = 1;
        else if (strcmp(o, "-d") == 0)
            dry = 1;
        else
            usage();
    }
    if (text != NULL)
        parse_script(text);
    if (nopen > 0)
        die("repeat without end");
    if (dry) {
        checksum = AWT_WIRE_CHECKSUM_INIT;
        play(0, ncmds);
        flush_out();
        printf("awtstub-peer: script has %u events checksum 0x%08x\n", seq, checksum);
        return 0;
    }
    signal(SIGPIPE, SIG_IGN);
    char shown[NI_MAXHOST + NI_MAXSERV + 8];
    int lfd = listen_on(addr, shown, sizeof shown);
    printf("awtstub-peer: listening on %s\n", shown);
    fflush(stdout);
    for (long k = 1; nconn == 0 || k <= nconn; k++) {
        conn = accept4(lfd, NULL, NULL, SOCK_CLOEXEC);
        if (conn < 0) {
            if (errno == EINTR) {
                k--;
                continue;
            }
            die("accept: %s", strerror(errno));
        }
        if (!quiet) {
            printf("awtstub-peer: connection %ld\n", k);
            fflush(stdout);
        }
        seq = 0;
        checksum = AWT_WIRE_CHECKSUM_INIT;
        held_mods = held_button = 0;
        delay_ms = 0;
        chunk = 0;
        chunk_gap_us = 100;
        conn_closed = do_close = 0;
        syncs_seen = syncs_used = 0;
        outn = 0;
        double t0 = now_mono();
        play(0, ncmds);
        flush_out();
        double t1 = now_mono();
        if (!quiet) {
            printf("awtstub-peer: sent %u events checksum 0x%08x in %.3f s\n", seq, checksum,
                   t1 - t0);
            fflush(stdout);
        }
        if (!conn_closed && !do_close && !close_at_end)
            linger();               /* until the toolkit closes */
        close(conn);
        conn = -1;
        if (!quiet) {
            if (conn_closed)
                printf("awtstub-peer: connection %ld closed by the toolkit after %u events\n",
                       k, seq);
            else
                printf("awtstub-peer: connection %ld ended\n", k);
            fflush(stdout);
        }
    }
    close(lfd);
    return 0;
}
