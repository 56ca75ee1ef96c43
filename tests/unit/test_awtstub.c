/* test_awtstub.c: libcheck suite "awtstub" for the stand-in display's wire
 * format and the toolkit's side of the connection (awtstub/wire.h,
 * awtstub/display.h), on the native thread backend. */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <unistd.h>

#include "awtstub/display.h"
#include "awtstub/wire.h"
#include "io/io.h"
#include "threads/threads.h"

static void boot(void)
{
    static int booted;
    if (booted)
        return;
    const char *why;
    ck_assert_int_eq(th_select("native", &why), 0);
    ThConfig cfg = { .idle = TH_IDLE_TICKLESS, .stack_size = 0, .min_alarm_us = 0, .log = 0 };
    ck_assert_int_eq(th->init(&cfg), 0);
    booted = 1;
}

static AwtWireEvent ev(int id, uint32_t seq, int a, int b, int c, int d, int mods)
{
    AwtWireEvent e = { .id = (uint16_t)id, .seq = seq, .a = a, .b = b, .c = c, .d = d,
                       .mods = mods, .when_us = 1700000000123456LL + seq };
    return e;
}

static void assert_same(const AwtWireEvent *x, const AwtWireEvent *y)
{
    ck_assert_int_eq(x->id, y->id);
    ck_assert_uint_eq(x->seq, y->seq);
    ck_assert_int_eq(x->a, y->a);
    ck_assert_int_eq(x->b, y->b);
    ck_assert_int_eq(x->c, y->c);
    ck_assert_int_eq(x->d, y->d);
    ck_assert_int_eq(x->mods, y->mods);
    ck_assert(x->when_us == y->when_us);
}

START_TEST(test_round_trip)
{
    AwtWireEvent in = ev(AWT_MOUSE_DRAGGED, 0xDEADBEEF, -5, 1 << 30, 3, -1, AWT_BUTTON1_DOWN | AWT_SHIFT_DOWN);
    in.when_us = -42;
    unsigned char rec[AWT_WIRE_RECORD];
    awt_wire_encode(&in, rec);
    ck_assert_int_eq(rec[0], AWT_MOUSE_DRAGGED & 0xFF);     /* little-endian */
    ck_assert_int_eq(rec[1], AWT_MOUSE_DRAGGED >> 8);
    ck_assert_int_eq(rec[4], 0xEF);
    AwtWireEvent out;
    ck_assert_int_eq(awt_wire_decode(rec, &out), 0);
    assert_same(&in, &out);
}
END_TEST

START_TEST(test_bad_records)
{
    unsigned char rec[AWT_WIRE_RECORD];
    AwtWireEvent e = ev(AWT_KEY_PRESSED, 0, 65, 'a', 1, 0, 0), out;
    awt_wire_encode(&e, rec);
    ck_assert_int_eq(awt_wire_decode(rec, &out), 0);
    rec[2] = 1;                                   /* a zero field */
    ck_assert_int_eq(awt_wire_decode(rec, &out), -1);
    awt_wire_encode(&e, rec);
    rec[28] = 7;                                  /* the other zero field */
    ck_assert_int_eq(awt_wire_decode(rec, &out), -1);
    int bad_ids[] = { 0, 399, 403, 499, 507, 1001, 0xFFFF };
    for (size_t i = 0; i < sizeof bad_ids / sizeof bad_ids[0]; i++) {
        e.id = (uint16_t)bad_ids[i];
        awt_wire_encode(&e, rec);
        ck_assert_int_eq(awt_wire_decode(rec, &out), -1);
    }
    for (int id = 400; id <= 402; id++)
        ck_assert(awt_wire_id_ok(id));
    for (int id = 500; id <= 506; id++)
        ck_assert(awt_wire_id_ok(id));
}
END_TEST

/* 200 records fed in pieces of every size from 1 to 97 bytes come out whole
 * and in order; a partial record waits for its rest. */
START_TEST(test_decoder_pieces)
{
    enum { N = 200 };
    static unsigned char stream[N * AWT_WIRE_RECORD];
    AwtWireEvent sent[N];
    for (int i = 0; i < N; i++) {
        sent[i] = ev(i % 3 ? AWT_MOUSE_MOVED : AWT_KEY_TYPED, (uint32_t)i, i, -i, i % 4, i % 5, 64 * (i % 2));
        awt_wire_encode(&sent[i], stream + i * AWT_WIRE_RECORD);
    }
    for (size_t piece = 1; piece <= 97; piece++) {
        AwtDecoder d;
        awt_decoder_init(&d);
        AwtWireEvent got[N];
        int n = 0;
        for (size_t off = 0; off < sizeof stream; off += piece) {
            size_t len = sizeof stream - off < piece ? sizeof stream - off : piece;
            ck_assert(len <= awt_decoder_room(&d, N - n));
            int k = awt_decoder_feed(&d, stream + off, len, got + n, N - n);
            ck_assert_int_ge(k, 0);
            n += k;
        }
        ck_assert_int_eq(n, N);
        ck_assert_int_eq(d.part_n, 0);
        ck_assert_uint_eq(d.events, N);
        ck_assert_uint_eq(d.gaps, 0);
        for (int i = 0; i < N; i++)
            assert_same(&sent[i], &got[i]);
    }
}
END_TEST

START_TEST(test_decoder_gaps_and_bad)
{
    AwtDecoder d;
    awt_decoder_init(&d);
    unsigned char rec[3 * AWT_WIRE_RECORD];
    AwtWireEvent e0 = ev(AWT_MOUSE_PRESSED, 0, 1, 1, 1, 1, 0);
    AwtWireEvent e5 = ev(AWT_MOUSE_RELEASED, 5, 1, 1, 1, 1, 0);
    awt_wire_encode(&e0, rec);
    awt_wire_encode(&e5, rec + AWT_WIRE_RECORD);
    memset(rec + 2 * AWT_WIRE_RECORD, 'x', AWT_WIRE_RECORD);
    AwtWireEvent out[3];
    ck_assert_int_eq(awt_decoder_feed(&d, rec, 2 * AWT_WIRE_RECORD, out, 3), 2);
    ck_assert_uint_eq(d.gaps, 4);                 /* seq 1..4 missing */
    ck_assert_int_eq(awt_decoder_feed(&d, rec + 2 * AWT_WIRE_RECORD, AWT_WIRE_RECORD, out, 3), -1);
    ck_assert(d.bad);
    ck_assert_int_eq(awt_decoder_feed(&d, rec, AWT_WIRE_RECORD, out, 3), -1);   /* stays bad */
}
END_TEST

START_TEST(test_checksum)
{
    AwtWireEvent a = ev(AWT_KEY_PRESSED, 0, 65, 'a', 1, 0, 0);
    AwtWireEvent b = ev(AWT_MOUSE_MOVED, 1, 10, 20, 0, 0, 64);
    uint32_t h = awt_wire_checksum(AWT_WIRE_CHECKSUM_INIT, &a);
    /* 17, then *31 + each of id, a, b, c, d, mods, in 32 bits */
    uint32_t want = 17;
    int32_t v[6] = { 401, 65, 'a', 1, 0, 0 };
    for (int i = 0; i < 6; i++)
        want = want * 31u + (uint32_t)v[i];
    ck_assert_uint_eq(h, want);
    uint32_t ab = awt_wire_checksum(awt_wire_checksum(AWT_WIRE_CHECKSUM_INIT, &a), &b);
    uint32_t ba = awt_wire_checksum(awt_wire_checksum(AWT_WIRE_CHECKSUM_INIT, &b), &a);
    ck_assert_uint_ne(ab, ba);                    /* order matters */
}
END_TEST

START_TEST(test_in_process_display)
{
    boot();
    unsetenv("AWTSTUB_DISPLAY");
    char why[512];
    int fd = awt_display_open(why, sizeof why);
    ck_assert_int_ge(fd, 0);
    int peer = awt_display_peer_fd();
    ck_assert_int_ge(peer, 0);
    ck_assert_int_eq(io_available(fd), 0);
    AwtWireEvent out[8];
    ck_assert_int_eq(awt_display_read(fd, 0, out, 8), 0);     /* nothing, not closed */
    ck_assert_int_eq(th->wait_fd(fd, TH_FD_READ, th_now() + 1000000), 0);   /* times out */
    for (int i = 0; i < 3; i++) {
        AwtWireEvent e = ev(AWT_KEY_PRESSED + (i % 2), 0, 'A' + i, 'a' + i, 1, 0, 0);
        ck_assert_int_eq(awt_display_inject(&e), 0);
    }
    ck_assert_int_gt(th->wait_fd(fd, TH_FD_READ, TH_FOREVER), 0);
    long avail = io_available(fd);
    ck_assert_int_eq(avail, 3 * AWT_WIRE_RECORD);
    ck_assert_int_eq(awt_display_read(fd, avail, out, 8), 3);
    ck_assert_int_eq(out[2].a, 'C');
    ck_assert_uint_eq(out[2].seq, 2);
    /* half a record, then the rest */
    unsigned char rec[AWT_WIRE_RECORD];
    AwtWireEvent e = ev(AWT_MOUSE_CLICKED, 3, 7, 8, 1, 2, 0);
    awt_wire_encode(&e, rec);
    ck_assert_int_eq(write(peer, rec, 17), 17);
    ck_assert_int_eq(awt_display_read(fd, io_available(fd), out, 8), 0);
    ck_assert_int_eq(write(peer, rec + 17, AWT_WIRE_RECORD - 17), AWT_WIRE_RECORD - 17);
    ck_assert_int_eq(awt_display_read(fd, io_available(fd), out, 8), 1);
    assert_same(&e, &out[0]);
    ck_assert_uint_eq(awt_display_events(), 4);
    ck_assert_uint_eq(awt_display_gaps(), 0);
    ck_assert_int_eq(awt_display_sync(fd), 0);    /* in-process: nothing written */
    ck_assert_int_eq(io_available(peer), 0);
    close(peer);                                  /* the display goes away */
    ck_assert_int_gt(th->wait_fd(fd, TH_FD_READ, TH_FOREVER), 0);
    ck_assert_int_eq(io_available(fd), 0);
    ck_assert_int_eq(awt_display_read(fd, 0, out, 8), -1);
    close(fd);
}
END_TEST

START_TEST(test_unix_display_and_sync)
{
    boot();
    char path[64];
    snprintf(path, sizeof path, "/tmp/test_awtstub.%d.sock", (int)getpid());
    unlink(path);
    int srv = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un sun;
    memset(&sun, 0, sizeof sun);
    sun.sun_family = AF_UNIX;
    strcpy(sun.sun_path, path);
    ck_assert_int_eq(bind(srv, (struct sockaddr *)&sun, sizeof sun), 0);
    ck_assert_int_eq(listen(srv, 1), 0);
    setenv("AWTSTUB_DISPLAY", path, 1);
    char why[512];
    int fd = awt_display_open(why, sizeof why);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(awt_display_peer_fd(), -1);
    int c = accept(srv, NULL, NULL);
    ck_assert_int_ge(c, 0);
    ck_assert_int_eq(awt_display_sync(fd), 0);
    char b = 0;
    ck_assert_int_eq(read(c, &b, 1), 1);
    ck_assert_int_eq(b, AWT_WIRE_SYNC);
    unsigned char rec[2 * AWT_WIRE_RECORD];
    AwtWireEvent e0 = ev(AWT_MOUSE_ENTERED, 0, 1, 2, 0, 0, 0), e1 = ev(AWT_MOUSE_EXITED, 1, 3, 4, 0, 0, 0);
    awt_wire_encode(&e0, rec);
    awt_wire_encode(&e1, rec + AWT_WIRE_RECORD);
    ck_assert_int_eq(write(c, rec, sizeof rec), (int)sizeof rec);
    close(c);                                     /* data, then the end */
    AwtWireEvent out[1];
    int got = 0, ended = 0;
    while (!ended) {
        ck_assert_int_gt(th->wait_fd(fd, TH_FD_READ, TH_FOREVER), 0);
        long avail = io_available(fd);
        int k = awt_display_read(fd, avail, out, 1);  /* one event per read */
        if (k < 0)
            ended = 1;
        else
            got += k;
    }
    ck_assert_int_eq(got, 2);
    close(fd);
    close(srv);
    unlink(path);
    /* nobody listening */
    fd = awt_display_open(why, sizeof why);
    ck_assert_int_eq(fd, -ENOENT);
    ck_assert_ptr_nonnull(strstr(why, "Can't connect to the stand-in display using '"));
    ck_assert_ptr_nonnull(strstr(why, "No such file or directory"));
    unsetenv("AWTSTUB_DISPLAY");
}
END_TEST

START_TEST(test_tcp_display)
{
    boot();
    int srv = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in sin;
    memset(&sin, 0, sizeof sin);
    sin.sin_family = AF_INET;
    sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ck_assert_int_eq(bind(srv, (struct sockaddr *)&sin, sizeof sin), 0);
    ck_assert_int_eq(listen(srv, 1), 0);
    socklen_t sl = sizeof sin;
    getsockname(srv, (struct sockaddr *)&sin, &sl);
    char addr[64];
    snprintf(addr, sizeof addr, "127.0.0.1:%d", ntohs(sin.sin_port));
    setenv("AWTSTUB_DISPLAY", addr, 1);
    char why[512];
    int fd = awt_display_open(why, sizeof why);
    ck_assert_int_ge(fd, 0);
    int c = accept(srv, NULL, NULL);
    ck_assert_int_ge(c, 0);
    unsigned char rec[AWT_WIRE_RECORD];
    AwtWireEvent e = ev(AWT_KEY_RELEASED, 0, 10, '\n', 1, 0, 128);
    awt_wire_encode(&e, rec);
    ck_assert_int_eq(write(c, rec, sizeof rec), (int)sizeof rec);
    ck_assert_int_gt(th->wait_fd(fd, TH_FD_READ, TH_FOREVER), 0);
    AwtWireEvent out[2];
    ck_assert_int_eq(awt_display_read(fd, io_available(fd), out, 2), 1);
    assert_same(&e, &out[0]);
    close(c);
    close(fd);
    /* a closed port */
    fd = awt_display_open(why, sizeof why);
    close(srv);
    if (fd >= 0)
        close(fd);                                /* the backlog took it before the close */
    fd = awt_display_open(why, sizeof why);
    ck_assert_int_eq(fd, -ECONNREFUSED);
    unsetenv("AWTSTUB_DISPLAY");
}
END_TEST

static Suite *awtstub_suite(void)
{
    Suite *s = suite_create("awtstub");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, test_round_trip);
    tcase_add_test(tc, test_bad_records);
    tcase_add_test(tc, test_decoder_pieces);
    tcase_add_test(tc, test_decoder_gaps_and_bad);
    tcase_add_test(tc, test_checksum);
    tcase_add_test(tc, test_in_process_display);
    tcase_add_test(tc, test_unix_display_and_sync);
    tcase_add_test(tc, test_tcp_display);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(awtstub_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? 0 : 1;
}
