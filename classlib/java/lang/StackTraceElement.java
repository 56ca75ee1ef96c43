package java.lang;

import java.io.Serializable;

/** One frame of a stack trace.  The VM fills the four fields (CONTRACT.md). */
public final class StackTraceElement implements Serializable {

    private static final long serialVersionUID = 6992337162326171013L;

    // The JDK 17 serial form: these fields, declaringClassObject transient.
    private transient Class<?> declaringClassObject;
    private String classLoaderName;
    private String moduleName;
    private String moduleVersion;
    private String declaringClass;
    private String methodName;
    private String fileName;
    private int lineNumber;
    private byte format;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
                             String declaringClass, String methodName, String fileName, int lineNumber) {
        this(declaringClass, methodName, fileName, lineNumber);
        this.classLoaderName = classLoaderName;
        this.moduleName = moduleName;
        this.moduleVersion = moduleVersion;
    }

    public String getModuleVersion() {
        return moduleVersion;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public String getModuleName() {
        if (moduleName != null) {
            return moduleName;
        }
        return libraryModule();
    }

    public String getClassLoaderName() {
        if (classLoaderName != null) {
            return classLoaderName;
        }
        String mn = libraryModule();
        if (mn == null) {
            return "app";
        }
        Module m = Module.Boot.BY_NAME.get(mn);
        return m != null && m.getClassLoader() != null ? "platform" : null;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    /**
     * The module of a class of the embedded class library, from its package (a package of a
     * system module is always loaded from that module, as in HotSpot); null for other classes.
     * Such frames print with the module's name as prefix ("java.base/", "java.sql/").
     */
    private String libraryModule() {
        int dot = declaringClass.lastIndexOf('.');
        Module m = dot < 0 ? null : Module.Boot.BY_PACKAGE.get(declaringClass.substring(0, dot));
        if (m != null) {
            return m.getName();
        }
        return declaringClass.startsWith("java.") ? "java.base" : null;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(64);
        if (classLoaderName != null || moduleName != null) {
            // Set by the 7-argument constructor or read from a stream: the JDK's rule; format
            // bit 1 drops a built-in loader's name, bit 2 a JDK module's version.
            if ((format & 1) == 0 && classLoaderName != null && !classLoaderName.isEmpty()) {
                sb.append(classLoaderName).append('/');
            }
            if (moduleName != null && !moduleName.isEmpty()) {
                sb.append(moduleName);
                if ((format & 2) == 0 && moduleVersion != null && !moduleVersion.isEmpty()) {
                    sb.append('@').append(moduleVersion);
                }
            }
            if (sb.length() > 0) {
                sb.append('/');
            }
        } else {
            String mn = libraryModule();
            if (mn != null) {
                sb.append(mn).append('/');
            }
        }
        sb.append(declaringClass).append('.').append(methodName).append('(');
        if (lineNumber == -2) {
            sb.append("Native Method");
        } else if (fileName == null) {
            sb.append("Unknown Source");
        } else {
            sb.append(fileName);
            if (lineNumber >= 0) {
                sb.append(':').append(lineNumber);
            }
        }
        return sb.append(')').toString();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return e.lineNumber == lineNumber && declaringClass.equals(e.declaringClass)
                && methodName.equals(e.methodName) && eq(fileName, e.fileName);
    }

    private static boolean eq(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + (fileName == null ? 0 : fileName.hashCode());
        result = 31 * result + lineNumber;
        return result;
    }
}
