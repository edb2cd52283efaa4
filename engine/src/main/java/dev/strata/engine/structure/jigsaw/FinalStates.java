package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.block.BlockStates;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The states of jigsaw blocks' {@code final_state} strings (game: {@code BlockStateParser.parseForBlock}, command
 * syntax {@code minecraft:block[property=value,...]}), parsed once per string.
 */
final class FinalStates {
    private static final Map<BlockStates, Map<String, Integer>> CACHE = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    private FinalStates() {}

    /** The state, or -1 when the text is not a state of the pack (the game logs and drops the block). */
    static int parse(BlockStates states, String text) {
        Map<String, Integer> m = CACHE.computeIfAbsent(states, k -> new ConcurrentHashMap<>());
        Integer known = m.get(text); // first without the capturing lambda, which would be made per jigsaw block
        if (known != null) return known;
        return m.computeIfAbsent(text, t -> {
            try {
                return states.registry().parse(t);
            } catch (IllegalArgumentException e) {
                return -1;
            }
        });
    }
}
