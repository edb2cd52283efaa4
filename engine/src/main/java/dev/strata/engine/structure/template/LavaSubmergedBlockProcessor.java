package dev.strata.engine.structure.template;

import dev.strata.engine.feature.WorldGenLevel;
import java.util.Set;

/**
 * Game: {@code LavaSubmergedBlockProcessor}: where the world holds lava, a block whose shape is not the full cube
 * ({@code Block.isShapeFullBlock(getShape)}) becomes lava. Strata knows the collision shapes, not the outline shapes:
 * a full collision cube is taken for a full outline, plus the blocks whose outline is full and collision is not.
 */
public record LavaSubmergedBlockProcessor() implements StructureProcessor {
    /** Game: the blocks whose outline is the full cube though their collision shape is not (soul sand, mud, powder snow). */
    private static final Set<String> FULL_OUTLINE = Set.of("minecraft:soul_sand", "minecraft:mud", "minecraft:powder_snow");

    @Override
    public ProcessedBlock processBlock(WorldGenLevel level, int px, int py, int pz, long referencePos, StructureTemplate.BlockInfo original,
            ProcessedBlock processed) {
        var s = level.states();
        int there = level.getBlockState(processed.x(), processed.y(), processed.z());
        if (!s.registry().blockName(there).equals("minecraft:lava")) return processed;
        int state = processed.state();
        if (s.fullCollision(state) || FULL_OUTLINE.contains(s.registry().blockName(state))) return processed;
        return processed.set(s.defaultState("minecraft:lava"), processed.nbt());
    }
}
