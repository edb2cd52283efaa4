package dev.strata.engine.structure.template;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.LegacyRandom;

/**
 * Game: {@code BlockRotProcessor} without {@code rottable_blocks}, as structure pieces use it: keeps a block when
 * {@code nextFloat() <= integrity} of the settings' random; the pieces set none, so the game's
 * {@code StructurePlaceSettings.getRandom(pos)} makes a fresh legacy random seeded with {@code Mth.getSeed(pos)}
 * of the block's world position.
 *
 * @param integrity 0..1
 */
public record BlockRotProcessor(float integrity) implements StructureProcessor {
    @Override
    public ProcessedBlock processBlock(WorldGenLevel level, int px, int py, int pz, long referencePos, StructureTemplate.BlockInfo original,
            ProcessedBlock processed) {
        LegacyRandom random = processed.positionalRandom();
        return random.nextFloat() <= integrity ? processed : null;
    }
}
