package dev.strata.engine.structure.template;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.LegacyRandom;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * Game: {@code RuleProcessor} with one {@code ProcessorRule} of the kind the archaeology processors build
 * ({@code OceanRuinPieces.archyRuleProcessor}): input {@code block_match}, location and position always true, an
 * output state and the {@code append_loot} block entity modifier. The rule's random is a legacy random seeded with
 * {@code Mth.getSeed} of the block's world position; {@code append_loot} copies the block's data (or starts empty),
 * sets {@code LootTable} and draws {@code LootTableSeed} with {@code nextLong}.
 *
 * @param inputBlock the block index the rule matches
 * @param output the output state
 * @param lootTable the loot table id appended
 */
public record RuleProcessor(int inputBlock, int output, String lootTable) implements StructureProcessor {
    @Override
    public ProcessedBlock processBlock(WorldGenLevel level, int px, int py, int pz, long referencePos, StructureTemplate.BlockInfo original,
            ProcessedBlock processed) {
        if (level.states().block(processed.state()) != inputBlock) return processed;
        LegacyRandom random = processed.positionalRandom();
        CompoundBinaryTag.Builder tag = CompoundBinaryTag.builder();
        if (processed.nbt() != null) tag.put(processed.nbt());
        tag.putString("LootTable", lootTable);
        tag.putLong("LootTableSeed", random.nextLong());
        return processed.set(output, tag.build());
    }
}
