package java.sql;

/** A database access warning, chained to the statement, result set or connection; each
 *  constructor writes a line about it to DriverManager's log writer, when one is set. */
public class SQLWarning extends SQLException {
    private static final long serialVersionUID = 3917336774604784856L;

    public SQLWarning(String reason, String SQLState, int vendorCode) {
        super(reason, SQLState, vendorCode);
        DriverManager.println("SQLWarning: reason(" + reason + ") SQLState(" + SQLState + ") vendor code(" + vendorCode + ")");
    }

    public SQLWarning(String reason, String SQLState) {
        super(reason, SQLState);
        DriverManager.println("SQLWarning: reason(" + reason + ") SQLState(" + SQLState + ")");
    }

    public SQLWarning(String reason) {
        super(reason);
        DriverManager.println("SQLWarning: reason(" + reason + ")");
    }

    public SQLWarning() {
        super();
        DriverManager.println("SQLWarning: ");
    }

    public SQLWarning(Throwable cause) {
        super(cause);
        DriverManager.println("SQLWarning");
    }

    public SQLWarning(String reason, Throwable cause) {
        super(reason, cause);
        DriverManager.println("SQLWarning : reason(" + reason + ")");
    }

    public SQLWarning(String reason, String SQLState, Throwable cause) {
        super(reason, SQLState, cause);
        DriverManager.println("SQLWarning: reason(" + reason + ") SQLState(" + SQLState + ")");
    }

    public SQLWarning(String reason, String SQLState, int vendorCode, Throwable cause) {
        super(reason, SQLState, vendorCode, cause);
        DriverManager.println("SQLWarning: reason(" + reason + ") SQLState(" + SQLState + ") vendor code(" + vendorCode + ")");
    }

    public SQLWarning getNextWarning() {
        SQLException n = getNextException();
        if (n == null || n instanceof SQLWarning) {
            return (SQLWarning) n;
        }
        throw new Error("SQLWarning chain holds value that is not a SQLWarning");
    }

    public void setNextWarning(SQLWarning w) {
        setNextException(w);
    }
}
