package java.sql;

/** A type of SQL value: a name, a vendor and the vendor's type number. */
public interface SQLType {
    String getName();
    String getVendor();
    Integer getVendorTypeNumber();
}
