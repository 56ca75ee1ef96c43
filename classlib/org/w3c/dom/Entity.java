package org.w3c.dom;

/** The DOM Level 3 Core interface Entity (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface Entity extends Node {
    String getPublicId();
    String getSystemId();
    String getNotationName();
    String getInputEncoding();
    String getXmlEncoding();
    String getXmlVersion();
}
