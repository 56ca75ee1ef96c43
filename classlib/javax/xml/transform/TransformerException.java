package javax.xml.transform;

/** An error of a transformation, with the source location it was found at. */
public class TransformerException extends Exception {
    private static final long serialVersionUID = 975798773772956428L;

    SourceLocator locator;
    Throwable containedException;

    public TransformerException(String message) {
        this(message, null, null);
    }

    public TransformerException(Throwable e) {
        this(null, null, e);
    }

    public TransformerException(String message, Throwable e) {
        this(message, null, e);
    }

    public TransformerException(String message, SourceLocator locator) {
        this(message, locator, null);
    }

    public TransformerException(String message, SourceLocator locator, Throwable e) {
        super(message == null || message.length() == 0 ? (e == null ? "" : e.toString()) : message);
        this.locator = locator;
        this.containedException = e;
    }

    public SourceLocator getLocator() {
        return locator;
    }

    public void setLocator(SourceLocator location) {
        locator = location;
    }

    public Throwable getException() {
        return containedException;
    }

    @Override
    public Throwable getCause() {
        return containedException == this ? null : containedException;
    }

    @Override
    public synchronized Throwable initCause(Throwable cause) {
        if (containedException != null) {
            throw new IllegalStateException("Can't overwrite cause");
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted");
        }
        containedException = cause;
        return this;
    }

    public String getMessageAndLocation() {
        StringBuilder sb = new StringBuilder();
        String message = super.getMessage();
        if (message != null) {
            sb.append(message);
        }
        if (locator != null) {
            sb.append(location(locator));
        }
        return sb.toString();
    }

    public String getLocationAsString() {
        return locator == null ? null : location(locator);
    }

    private static String location(SourceLocator l) {
        StringBuilder sb = new StringBuilder();
        String systemID = l.getSystemId();
        int line = l.getLineNumber();
        int column = l.getColumnNumber();
        if (systemID != null) {
            sb.append("; SystemID: ").append(systemID);
        }
        if (line != 0) {
            sb.append("; Line#: ").append(line);
        }
        if (column != 0) {
            sb.append("; Column#: ").append(column);
        }
        return sb.toString();
    }
}
