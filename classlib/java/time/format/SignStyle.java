package java.time.format;

public enum SignStyle {
    NORMAL, ALWAYS, NEVER, NOT_NEGATIVE, EXCEEDS_PAD
}
