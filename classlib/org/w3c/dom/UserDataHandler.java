package org.w3c.dom;

/** The DOM Level 3 Core interface UserDataHandler (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface UserDataHandler {
    short NODE_CLONED = 1;
    short NODE_IMPORTED = 2;
    short NODE_DELETED = 3;
    short NODE_RENAMED = 4;
    short NODE_ADOPTED = 5;
    void handle(short s, String str, Object obj, Node node, Node node2);
}
