package org.w3c.dom;

/** The DOM Level 3 Core interface NameList (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface NameList {
    String getName(int n);
    String getNamespaceURI(int n);
    int getLength();
    boolean contains(String str);
    boolean containsNS(String str, String str2);
}
