package javax.sql;

import java.util.EventObject;

/** A row set changed: its cursor moved, a row changed, or the whole set did. */
public class RowSetEvent extends EventObject {
    private static final long serialVersionUID = -1875450876546332005L;

    public RowSetEvent(RowSet source) {
        super(source);
    }
}
