/* wire.c: encoding, decoding and checksum of display event records
 * (the format is described in wire.h). */
#include <string.h>
#include "wire.h"

int awt_wire_id_ok(int id)
{
    return (id >= AWT_KEY_TYPED && id <= AWT_KEY_RELEASED)
           || (id >= AWT_MOUSE_CLICKED && id <= AWT_MOUSE_DRAGGED);
}

static void put16(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
}

static void put32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static void put64(unsigned char *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static uint32_t get16(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8;
}

static uint32_t get32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t get64(const unsigned char *p)
{
    return (uint64_t)get32(p) | (uint64_t)get32(p + 4) << 32;
}

void awt_wire_encode(const AwtWireEvent *e, unsigned char *out)
{
    put16(out, e->id);
    put16(out + 2, 0);
    put32(out + 4, e->seq);
    put32(out + 8, (uint32_t)e->a);
    put32(out + 12, (uint32_t)e->b);
    put32(out + 16, (uint32_t)e->c);
    put32(out + 20, (uint32_t)e->d);
    put32(out + 24, (uint32_t)e->mods);
    put32(out + 28, 0);
    put64(out + 32, (uint64_t)e->when_us);
}

int awt_wire_decode(const unsigned char *in, AwtWireEvent *e)
{
    uint32_t id = get16(in);
    if (!awt_wire_id_ok((int)id) || get16(in + 2) != 0 || get32(in + 28) != 0)
        return -1;
    e->id = (uint16_t)id;
    e->seq = get32(in + 4);
    e->a = (int32_t)get32(in + 8);
    e->b = (int32_t)get32(in + 12);
    e->c = (int32_t)get32(in + 16);
    e->d = (int32_t)get32(in + 20);
    e->mods = (int32_t)get32(in + 24);
    e->when_us = (int64_t)get64(in + 32);
    return 0;
}

uint32_t awt_wire_checksum(uint32_t h, const AwtWireEvent *e)
{
    uint32_t v[6] = { e->id, (uint32_t)e->a, (uint32_t)e->b, (uint32_t)e->c,
                      (uint32_t)e->d, (uint32_t)e->mods };
    for (int i = 0; i < 6; i++)
        h = h * 31u + v[i];
    return h;
}

void awt_decoder_init(AwtDecoder *d)
{
    memset(d, 0, sizeof *d);
}

size_t awt_decoder_room(const AwtDecoder *d, int max)
{
    if (max <= 0)
        return 0;
    return (size_t)max * AWT_WIRE_RECORD - (size_t)d->part_n;
}

static int take(AwtDecoder *d, const unsigned char *rec, AwtWireEvent *out)
{
    if (awt_wire_decode(rec, out) < 0) {
        d->bad = 1;
        return -1;
    }
    if (out->seq != d->next_seq)
        d->gaps += out->seq > d->next_seq ? out->seq - d->next_seq : 1;
    d->next_seq = out->seq + 1;
    d->events++;
    return 0;
}

int awt_decoder_feed(AwtDecoder *d, const unsigned char *buf, size_t n,
                     AwtWireEvent *out, int max)
{
    if (d->bad)
        return -1;
    int k = 0;
    if (d->part_n > 0) {
        size_t need = (size_t)(AWT_WIRE_RECORD - d->part_n);
        size_t c = n < need ? n : need;
        memcpy(d->part + d->part_n, buf, c);
        d->part_n += (int)c;
        buf += c;
        n -= c;
        if (d->part_n < AWT_WIRE_RECORD)
            return 0;
        d->part_n = 0;
        if (k >= max || take(d, d->part, &out[k]) < 0)
            return -1;
        k++;
    }
    while (n >= AWT_WIRE_RECORD) {
        if (k >= max || take(d, buf, &out[k]) < 0)
            return -1;
        k++;
        buf += AWT_WIRE_RECORD;
        n -= AWT_WIRE_RECORD;
    }
    memcpy(d->part, buf, n);
    d->part_n = (int)n;
    return k;
}
