package dev.strata.engine.data;

import java.lang.ref.SoftReference;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Function;

/**
 * A process-wide cache of what is derived from a data pack (or its block states): keys held weakly, values softly.
 * Such a value usually holds its key (the pack or block states it was made from); with a strong value a
 * {@code WeakHashMap} never clears that entry, and every pack a process opened would stay. A soft value is kept while
 * memory allows and made again from the same key when it was cleared, so callers must make values that depend on the
 * key alone (the same value every time). Thread-safe.
 *
 * @param <K> the key (compared with {@code equals} and {@code hashCode}, as {@link WeakHashMap} does)
 * @param <V> the value derived from it
 */
public final class SoftCache<K, V> {
    private final Map<K, SoftReference<V>> map = new WeakHashMap<>();

    /** The value of {@code key}, made with {@code make} when absent or cleared. */
    public synchronized V get(K key, Function<? super K, ? extends V> make) {
        SoftReference<V> ref = map.get(key);
        V value = ref == null ? null : ref.get();
        if (value == null) {
            value = make.apply(key);
            map.put(key, new SoftReference<>(value));
        }
        return value;
    }
}
