package java.sql;

/** How long a RowId stays valid (DatabaseMetaData.getRowIdLifetime). */
public enum RowIdLifetime {
    ROWID_UNSUPPORTED,
    ROWID_VALID_OTHER,
    ROWID_VALID_SESSION,
    ROWID_VALID_TRANSACTION,
    ROWID_VALID_FOREVER
}
