package java.sql;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * A database access error: a reason (the message), an SQLState, a vendor code, and a chain
 * of further exceptions (setNextException appends at the end). Creating one that is not a
 * warning prints it to DriverManager's log writer when one is set.
 */
public class SQLException extends Exception implements Iterable<Throwable> {
    private static final long serialVersionUID = 2135244094396331484L;
    private static final Object CHAIN_LOCK = new Object();

    private final String SQLState;
    private final int vendorCode;
    private volatile SQLException next;

    public SQLException(String reason, String SQLState, int vendorCode) {
        super(reason);
        this.SQLState = SQLState;
        this.vendorCode = vendorCode;
        log(LOG_STATE_AND_CODE_FIRST);
    }

    public SQLException(String reason, String SQLState) {
        super(reason);
        this.SQLState = SQLState;
        this.vendorCode = 0;
        log(LOG_SQLEXCEPTION_STATE_AFTER);
    }

    public SQLException(String reason) {
        super(reason);
        this.SQLState = null;
        this.vendorCode = 0;
        log(LOG_TRACE);
    }

    public SQLException() {
        super();
        this.SQLState = null;
        this.vendorCode = 0;
        log(LOG_TRACE);
    }

    public SQLException(Throwable cause) {
        super(cause);
        this.SQLState = null;
        this.vendorCode = 0;
        log(LOG_TRACE);
    }

    public SQLException(String reason, Throwable cause) {
        super(reason, cause);
        this.SQLState = null;
        this.vendorCode = 0;
        log(LOG_TRACE);
    }

    public SQLException(String reason, String sqlState, Throwable cause) {
        super(reason, cause);
        this.SQLState = sqlState;
        this.vendorCode = 0;
        log(LOG_STATE_AFTER);
    }

    public SQLException(String reason, String sqlState, int vendorCode, Throwable cause) {
        super(reason, cause);
        this.SQLState = sqlState;
        this.vendorCode = vendorCode;
        log(LOG_STATE_AND_CODE_FIRST);
    }

    // What each constructor writes to DriverManager's log writer (warnings write their own line).
    private static final int LOG_TRACE = 0;
    private static final int LOG_SQLEXCEPTION_STATE_AFTER = 1;
    private static final int LOG_STATE_AFTER = 2;
    private static final int LOG_STATE_AND_CODE_FIRST = 3;

    private void log(int how) {
        if (this instanceof SQLWarning) {
            return;
        }
        java.io.PrintWriter w = DriverManager.getLogWriter();
        if (w == null) {
            return;
        }
        if (how == LOG_STATE_AND_CODE_FIRST) {
            DriverManager.println("SQLState(" + SQLState + ") vendor code(" + vendorCode + ")");
        }
        printStackTrace(w);
        if (how == LOG_SQLEXCEPTION_STATE_AFTER) {
            DriverManager.println("SQLException: SQLState(" + SQLState + ")");
        } else if (how == LOG_STATE_AFTER) {
            DriverManager.println("SQLState(" + SQLState + ")");
        }
    }

    public String getSQLState() {
        return SQLState;
    }

    public int getErrorCode() {
        return vendorCode;
    }

    public SQLException getNextException() {
        return next;
    }

    public void setNextException(SQLException ex) {
        synchronized (CHAIN_LOCK) {
            SQLException cur = this;
            while (cur.next != null) {
                cur = cur.next;
            }
            cur.next = ex;
        }
    }

    /** This exception, its causes, then each chained exception followed by its causes. */
    public Iterator<Throwable> iterator() {
        return new Iterator<Throwable>() {
            private SQLException first = SQLException.this;
            private SQLException nextEx = first.getNextException();
            private Throwable cause = first.getCause();

            public boolean hasNext() {
                return first != null || nextEx != null || cause != null;
            }

            public Throwable next() {
                Throwable ret;
                if (first != null) {
                    ret = first;
                    first = null;
                } else if (cause != null) {
                    ret = cause;
                    cause = cause.getCause();
                } else if (nextEx != null) {
                    ret = nextEx;
                    cause = nextEx.getCause();
                    nextEx = nextEx.getNextException();
                } else {
                    throw new NoSuchElementException();
                }
                return ret;
            }

            public void remove() {
                throw new UnsupportedOperationException();
            }
        };
    }
}
