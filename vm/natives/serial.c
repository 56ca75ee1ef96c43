/* serial.c: natives of java.io.ObjectStreamClass, the two things
 * serialization needs that reflection does not offer: whether a class has a
 * static initializer (part of the default serialVersionUID), and creating an
 * instance the way deserialization must, by running only the no-arg
 * constructor of the first non-serializable superclass on an object of the
 * serializable class.  Also sun.misc.Unsafe.allocateInstance (what Gson and
 * other libraries reach through reflection): an instance on which no
 * constructor at all has run, its class initialized first as HotSpot does. */
#include <stdlib.h>
#include <string.h>
#include "../excep.h"
#include "../interp.h"
#include "../native.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)

/* boolean hasStaticInitializer0(Class<?> cl) */
NATIVE(osc_hasStaticInitializer0)
{
    (void)t;
    Class *c = a[0].l != NULL ? class_of_mirror(a[0].l) : NULL;
    return (Value){ .i = c != NULL && c->kind == CK_INSTANCE &&
                         class_own_method(c, "<clinit>", "()V") != NULL };
}

/* Object newInstance0(Class<?> cl, Class<?> initCl): a new cl on which
 * initCl.<init>()V has run; initCl is cl or one of its superclasses. */
NATIVE(osc_newInstance0)
{
    if (a[0].l == NULL || a[1].l == NULL) {
        exc_npe(t, NULL);
        return (Value){ .l = NULL };
    }
    Class *c = class_of_mirror(a[0].l), *init = class_of_mirror(a[1].l);
    if (c->kind != CK_INSTANCE || (c->access & (ACC_INTERFACE | ACC_ABSTRACT)) ||
        !class_is_assignable(c, init)) {
        exc_throw(t, "java/lang/InstantiationException", c->name);
        return (Value){ .l = NULL };
    }
    Method *m = class_own_method(init, "<init>", "()V");
    if (m == NULL) {
        exc_throw(t, "java/lang/InstantiationException", init->name);
        return (Value){ .l = NULL };
    }
    if (class_init(t, c) != 0)
        return (Value){ .l = NULL };
    Object *o = obj_new(t, c);
    if (o == NULL)
        return (Value){ .l = NULL };
    Value arg = { .l = o };
    interp_call(t, m, &arg);
    if (t->exception != NULL)
        return (Value){ .l = NULL };
    return (Value){ .l = o };
}

/* Object allocateInstance(Class<?> cls) (an instance method of Unsafe):
 * zeroed fields, no constructor; InstantiationException (named in Java form,
 * none for a primitive) for an abstract class, an interface, an array class or
 * a primitive, IllegalAccessException for java.lang.Class, HotSpot's. */
NATIVE(unsafe_allocateInstance)
{
    if (a[1].l == NULL) {
        exc_npe(t, NULL);
        return (Value){ .l = NULL };
    }
    Class *c = class_of_mirror(a[1].l);
    if (c == NULL || c->kind == CK_PRIMITIVE) {
        exc_throw(t, "java/lang/InstantiationException", NULL);
        return (Value){ .l = NULL };
    }
    if (c->kind != CK_INSTANCE || (c->access & (ACC_INTERFACE | ACC_ABSTRACT)) ||
        strcmp(c->name, "java/lang/Class") == 0) {
        char *jn = class_java_name(c);
        exc_throw(t, c->kind == CK_INSTANCE && !(c->access & (ACC_INTERFACE | ACC_ABSTRACT))
                         ? "java/lang/IllegalAccessException" : "java/lang/InstantiationException", jn);
        free(jn);
        return (Value){ .l = NULL };
    }
    if (class_init(t, c) != 0)
        return (Value){ .l = NULL };
    return (Value){ .l = obj_new(t, c) };
}

static const NativeDef defs[] = {
    { "sun/misc/Unsafe", "allocateInstance", "(Ljava/lang/Class;)Ljava/lang/Object;", unsafe_allocateInstance },
    { "java/io/ObjectStreamClass", "hasStaticInitializer0", "(Ljava/lang/Class;)Z", osc_hasStaticInitializer0 },
    { "java/io/ObjectStreamClass", "newInstance0", "(Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/Object;",
      osc_newInstance0 },
};

void natives_serial_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
