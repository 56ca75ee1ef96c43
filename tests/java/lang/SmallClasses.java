import java.nio.file.*;
import java.util.*;

/** Small java.base classes: permissions, file-system exceptions, CoderMalfunctionError. */
public class SmallClasses {
    public static void main(String[] a) {
        RuntimePermission rp = new RuntimePermission("exitVM.*");
        System.out.println(rp + " " + rp.getName() + " [" + rp.getActions() + "] " + rp.implies(new RuntimePermission("exitVM.3")) + " " + rp.implies(new RuntimePermission("setIO")));
        System.out.println(new java.lang.reflect.ReflectPermission("suppressAccessChecks").equals(new java.lang.reflect.ReflectPermission("suppressAccessChecks")));
        System.out.println(new java.net.NetPermission("getProxySelector"));
        System.out.println(new LinkPermission("hard") + " " + new LinkPermission("symbolic", ""));
        try { new LinkPermission("soft"); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { new LinkPermission("hard", "read"); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { new RuntimePermission(""); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { new RuntimePermission(null); } catch (NullPointerException e) { System.out.println(e); }
        for (RuntimeException e : new RuntimeException[]{new ClosedFileSystemException(), new FileSystemAlreadyExistsException("x"), new ProviderNotFoundException("zipfs"), new ReadOnlyFileSystemException(), new java.lang.reflect.MalformedParameterizedTypeException("bad")})
            System.out.println(e + " " + e.getClass().getSuperclass().getName());
        System.out.println(new java.nio.charset.CoderMalfunctionError(new java.io.IOException("io")));
        System.out.println(Arrays.toString(AccessMode.values()) + " " + Arrays.toString(Formatter.BigDecimalLayoutForm.values()));
        System.out.println(new EventObject("s").getSource() + " " + new TooManyListenersException("one").getMessage());
    }
}
