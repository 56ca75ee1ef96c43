package org.w3c.dom;

/** The DOM Level 3 Core interface TypeInfo (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface TypeInfo {
    int DERIVATION_RESTRICTION = 1;
    int DERIVATION_EXTENSION = 2;
    int DERIVATION_UNION = 4;
    int DERIVATION_LIST = 8;
    String getTypeName();
    String getTypeNamespace();
    boolean isDerivedFrom(String str, String str2, int n);
}
