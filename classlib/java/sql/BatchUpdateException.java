package java.sql;

import java.util.Arrays;

/** A batch failed: carries the update count of each command that ran (int and long views). */
public class BatchUpdateException extends SQLException {
    private static final long serialVersionUID = 5977529877145521757L;

    private int[] updateCounts;
    private long[] longUpdateCounts;

    public BatchUpdateException(String reason, String SQLState, int vendorCode, int[] updateCounts) {
        super(reason, SQLState, vendorCode);
        setCounts(updateCounts);
    }

    public BatchUpdateException(String reason, String SQLState, int[] updateCounts) {
        this(reason, SQLState, 0, updateCounts);
    }

    public BatchUpdateException(String reason, int[] updateCounts) {
        this(reason, null, 0, updateCounts);
    }

    public BatchUpdateException(int[] updateCounts) {
        this(null, null, 0, updateCounts);
    }

    public BatchUpdateException() {
        this(null, null, 0, (int[]) null);
    }

    public BatchUpdateException(Throwable cause) {
        this(cause == null ? null : cause.toString(), null, 0, (int[]) null, cause);
    }

    public BatchUpdateException(int[] updateCounts, Throwable cause) {
        this(cause == null ? null : cause.toString(), null, 0, updateCounts, cause);
    }

    public BatchUpdateException(String reason, int[] updateCounts, Throwable cause) {
        this(reason, null, 0, updateCounts, cause);
    }

    public BatchUpdateException(String reason, String SQLState, int[] updateCounts, Throwable cause) {
        this(reason, SQLState, 0, updateCounts, cause);
    }

    public BatchUpdateException(String reason, String SQLState, int vendorCode, int[] updateCounts,
                                Throwable cause) {
        super(reason, SQLState, vendorCode, cause);
        setCounts(updateCounts);
    }

    public BatchUpdateException(String reason, String SQLState, int vendorCode, long[] updateCounts,
                                Throwable cause) {
        super(reason, SQLState, vendorCode, cause);
        if (updateCounts != null) {
            longUpdateCounts = Arrays.copyOf(updateCounts, updateCounts.length);
            this.updateCounts = new int[updateCounts.length];
            for (int i = 0; i < updateCounts.length; i++) {
                this.updateCounts[i] = (int) updateCounts[i];
            }
        }
    }

    private void setCounts(int[] counts) {
        if (counts != null) {
            updateCounts = Arrays.copyOf(counts, counts.length);
            longUpdateCounts = new long[counts.length];
            for (int i = 0; i < counts.length; i++) {
                longUpdateCounts[i] = counts[i];
            }
        }
    }

    public int[] getUpdateCounts() {
        return updateCounts == null ? null : Arrays.copyOf(updateCounts, updateCounts.length);
    }

    public long[] getLargeUpdateCounts() {
        return longUpdateCounts == null ? null : Arrays.copyOf(longUpdateCounts, longUpdateCounts.length);
    }
}
