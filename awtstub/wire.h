/* wire.h: the event wire format of the stand-in display connection.
 *
 * The display (awtstub-peer, or whatever holds the other end of the
 * toolkit's socket) writes a stream of fixed-size records, 40 bytes each,
 * every field little-endian, and nothing else:
 *
 *   offset size  field
 *        0    2  id        AWT event id: 400-402 key, 500-506 mouse
 *        2    2  zero      must be 0
 *        4    4  seq       the record's number on this connection, from 0
 *        8    4  a         key: keyCode     mouse: x
 *       12    4  b         key: keyChar     mouse: y
 *       16    4  c         key: keyLocation mouse: button
 *       20    4  d         key: 0           mouse: clickCount
 *       24    4  mods      extended modifiers (InputEvent.*_DOWN_MASK)
 *       28    4  zero      must be 0
 *       32    8  when_us   CLOCK_REALTIME microseconds when it was written
 *
 * The toolkit reads whatever is there, keeps a partial record for the next
 * read, and hands complete ones to Java in order.  A record whose id is
 * not an input event id or whose zero fields are not 0 means the other end
 * does not speak this format: the toolkit drops the connection.
 *
 * The other way, the toolkit writes single request bytes, which a display
 * may ignore: AWT_WIRE_SYNC ('S') from Toolkit.sync(), which awtstub-peer's
 * "sync" command waits for (so that a script starts only once the program
 * has registered its listeners and called sync()).
 *
 * The checksum both ends compute over a stream (order-sensitive, 32-bit
 * wrap-around, the same as Java int arithmetic):
 *   h = 17; per event, for v in (id, a, b, c, d, mods): h = h * 31 + v
 * where the Java side takes the values from the delivered events:
 * key: getID, getKeyCode, getKeyChar, getKeyLocation, 0, getModifiersEx;
 * mouse: getID, getX, getY, getButton, getClickCount, getModifiersEx.
 * The two sums agree when the peer sends modifiers that Java keeps as
 * they are: extended masks only (no bit below SHIFT_DOWN_MASK), and events
 * the Java constructors accept (KEY_TYPED: keyCode 0, a defined keyChar,
 * location 0; key locations 0-4; mouse buttons 0-3), as awtstub-peer
 * does.  Events Java refuses are dropped by the toolkit, with a warning. */
#ifndef AWTSTUB_WIRE_H
#define AWTSTUB_WIRE_H

#include <stddef.h>
#include <stdint.h>

#define AWT_WIRE_RECORD 40
#define AWT_WIRE_SYNC 'S'

/* Event ids (java.awt.event). */
enum {
    AWT_KEY_TYPED = 400, AWT_KEY_PRESSED = 401, AWT_KEY_RELEASED = 402,
    AWT_MOUSE_CLICKED = 500, AWT_MOUSE_PRESSED = 501, AWT_MOUSE_RELEASED = 502,
    AWT_MOUSE_MOVED = 503, AWT_MOUSE_ENTERED = 504, AWT_MOUSE_EXITED = 505,
    AWT_MOUSE_DRAGGED = 506,
};

/* Extended modifiers (java.awt.event.InputEvent). */
enum {
    AWT_SHIFT_DOWN = 1 << 6, AWT_CTRL_DOWN = 1 << 7, AWT_META_DOWN = 1 << 8,
    AWT_ALT_DOWN = 1 << 9, AWT_BUTTON1_DOWN = 1 << 10, AWT_BUTTON2_DOWN = 1 << 11,
    AWT_BUTTON3_DOWN = 1 << 12, AWT_ALT_GRAPH_DOWN = 1 << 13,
};

typedef struct AwtWireEvent {
    uint16_t id;
    uint32_t seq;
    int32_t a, b, c, d;
    int32_t mods;
    int64_t when_us;
} AwtWireEvent;

/* Ints per event handed to Java (StubDisplay.read0): id, a, b, c, d, mods,
 * then when (ms) as high and low 32 bits. */
#define AWT_WIRE_INTS 8

/* Non-zero when id is a key or mouse event id this format carries. */
int awt_wire_id_ok(int id);

/* Writes e as one record into out[AWT_WIRE_RECORD]. */
void awt_wire_encode(const AwtWireEvent *e, unsigned char *out);

/* Reads one record; returns 0, or -1 when it is not a valid record. */
int awt_wire_decode(const unsigned char *in, AwtWireEvent *e);

/* The checksum step: h * 31 + v for each of the event's six values. */
uint32_t awt_wire_checksum(uint32_t h, const AwtWireEvent *e);

#define AWT_WIRE_CHECKSUM_INIT 17u

/* Stream decoder: bytes in, complete events out, a partial record kept. */
typedef struct AwtDecoder {
    unsigned char part[AWT_WIRE_RECORD];
    int part_n;
    uint32_t next_seq;
    unsigned long events;           /* decoded so far */
    unsigned long gaps;             /* records missing by seq */
    int bad;                        /* a bad record was seen: stop */
} AwtDecoder;

void awt_decoder_init(AwtDecoder *d);

/* The most bytes that awt_decoder_feed can take with room for max events. */
size_t awt_decoder_room(const AwtDecoder *d, int max);

/* Decodes buf[0..n) into out[0..max) and returns the number of events
 * written, or -1 once a bad record is seen (and from then on).  Every
 * byte is consumed, so n must be at most awt_decoder_room(d, max). */
int awt_decoder_feed(AwtDecoder *d, const unsigned char *buf, size_t n,
                     AwtWireEvent *out, int max);

#endif
