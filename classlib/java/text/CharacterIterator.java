package java.text;

/** Bidirectional iteration over a sequence of chars; DONE marks either end. */
public interface CharacterIterator extends Cloneable {
    char DONE = '\uFFFF';

    char first();

    char last();

    char current();

    char next();

    char previous();

    char setIndex(int position);

    int getBeginIndex();

    int getEndIndex();

    int getIndex();

    Object clone();
}
