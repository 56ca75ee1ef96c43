package org.w3c.dom;

/** The DOM Level 3 Core interface Comment (W3C), as java.xml declares it. The class library has
 *  the org.w3c.dom interfaces only, for libraries that name them: no DOM implementation or parser. */
public interface Comment extends CharacterData {
}
