package dev.strata.engine.structure;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strata.engine.plan.ChunkPos;
import it.unimi.dsi.fastutil.longs.LongIterator;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link ReferenceOrder} iterates as the game's reference sets do: checked against fastutil's own
 * {@code LongOpenHashSet} (the library the game uses; a test dependency only) over fuzzed sets of packed chunk
 * positions inserted as {@code createReferences} inserts them (x outer, z inner around a chunk), chunk (0, 0)
 * included.
 */
class ReferenceOrderTest {

    @Test
    void iteratesLikeFastutilsLongOpenHashSet() {
        Random r = new Random(7);
        for (int trial = 0; trial < 2000; trial++) {
            int cx = r.nextInt(41) - 20, cz = r.nextInt(41) - 20;
            if (trial % 10 == 0) cx = cz = 0;
            int count = 1 + r.nextInt(24);
            long[] keys = new long[count * 2];
            int n = 0;
            LongOpenHashSet game = new LongOpenHashSet();
            for (int x = cx - 8; x <= cx + 8 && n < keys.length; x++) {
                for (int z = cz - 8; z <= cz + 8 && n < keys.length; z++) {
                    if (r.nextInt(289) >= count * 2 && !(x == 0 && z == 0 && trial % 10 == 0)) continue;
                    long k = ChunkPos.pack(x, z);
                    if (game.size() >= 24 && !game.contains(k)) continue;
                    keys[n++] = k;
                    if (r.nextInt(8) == 0 && n < keys.length) keys[n++] = k; // a repeat is ignored, as the set ignores it
                    game.add(k);
                }
            }
            long[] want = new long[game.size()];
            int i = 0;
            for (LongIterator it = game.iterator(); it.hasNext(); ) want[i++] = it.nextLong();
            int[] order = ReferenceOrder.iterationOrder(keys, n);
            long[] got = new long[order.length];
            for (int j = 0; j < order.length; j++) got[j] = keys[order[j]];
            assertArrayEquals(want, got, "trial " + trial);
        }
    }

    @Test
    void refusesSetsThatWouldHaveGrown() {
        long[] keys = new long[25];
        for (int i = 0; i < keys.length; i++) keys[i] = ChunkPos.pack(i + 1, 3);
        assertThrows(IllegalStateException.class, () -> ReferenceOrder.iterationOrder(keys, keys.length));
    }
}
