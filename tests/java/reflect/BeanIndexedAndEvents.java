import java.beans.*;
import java.lang.reflect.Method;
import java.util.*;

/** java.beans beyond simple properties: indexed properties, method descriptors (static and
 *  inherited methods included), event sets, an explicit FooBeanInfo, SimpleBeanInfo,
 *  the descriptor classes' own constructors and checks. */
public class BeanIndexedAndEvents {
    public interface TickListener extends EventListener {
        void tick(EventObject e);
        void tock(EventObject e);
    }

    public static class Clock {
        public String getName() { return null; }
        public void setName(String s) {}
        public int getItems(int i) { return 0; }
        public int[] getItems() { return null; }
        public void setItems(int i, int v) {}
        public void setItems(int[] all) {}
        public String getOnly(int i) { return null; }
        public long[] getMismatch() { return null; }
        public int getMismatch(int i) { return 0; }
        public void setW(int i, long v) {}
        public static int getStat() { return 0; }
        public void addTickListener(TickListener l) {}
        public void removeTickListener(TickListener l) {}
        public TickListener[] getTickListeners() { return null; }
        public void addOtherListener(EventListener l) {}
        public void removeOtherListener(EventListener l) {}
        public boolean isOk() { return true; }
    }

    public static class Described {
        public int getA() { return 1; }
        public int getB() { return 2; }
    }

    public static class DescribedBeanInfo extends SimpleBeanInfo {
        public PropertyDescriptor[] getPropertyDescriptors() {
            try {
                PropertyDescriptor b = new PropertyDescriptor("b", Described.class, "getB", null);
                b.setDisplayName("The B");
                return new PropertyDescriptor[] {b};
            } catch (IntrospectionException e) {
                throw new RuntimeException(e);
            }
        }

        public int getDefaultPropertyIndex() {
            return 0;
        }
    }

    static String m(Method m) {
        return m == null ? "-" : m.getName() + "/" + m.getParameterCount();
    }

    static void show(PropertyDescriptor p) {
        StringBuilder sb = new StringBuilder(p.getClass().getSimpleName() + " " + p.getName() + " type=" + p.getPropertyType()
                + " r=" + m(p.getReadMethod()) + " w=" + m(p.getWriteMethod()) + " display=" + p.getDisplayName());
        if (p instanceof IndexedPropertyDescriptor) {
            IndexedPropertyDescriptor ip = (IndexedPropertyDescriptor) p;
            sb.append(" itype=" + ip.getIndexedPropertyType() + " ir=" + m(ip.getIndexedReadMethod()) + " iw=" + m(ip.getIndexedWriteMethod()));
        }
        System.out.println(sb);
    }

    interface Attempt {
        Object run() throws Exception;
    }

    static void attempt(String what, Attempt a) {
        try {
            Object r = a.run();
            System.out.println(what + ": " + (r instanceof PropertyDescriptor ? ((PropertyDescriptor) r).getName() : r));
        } catch (Exception e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        BeanInfo bi = Introspector.getBeanInfo(Clock.class);
        for (PropertyDescriptor p : bi.getPropertyDescriptors()) show(p);
        List<String> ms = new ArrayList<>();
        for (MethodDescriptor md : bi.getMethodDescriptors()) ms.add(md.getName() + "/" + md.getMethod().getParameterCount() + " " + md.getParameterDescriptors());
        Collections.sort(ms);
        System.out.println(ms);
        for (EventSetDescriptor e : bi.getEventSetDescriptors()) {
            List<String> lm = new ArrayList<>();
            for (Method x : e.getListenerMethods()) lm.add(x.getName());
            Collections.sort(lm);
            System.out.println("event " + e.getName() + " " + e.getListenerType().getSimpleName() + " " + lm + " add=" + m(e.getAddListenerMethod())
                    + " remove=" + m(e.getRemoveListenerMethod()) + " get=" + m(e.getGetListenerMethod()) + " unicast=" + e.isUnicast()
                    + " default=" + e.isInDefaultEventSet() + " descriptors=" + e.getListenerMethodDescriptors().length);
        }
        System.out.println("defaults " + bi.getDefaultEventIndex() + " " + bi.getDefaultPropertyIndex() + " " + bi.getAdditionalBeanInfo()
                + " stopAtObject=" + Introspector.getBeanInfo(Clock.class, Object.class).getMethodDescriptors().length
                + " props=" + Introspector.getBeanInfo(Clock.class, Object.class).getPropertyDescriptors().length);

        BeanInfo di = Introspector.getBeanInfo(Described.class);
        for (PropertyDescriptor p : di.getPropertyDescriptors()) show(p);
        System.out.println("described default=" + di.getDefaultPropertyIndex() + " methods=" + (di.getMethodDescriptors().length > 0)
                + " bean=" + di.getBeanDescriptor().getBeanClass().getSimpleName());

        SimpleBeanInfo s = new SimpleBeanInfo();
        System.out.println("simple " + s.getBeanDescriptor() + " " + s.getPropertyDescriptors() + " " + s.getMethodDescriptors() + " "
                + s.getEventSetDescriptors() + " " + s.getDefaultEventIndex() + " " + s.getDefaultPropertyIndex() + " " + s.getAdditionalBeanInfo());

        MethodDescriptor md = new MethodDescriptor(Object.class.getMethod("toString"), new ParameterDescriptor[] {new ParameterDescriptor()});
        System.out.println(md.getName() + " " + md.getDisplayName() + " " + md.getParameterDescriptors().length + " " + md.getMethod().getName());
        System.out.println(new MethodDescriptor(Object.class.getMethod("hashCode")).getParameterDescriptors());

        attempt("indexed by names", () -> {
            IndexedPropertyDescriptor ip = new IndexedPropertyDescriptor("items", Clock.class);
            show(ip);
            return ip.equals(new IndexedPropertyDescriptor("items", Clock.class)) + " " + (ip.hashCode() == new IndexedPropertyDescriptor("items", Clock.class).hashCode());
        });
        attempt("indexed explicit", () -> {
            IndexedPropertyDescriptor ip = new IndexedPropertyDescriptor("only", null, null, Clock.class.getMethod("getOnly", int.class), null);
            show(ip);
            return ip;
        });
        attempt("indexed bad read", () -> new IndexedPropertyDescriptor("x", null, null, Clock.class.getMethod("getName"), null));
        attempt("indexed bad write", () -> new IndexedPropertyDescriptor("x", null, null, null, Clock.class.getMethod("setName", String.class)));
        attempt("indexed mismatch", () -> new IndexedPropertyDescriptor("mismatch", Clock.class.getMethod("getMismatch"), null,
                Clock.class.getMethod("getMismatch", int.class), null));
        attempt("indexed missing", () -> new IndexedPropertyDescriptor("nothing", Clock.class));
        attempt("event set by names", () -> {
            EventSetDescriptor e = new EventSetDescriptor(Clock.class, "tick", TickListener.class, new String[] {"tick", "tock"},
                    "addTickListener", "removeTickListener", "getTickListeners");
            return e.getName() + " " + m(e.getGetListenerMethod()) + " " + e.getListenerMethods().length;
        });
        attempt("event set simple ctor", () -> {
            EventSetDescriptor e = new EventSetDescriptor(Clock.class, "tick", TickListener.class, "tick");
            e.setUnicast(true);
            e.setInDefaultEventSet(false);
            return e.getName() + " " + m(e.getAddListenerMethod()) + " " + m(e.getGetListenerMethod()) + " " + e.isUnicast() + " " + e.isInDefaultEventSet();
        });
        attempt("event set missing method", () -> new EventSetDescriptor(Clock.class, "tick", TickListener.class, "nope"));
        attempt("event set missing add", () -> new EventSetDescriptor(Described.class, "tick", TickListener.class, "tick"));
    }
}
