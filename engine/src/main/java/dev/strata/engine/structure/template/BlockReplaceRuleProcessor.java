package dev.strata.engine.structure.template;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.LegacyRandom;
import java.util.List;

/**
 * Game: {@code RuleProcessor} with rules of the kind {@code RuinedPortalPiece.getBlockReplaceRule} builds: input
 * {@code block_match} or {@code random_block_match}, location and position always true, a plain output state, the
 * block data passed through. The rules share one legacy random seeded with {@code Mth.getSeed} of the block's world
 * position; a random rule draws {@code nextFloat() < probability} only when its block matches; the first rule that
 * holds gives the output.
 *
 * @param rules the rules in order
 */
public record BlockReplaceRuleProcessor(List<Rule> rules) implements StructureProcessor {
    /**
     * One rule.
     *
     * @param inputBlock the block index it matches
     * @param random whether it is a {@code random_block_match} (draws) or a {@code block_match}
     * @param probability the {@code random_block_match} probability
     * @param output the output state
     */
    public record Rule(int inputBlock, boolean random, float probability, int output) {}

    @Override
    public ProcessedBlock processBlock(WorldGenLevel level, int px, int py, int pz, long referencePos, StructureTemplate.BlockInfo original,
            ProcessedBlock processed) {
        LegacyRandom random = processed.positionalRandom();
        int block = level.states().block(processed.state());
        for (int i = 0, n = rules.size(); i < n; i++) { // indexed: no iterator per block
            Rule r = rules.get(i);
            if (block != r.inputBlock()) continue;
            if (r.random() && !(random.nextFloat() < r.probability())) continue;
            return processed.set(r.output(), processed.nbt());
        }
        return processed;
    }
}
