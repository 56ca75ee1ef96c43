package java.nio.file;

public enum FileVisitOption {
    FOLLOW_LINKS
}
