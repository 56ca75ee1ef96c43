package java.sql;

/** Why a client info property could not be set (SQLClientInfoException). */
public enum ClientInfoStatus {
    REASON_UNKNOWN,
    REASON_UNKNOWN_PROPERTY,
    REASON_VALUE_INVALID,
    REASON_VALUE_TRUNCATED
}
