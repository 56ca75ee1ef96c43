package java.sql;

/** A value was truncated: SQLState 01004 on a read (a warning), 22001 on a write. */
public class DataTruncation extends SQLWarning {
    private static final long serialVersionUID = 6464298989504059473L;

    private final int index;
    private final boolean parameter;
    private final boolean read;
    private final int dataSize;
    private final int transferSize;

    public DataTruncation(int index, boolean parameter, boolean read, int dataSize, int transferSize) {
        super("Data truncation", read ? "01004" : "22001");
        this.index = index;
        this.parameter = parameter;
        this.read = read;
        this.dataSize = dataSize;
        this.transferSize = transferSize;
    }

    public DataTruncation(int index, boolean parameter, boolean read, int dataSize, int transferSize,
                          Throwable cause) {
        super("Data truncation", read ? "01004" : "22001", cause);
        this.index = index;
        this.parameter = parameter;
        this.read = read;
        this.dataSize = dataSize;
        this.transferSize = transferSize;
    }

    public int getIndex() {
        return index;
    }

    public boolean getParameter() {
        return parameter;
    }

    public boolean getRead() {
        return read;
    }

    public int getDataSize() {
        return dataSize;
    }

    public int getTransferSize() {
        return transferSize;
    }
}
