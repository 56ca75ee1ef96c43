package java.lang;

/** Present for code that tests System.getSecurityManager(); it is never installed. */
@Deprecated
public class SecurityManager {
    public SecurityManager() {
    }

    public Object getSecurityContext() {
        return null;
    }

    public ThreadGroup getThreadGroup() {
        return Thread.currentThread().getThreadGroup();
    }
}
