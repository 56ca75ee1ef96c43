// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
// jni-ld-library-path: the runner gives the library folder in LD_LIBRARY_PATH, not -Djava.library.path
public class JniLoadPath {
    public static void main(String[] args) {
        String path = System.getProperty("java.library.path");
        System.out.println("first entry: " + path.split(":")[0]);
        System.out.println("has the system folders: " + path.contains(":/usr/java/packages/lib:"));
        System.loadLibrary("jniload");
        System.out.println("loaded through LD_LIBRARY_PATH, JNI_OnLoad calls: " + JniLoad.onloadCalls());
    }
}
