package org.w3c.dom;

/** The DOM Level 3 Core interface DOMError (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface DOMError {
    short SEVERITY_WARNING = 1;
    short SEVERITY_ERROR = 2;
    short SEVERITY_FATAL_ERROR = 3;
    short getSeverity();
    String getMessage();
    String getType();
    Object getRelatedException();
    Object getRelatedData();
    DOMLocator getLocation();
}
