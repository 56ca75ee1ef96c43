import java.sql.*;
import java.util.*;

/** The SQLException family: states, codes, causes, next-exception chains, iteration, warnings. */
public class SqlExceptions {
    static String show(SQLException e) {
        return e.getClass().getName() + " msg=" + e.getMessage() + " state=" + e.getSQLState()
                + " code=" + e.getErrorCode() + " cause=" + e.getCause();
    }

    public static void main(String[] args) {
        Throwable io = new java.io.IOException("disk");
        SQLException[] all = {
            new SQLException(), new SQLException("r"), new SQLException("r", "S1"), new SQLException("r", "S1", 7),
            new SQLException(io), new SQLException((Throwable) null), new SQLException("r", io),
            new SQLException("r", "S2", io), new SQLException("r", "S3", 9, io),
            new SQLWarning("w", "01000", 3), new SQLNonTransientException("nt"), new SQLTransientException("t", "40001"),
            new SQLRecoverableException(io), new SQLDataException("d", "22003", 1), new SQLFeatureNotSupportedException("f"),
            new SQLIntegrityConstraintViolationException("i", "23000"), new SQLInvalidAuthorizationSpecException("a", "28000", io),
            new SQLNonTransientConnectionException("c", "08006", 2, io), new SQLSyntaxErrorException("s", "42000"),
            new SQLTimeoutException("to"), new SQLTransactionRollbackException("tr", "40001", 5),
            new SQLTransientConnectionException("tc"),
        };
        for (SQLException e : all) {
            System.out.println(show(e) + " nonTransient=" + (e instanceof SQLNonTransientException)
                    + " transient=" + (e instanceof SQLTransientException));
        }
        SQLException head = new SQLException("first", new IllegalStateException("why", new ArithmeticException("root")));
        SQLException second = new SQLException("second");
        SQLException third = new SQLException("third", io);
        head.setNextException(second);
        head.setNextException(third);
        System.out.println("next: " + head.getNextException().getMessage() + " -> " + second.getNextException().getMessage()
                + " -> " + third.getNextException());
        List<String> seen = new ArrayList<>();
        for (Throwable t : head) seen.add(t.getClass().getSimpleName() + ":" + t.getMessage());
        System.out.println("iterate: " + seen);
        Iterator<Throwable> it = second.iterator();
        it.next();
        it.next();
        it.next();
        System.out.println("hasNext after end: " + it.hasNext());
        try {
            it.next();
        } catch (NoSuchElementException ex) {
            System.out.println("next past end: " + ex.getClass().getName());
        }
        try {
            it.remove();
        } catch (UnsupportedOperationException ex) {
            System.out.println("remove: " + ex.getClass().getName());
        }

        SQLWarning w = new SQLWarning("w1");
        w.setNextWarning(new SQLWarning("w2"));
        w.setNextWarning(new SQLWarning("w3"));
        System.out.println(w.getNextWarning().getMessage() + " " + w.getNextWarning().getNextWarning().getMessage()
                + " " + w.getNextWarning().getNextWarning().getNextWarning());
        SQLWarning w4 = new SQLWarning("w4");
        w4.setNextException(new SQLException("not a warning"));
        try {
            w4.getNextWarning();
        } catch (Error err) {
            System.out.println("Error: " + err.getMessage());
        }

        int[] counts = {1, 2, Statement.EXECUTE_FAILED};
        BatchUpdateException b = new BatchUpdateException("batch", "HY000", 4, counts);
        counts[0] = 99;
        System.out.println(show(b) + " " + Arrays.toString(b.getUpdateCounts()) + " " + Arrays.toString(b.getLargeUpdateCounts()));
        b.getUpdateCounts()[1] = 77;
        System.out.println("copy kept: " + Arrays.toString(b.getUpdateCounts()));
        BatchUpdateException bl = new BatchUpdateException("big", "S", 1, new long[] {5000000000L, -2}, io);
        System.out.println(show(bl) + " " + Arrays.toString(bl.getUpdateCounts()) + " " + Arrays.toString(bl.getLargeUpdateCounts()));
        System.out.println(show(new BatchUpdateException()) + " " + new BatchUpdateException().getUpdateCounts());
        System.out.println(show(new BatchUpdateException(io)) + " | " + show(new BatchUpdateException(new int[] {3}, null)));
        System.out.println(show(new BatchUpdateException("r", new int[0])) + " " + new BatchUpdateException("r", "S", new int[] {1}).getUpdateCounts().length);

        DataTruncation dr = new DataTruncation(3, true, true, 100, 50);
        DataTruncation dw = new DataTruncation(4, false, false, 10, 5, io);
        System.out.println(show(dr) + " " + dr.getIndex() + " " + dr.getParameter() + " " + dr.getRead() + " " + dr.getDataSize() + " " + dr.getTransferSize());
        System.out.println(show(dw) + " " + dw.getIndex() + " " + dw.getParameter() + " " + dw.getRead() + " warning=" + (dw instanceof SQLWarning));

        Map<String, ClientInfoStatus> failed = new TreeMap<>();
        failed.put("ApplicationName", ClientInfoStatus.REASON_VALUE_TRUNCATED);
        failed.put("x", ClientInfoStatus.REASON_UNKNOWN_PROPERTY);
        SQLClientInfoException ci = new SQLClientInfoException("ci", "S9", 8, failed, io);
        System.out.println(show(ci) + " " + ci.getFailedProperties());
        System.out.println(show(new SQLClientInfoException(failed, io)) + " | " + show(new SQLClientInfoException()) + " " + new SQLClientInfoException().getFailedProperties());
        System.out.println(Arrays.toString(ClientInfoStatus.values()) + " " + Arrays.toString(PseudoColumnUsage.values()) + " " + Arrays.toString(RowIdLifetime.values()));
        try {
            throw new SQLSyntaxErrorException("bad", "42000", 1064);
        } catch (SQLNonTransientException ex) {
            System.out.println("caught as SQLNonTransientException: " + ex);
        }
    }
}
