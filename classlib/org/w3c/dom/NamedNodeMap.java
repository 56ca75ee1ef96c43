package org.w3c.dom;

/** The DOM Level 3 Core interface NamedNodeMap (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface NamedNodeMap {
    Node getNamedItem(String str);
    Node setNamedItem(Node node) throws DOMException;
    Node removeNamedItem(String str) throws DOMException;
    Node item(int n);
    int getLength();
    Node getNamedItemNS(String str, String str2) throws DOMException;
    Node setNamedItemNS(Node node) throws DOMException;
    Node removeNamedItemNS(String str, String str2) throws DOMException;
}
