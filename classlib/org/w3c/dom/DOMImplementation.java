package org.w3c.dom;

/** The DOM Level 3 Core interface DOMImplementation (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface DOMImplementation {
    boolean hasFeature(String str, String str2);
    DocumentType createDocumentType(String str, String str2, String str3) throws DOMException;
    Document createDocument(String str, String str2, DocumentType documentType) throws DOMException;
    Object getFeature(String str, String str2);
}
