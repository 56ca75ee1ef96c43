package org.w3c.dom;

/** The DOM Level 3 Core interface Text (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface Text extends CharacterData {
    Text splitText(int n) throws DOMException;
    boolean isElementContentWhitespace();
    String getWholeText();
    Text replaceWholeText(String str) throws DOMException;
}
