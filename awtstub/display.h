/* display.h: the toolkit's side of the stand-in display connection.
 *
 * AWTSTUB_DISPLAY names the display, as DISPLAY names an X server:
 * - unset or empty: an in-process socketpair; the other end is held open
 *   (and never written, unless a caller injects events through
 *   awt_display_inject), so the toolkit sees a display nobody types at;
 * - "host:port": a TCP connection (awtstub-peer -l host:port);
 * - anything else (a path, or a name with a '/'): a unix stream socket.
 * The connection is made non-blocking, so that reading only what FIONREAD
 * reported never blocks, on either thread backend. */
#ifndef AWTSTUB_DISPLAY_H
#define AWTSTUB_DISPLAY_H

#include <stddef.h>
#include "wire.h"

/* Opens the display.  Returns the fd, or -errno with a message (naming
 * the address) in why. */
int awt_display_open(char *why, size_t n);

/* Reads at most `avail` bytes (what FIONREAD said; 0 = only find out
 * whether the other end has closed) and decodes them into out[0..max).
 * Returns the number of complete events (0 if none yet), or -1 when the
 * connection has ended: end of stream, an error, or bad records. */
int awt_display_read(int fd, long avail, AwtWireEvent *out, int max);

/* Toolkit.sync(): sends AWT_WIRE_SYNC to a display reached through
 * AWTSTUB_DISPLAY (the in-process display has nobody to tell).  0, or
 * -errno. */
int awt_display_sync(int fd);

/* The in-process display's other end (-1 if the display is not one). */
int awt_display_peer_fd(void);

/* Writes one event on the in-process display (tests).  0, or -errno. */
int awt_display_inject(const AwtWireEvent *e);

/* Events decoded, and events found missing by their seq numbers. */
unsigned long awt_display_events(void);
unsigned long awt_display_gaps(void);

#endif
