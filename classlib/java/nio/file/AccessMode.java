package java.nio.file;

/** The modes checkAccess tests a file for. */
public enum AccessMode {
    READ, WRITE, EXECUTE
}
