/* test_vm.c: unit tests of the VM's own tables on a booted VM: the intern
 * table, the native table, class loading, subtyping, method selection and
 * descriptor parsing. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "class.h"
#include "excep.h"
#include "interp.h"
#include "jstring.h"
#include "native.h"
#include "options.h"
#include "vm.h"

static VMThread *vt;

static void boot(void)
{
    if (vt != NULL)
        return;
    char *argv[] = { "test_vm", "Nothing", NULL };
    ck_assert_int_eq(options_parse(2, argv), 0);
    vt = vm_boot();
    ck_assert_ptr_nonnull(vt);
}

START_TEST(intern_returns_one_object)
{
    boot();
    Object *a = jstring_new(vt, "hello, world");
    Object *b = jstring_new(vt, "hello, world");
    ck_assert_ptr_ne(a, b);
    ck_assert_ptr_eq(jstring_intern(vt, a), jstring_intern(vt, b));
    Object *c = jstring_intern_utf8(vt, "hello, world", 12);
    ck_assert_ptr_eq(c, jstring_intern(vt, a));
    Object *d = jstring_intern_utf8(vt, "hello, world!", 13);
    ck_assert_ptr_ne(c, d);
    Object *e = jstring_intern_utf8(vt, "", 0);
    ck_assert_ptr_eq(e, jstring_intern_utf8(vt, "", 0));
}
END_TEST

START_TEST(string_hash_and_utf8)
{
    boot();
    /* Values from HotSpot: "hello".hashCode() == 99162322. */
    ck_assert_int_eq(jstring_hash(jstring_new(vt, "hello")), 99162322);
    ck_assert_int_eq(jstring_hash(jstring_new(vt, "")), 0);
    /* "\u00e9t\u00e9" round-trips through UTF-8; surrogate pairs too. */
    const char *s = "\xc3\xa9t\xc3\xa9 \xf0\x9f\x98\x80";
    Object *o = jstring_new(vt, s);
    ck_assert_int_eq(jstring_length(o), 6);
    ck_assert_int_eq(jstring_chars(o)[4], 0xD83D);
    char *back = jstring_to_utf8(o, NULL);
    ck_assert_str_eq(back, s);
    free(back);
}
END_TEST

static Value dummy_native(VMThread *t, Value *a)
{
    (void)t;
    (void)a;
    return (Value){ .i = 7 };
}

START_TEST(native_table)
{
    boot();
    ck_assert_ptr_nonnull(native_lookup("java/lang/System", "arraycopy",
                                        "(Ljava/lang/Object;ILjava/lang/Object;II)V"));
    ck_assert_ptr_null(native_lookup("java/lang/System", "arraycopy", "()V"));
    ck_assert_ptr_null(native_lookup("no/Such", "thing", "()V"));
    NativeDef d = { "t/T", "f", "(I)I", dummy_native };
    native_register(&d, 1);
    ck_assert_ptr_eq(native_lookup("t/T", "f", "(I)I"), dummy_native);
}
END_TEST

START_TEST(missing_native_names_method)
{
    boot();
    Method m;
    memset(&m, 0, sizeof m);
    Class c;
    memset(&c, 0, sizeof c);
    c.name = "pkg/Cls";
    c.kind = CK_INSTANCE;
    m.cls = &c;
    m.name = "run";
    m.desc = "(I[Ljava/lang/String;J)Z";
    ck_assert_int_eq(native_bind(vt, &m), -1);
    ck_assert_ptr_nonnull(vt->exception);
    Value a = { .l = vt->exception };
    vt->exception = NULL;
    Value r = interp_call_named(vt, a.l, "getMessage", "()Ljava/lang/String;", &a);
    char *msg = jstring_to_utf8(r.l, NULL);
    ck_assert_str_eq(msg, "'boolean pkg.Cls.run(int, java.lang.String[], long)'");
    free(msg);
}
END_TEST

START_TEST(loading_and_subtyping)
{
    boot();
    Class *al = class_load(vt, "java/util/ArrayList");
    Class *list = class_load(vt, "java/util/List");
    Class *coll = class_load(vt, "java/util/Collection");
    ck_assert_ptr_nonnull(al);
    ck_assert_ptr_nonnull(list);
    ck_assert(class_is_assignable(al, list));
    ck_assert(class_is_assignable(al, coll));
    ck_assert(class_is_assignable(al, cls_Object));
    ck_assert(!class_is_assignable(list, al));
    Class *sa = class_load(vt, "[Ljava/lang/String;");
    Class *oa = class_load(vt, "[Ljava/lang/Object;");
    Class *ia = class_load(vt, "[I");
    ck_assert(class_is_assignable(sa, oa));
    ck_assert(!class_is_assignable(oa, sa));
    ck_assert(!class_is_assignable(ia, oa));
    ck_assert(class_is_assignable(ia, cls_Cloneable));
    ck_assert_ptr_eq(class_array_of(vt, cls_String), sa);
    ck_assert_ptr_null(class_load(vt, "no/such/Klass"));
    ck_assert_ptr_nonnull(vt->exception);
    vt->exception = NULL;
}
END_TEST

START_TEST(virtual_selection)
{
    boot();
    Class *al = class_load(vt, "java/util/ArrayList");
    Class *list = class_load(vt, "java/util/List");
    Method *size = class_find_method(list, "size", "()I");
    ck_assert_ptr_nonnull(size);
    Method *sel = class_select(al, size);
    ck_assert_ptr_nonnull(sel);
    ck_assert_ptr_eq(sel->cls, al);
    Method *ts = class_find_method(cls_Object, "toString", "()Ljava/lang/String;");
    ck_assert_ptr_eq(class_select(cls_String, ts)->cls, cls_String);
}
END_TEST

START_TEST(descriptors)
{
    char r;
    ck_assert_int_eq(desc_arg_slots("()V", &r), 0);
    ck_assert_int_eq(r, 'V');
    ck_assert_int_eq(desc_arg_slots("(IJD[JLjava/lang/String;[[Ljava/lang/Object;)J", &r), 8);
    ck_assert_int_eq(r, 'J');
}
END_TEST

int main(void)
{
    Suite *s = suite_create("vm");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, intern_returns_one_object);
    tcase_add_test(tc, string_hash_and_utf8);
    tcase_add_test(tc, native_table);
    tcase_add_test(tc, missing_native_names_method);
    tcase_add_test(tc, loading_and_subtyping);
    tcase_add_test(tc, virtual_selection);
    tcase_add_test(tc, descriptors);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
