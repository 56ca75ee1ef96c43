package org.w3c.dom;

/** The DOM Level 3 Core interface Element (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface Element extends Node {
    String getTagName();
    String getAttribute(String str);
    void setAttribute(String str, String str2) throws DOMException;
    void removeAttribute(String str) throws DOMException;
    Attr getAttributeNode(String str);
    Attr setAttributeNode(Attr attr) throws DOMException;
    Attr removeAttributeNode(Attr attr) throws DOMException;
    NodeList getElementsByTagName(String str);
    String getAttributeNS(String str, String str2) throws DOMException;
    void setAttributeNS(String str, String str2, String str3) throws DOMException;
    void removeAttributeNS(String str, String str2) throws DOMException;
    Attr getAttributeNodeNS(String str, String str2) throws DOMException;
    Attr setAttributeNodeNS(Attr attr) throws DOMException;
    NodeList getElementsByTagNameNS(String str, String str2) throws DOMException;
    boolean hasAttribute(String str);
    boolean hasAttributeNS(String str, String str2) throws DOMException;
    TypeInfo getSchemaTypeInfo();
    void setIdAttribute(String str, boolean flag) throws DOMException;
    void setIdAttributeNS(String str, String str2, boolean flag) throws DOMException;
    void setIdAttributeNode(Attr attr, boolean flag) throws DOMException;
}
