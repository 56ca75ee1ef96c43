package java.text;

import java.util.Locale;

/**
 * Boundaries of characters, words, sentences and line-break opportunities in text. The
 * instances are SimpleBreakIterator, whose rules reproduce HotSpot 17's (the JDK's legacy
 * rule-based iterators, which are the same for every locale but Thai) on Latin, Greek,
 * Cyrillic and CJK text; see that class for the rules.
 */
public abstract class BreakIterator implements Cloneable {
    public static final int DONE = -1;

    protected BreakIterator() {
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public abstract int first();

    public abstract int last();

    public abstract int next(int n);

    public abstract int next();

    public abstract int previous();

    public abstract int following(int offset);

    public int preceding(int offset) {
        int pos = following(offset);
        while (pos >= offset && pos != DONE) {
            pos = previous();
        }
        return pos;
    }

    public boolean isBoundary(int offset) {
        if (offset == 0) {
            return true;
        }
        int boundary = following(offset - 1);
        if (boundary == DONE) {
            throw new IllegalArgumentException();
        }
        return boundary == offset;
    }

    public abstract int current();

    public abstract CharacterIterator getText();

    public void setText(String newText) {
        setText(new StringCharacterIterator(newText));
    }

    public abstract void setText(CharacterIterator newText);

    public static BreakIterator getWordInstance() {
        return getWordInstance(Locale.getDefault());
    }

    public static BreakIterator getWordInstance(Locale locale) {
        return new SimpleBreakIterator(SimpleBreakIterator.WORD, locale);
    }

    public static BreakIterator getLineInstance() {
        return getLineInstance(Locale.getDefault());
    }

    public static BreakIterator getLineInstance(Locale locale) {
        return new SimpleBreakIterator(SimpleBreakIterator.LINE, locale);
    }

    public static BreakIterator getCharacterInstance() {
        return getCharacterInstance(Locale.getDefault());
    }

    public static BreakIterator getCharacterInstance(Locale locale) {
        return new SimpleBreakIterator(SimpleBreakIterator.CHARACTER, locale);
    }

    public static BreakIterator getSentenceInstance() {
        return getSentenceInstance(Locale.getDefault());
    }

    public static BreakIterator getSentenceInstance(Locale locale) {
        return new SimpleBreakIterator(SimpleBreakIterator.SENTENCE, locale);
    }

    public static synchronized Locale[] getAvailableLocales() {
        return Collator.getAvailableLocales();
    }
}
