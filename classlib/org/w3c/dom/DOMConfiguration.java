package org.w3c.dom;

/** The DOM Level 3 Core interface DOMConfiguration (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface DOMConfiguration {
    void setParameter(String str, Object obj) throws DOMException;
    Object getParameter(String str) throws DOMException;
    boolean canSetParameter(String str, Object obj);
    DOMStringList getParameterNames();
}
