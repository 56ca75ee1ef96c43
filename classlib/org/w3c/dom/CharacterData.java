package org.w3c.dom;

/** The DOM Level 3 Core interface CharacterData (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface CharacterData extends Node {
    String getData() throws DOMException;
    void setData(String str) throws DOMException;
    int getLength();
    String substringData(int n, int n2) throws DOMException;
    void appendData(String str) throws DOMException;
    void insertData(int n, String str) throws DOMException;
    void deleteData(int n, int n2) throws DOMException;
    void replaceData(int n, int n2, String str) throws DOMException;
}
