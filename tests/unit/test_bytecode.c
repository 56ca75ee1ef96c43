/* test_bytecode.c: the instruction table and walkers of vm/bytecode.c. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode.h"

/* Every quick form stands for a JVMS instruction of the same length whose
 * effect it shares; every JVMS instruction stands for itself. */
START_TEST(quick_forms_map_to_originals)
{
    for (int op = 0; op < 256; op++) {
        if (opcode_name[op] == NULL)
            continue;
        int o = bc_orig[op];
        ck_assert_msg(o <= OP_jsr_w, "%s stands for a quick form", opcode_name[op]);
        if (op <= OP_jsr_w)
            ck_assert_int_eq(o, op);
        else
            ck_assert_msg(opcode_length[op] == opcode_length[o], "%s", opcode_name[op]);
        ck_assert_int_eq(bc_pop[op], bc_pop[o]);
        ck_assert_int_eq(bc_push[op], bc_push[o]);
    }
    ck_assert_int_eq(bc_orig[OP_getfield_j], OP_getfield);
    ck_assert_int_eq(bc_orig[OP_invokevirtual_iface], OP_invokevirtual);
    ck_assert_int_eq(bc_orig[OP_ilil_cmp_x], OP_iload);
    ck_assert_int_eq(bc_orig[OP_ldc_w_q], OP_ldc_w);
}
END_TEST

START_TEST(effects)
{
    int pop, push;
    uint8_t dup2_x2[] = { OP_dup2_x2 };
    ck_assert_int_eq(bc_effect(dup2_x2, 0, &pop, &push), 0);
    ck_assert_int_eq(pop, 4);
    ck_assert_int_eq(push, 6);
    uint8_t ladd[] = { OP_ladd };
    bc_effect(ladd, 0, &pop, &push);
    ck_assert_int_eq(pop, 4);
    ck_assert_int_eq(push, 2);
    uint8_t multi[] = { OP_multianewarray, 0, 7, 3 };
    ck_assert_int_eq(bc_effect(multi, 0, &pop, &push), 0);
    ck_assert_int_eq(pop, 3);
    ck_assert_int_eq(push, 1);
    uint8_t wide_lload[] = { OP_wide, OP_lload, 1, 0 };
    ck_assert_int_eq(bc_effect(wide_lload, 0, &pop, &push), 0);
    ck_assert_int_eq(pop, 0);
    ck_assert_int_eq(push, 2);
    uint8_t getfield_q[] = { OP_getfield_j, 0, 5 };
    ck_assert_int_eq(bc_effect(getfield_q, 0, &pop, &push), -1);   /* the descriptor decides */
}
END_TEST

/* tableswitch at pc 1: padding to 4, default, low -1, high 1, three offsets. */
static const uint8_t table[] = {
    OP_nop, OP_tableswitch, 0, 0,
    0, 0, 0, 40,  0xff, 0xff, 0xff, 0xff,  0, 0, 0, 1,
    0, 0, 0, 10,  0, 0, 0, 20,  0, 0, 0, 30,
};

START_TEST(tableswitch)
{
    ck_assert_uint_eq(bc_len(table, 1), sizeof table - 1);
    BcSwitch sw;
    bc_switch(table, 1, &sw);
    ck_assert(!sw.lookup);
    ck_assert_int_eq(sw.default_off, 40);
    ck_assert_uint_eq(sw.count, 3);
    ck_assert_int_eq(bc_switch_key(&sw, 0), -1);
    ck_assert_int_eq(bc_switch_key(&sw, 2), 1);
    ck_assert_int_eq(bc_switch_offset(&sw, 1), 20);
    enum BcError err;
    ck_assert_uint_eq(bc_len_checked(table, sizeof table, 1, OP_jsr_w, &err), sizeof table - 1);
    ck_assert_int_eq(err, BC_OK);
    /* Every shorter code is truncated, never read past. */
    for (uint32_t n = 2; n < sizeof table; n++) {
        uint8_t *copy = malloc(n);
        memcpy(copy, table, n);
        ck_assert_uint_eq(bc_len_checked(copy, n, 1, OP_jsr_w, &err), 0);
        ck_assert_int_eq(err, BC_TRUNCATED);
        free(copy);
    }
}
END_TEST

START_TEST(lookupswitch)
{
    static const uint8_t look[] = {
        OP_lookupswitch, 0, 0, 0,
        0, 0, 0, 9,  0, 0, 0, 2,
        0, 0, 0, 5,  0, 0, 0, 11,
        0, 0, 1, 0,  0, 0, 0, 12,
    };
    ck_assert_uint_eq(bc_len(look, 0), sizeof look);
    BcSwitch sw;
    bc_switch(look, 0, &sw);
    ck_assert(sw.lookup);
    ck_assert_uint_eq(sw.count, 2);
    ck_assert_int_eq(bc_switch_key(&sw, 1), 256);
    ck_assert_int_eq(bc_switch_offset(&sw, 0), 11);
    uint8_t neg[sizeof look];
    memcpy(neg, look, sizeof look);
    neg[8] = 0xff;                  /* npairs < 0 */
    enum BcError err;
    ck_assert_uint_eq(bc_len_checked(neg, sizeof neg, 0, OP_jsr_w, &err), 0);
    ck_assert_int_eq(err, BC_SWITCH_COUNT);
}
END_TEST

START_TEST(checked_lengths)
{
    enum BcError err;
    uint8_t quick[] = { OP_getfield_i, 0, 1 };
    ck_assert_uint_eq(bc_len_checked(quick, 3, 0, OP_jsr_w, &err), 0);
    ck_assert_int_eq(err, BC_ILLEGAL);      /* not in a class file */
    ck_assert_uint_eq(bc_len_checked(quick, 3, 0, 255, &err), 3);
    uint8_t unused[] = { 202 };                 /* (breakpoint) the one code no row uses */
    ck_assert_uint_eq(bc_len_checked(unused, 1, 0, 255, &err), 0);
    ck_assert_int_eq(err, BC_ILLEGAL);
    uint8_t wide_iinc[] = { OP_wide, OP_iinc, 0, 1, 0, 2 };
    ck_assert_uint_eq(bc_len_checked(wide_iinc, 6, 0, OP_jsr_w, &err), 6);
    ck_assert_uint_eq(bc_len_checked(wide_iinc, 5, 0, OP_jsr_w, &err), 0);
    ck_assert_int_eq(err, BC_TRUNCATED);
    uint8_t wide_bad[] = { OP_wide, OP_iadd, 0, 0 };
    ck_assert_uint_eq(bc_len_checked(wide_bad, 4, 0, OP_jsr_w, &err), 0);
    ck_assert_int_eq(err, BC_ILLEGAL);
    uint8_t inv[] = { OP_invokeinterface, 0, 1, 1 };
    ck_assert_uint_eq(bc_len_checked(inv, 4, 0, OP_jsr_w, &err), 0);
    ck_assert_int_eq(err, BC_TRUNCATED);
    uint8_t tbl_bad[] = { OP_tableswitch, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1 };
    ck_assert_uint_eq(bc_len_checked(tbl_bad, sizeof tbl_bad, 0, OP_jsr_w, &err), 0);
    ck_assert_int_eq(err, BC_SWITCH_RANGE);
}
END_TEST

static Suite *bytecode_suite(void)
{
    Suite *s = suite_create("bytecode");
    TCase *tc = tcase_create("table");
    tcase_add_test(tc, quick_forms_map_to_originals);
    tcase_add_test(tc, effects);
    tcase_add_test(tc, tableswitch);
    tcase_add_test(tc, lookupswitch);
    tcase_add_test(tc, checked_lengths);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(bytecode_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
