package java.lang;

import java.io.Serializable;

/** One frame of a stack trace.  The VM fills the four fields (CONTRACT.md). */
public final class StackTraceElement implements Serializable {

    private String declaringClass;
    private String methodName;
    private String fileName;
    private int lineNumber;

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
        return isLibraryClass() ? "java.base" : null;
    }

    public String getClassLoaderName() {
        return isLibraryClass() ? null : "app";
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    /** Classes of the embedded class library print with HotSpot's "java.base/" prefix. */
    private boolean isLibraryClass() {
        return declaringClass.startsWith("java.");
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(64);
        if (isLibraryClass()) {
            sb.append("java.base/");
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
