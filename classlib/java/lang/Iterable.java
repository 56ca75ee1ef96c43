package java.lang;

import java.util.Spliterators;
import java.util.Spliterator;
import java.util.Iterator;
import java.util.function.Consumer;

public interface Iterable<T> {
    Iterator<T> iterator();

    default void forEach(Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Iterator<T> it = iterator(); it.hasNext();) {
            action.accept(it.next());
        }
    }

    default Spliterator<T> spliterator() {
        return Spliterators.spliteratorUnknownSize(iterator(), 0);
    }
}
