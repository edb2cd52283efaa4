package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The templates read so far, per data pack (keyed by its {@link BlockStates}), each read once (game:
 * {@code StructureTemplateManager.getOrCreate} and its cache). Features read their templates when they are parsed,
 * so placing never reads a file. Thread-safe.
 */
public final class StructureTemplateManager {
    private static final Map<BlockStates, Map<ResourceId, StructureTemplate>> CACHE = Collections.synchronizedMap(new WeakHashMap<>());

    private StructureTemplateManager() {}

    /**
     * The template {@code id} of the pack {@code states} was made from.
     *
     * @throws dev.strata.engine.data.DataPackException naming the file when it is missing or malformed
     */
    public static StructureTemplate get(BlockStates states, ResourceId id) {
        Map<ResourceId, StructureTemplate> m = CACHE.computeIfAbsent(states, k -> new ConcurrentHashMap<>());
        return m.computeIfAbsent(id, k -> StructureTemplate.load(states.pack(), states, k));
    }
}
