package org.w3c.dom;

/** The DOM Level 3 Core interface Document (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface Document extends Node {
    DocumentType getDoctype();
    DOMImplementation getImplementation();
    Element getDocumentElement();
    Element createElement(String str) throws DOMException;
    DocumentFragment createDocumentFragment();
    Text createTextNode(String str);
    Comment createComment(String str);
    CDATASection createCDATASection(String str) throws DOMException;
    ProcessingInstruction createProcessingInstruction(String str, String str2) throws DOMException;
    Attr createAttribute(String str) throws DOMException;
    EntityReference createEntityReference(String str) throws DOMException;
    NodeList getElementsByTagName(String str);
    Node importNode(Node node, boolean flag) throws DOMException;
    Element createElementNS(String str, String str2) throws DOMException;
    Attr createAttributeNS(String str, String str2) throws DOMException;
    NodeList getElementsByTagNameNS(String str, String str2);
    Element getElementById(String str);
    String getInputEncoding();
    String getXmlEncoding();
    boolean getXmlStandalone();
    void setXmlStandalone(boolean flag) throws DOMException;
    String getXmlVersion();
    void setXmlVersion(String str) throws DOMException;
    boolean getStrictErrorChecking();
    void setStrictErrorChecking(boolean flag);
    String getDocumentURI();
    void setDocumentURI(String str);
    Node adoptNode(Node node) throws DOMException;
    DOMConfiguration getDomConfig();
    void normalizeDocument();
    Node renameNode(Node node, String str, String str2) throws DOMException;
}
