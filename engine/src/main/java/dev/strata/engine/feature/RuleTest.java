package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;
import java.util.BitSet;

/**
 * A test of one block state, as ore targets use it (game: {@code structure.templatesystem.RuleTest}, dispatched on
 * {@code predicate_type}): {@code always_true}, {@code block_match}, {@code blockstate_match}, {@code tag_match},
 * {@code random_block_match}, {@code random_blockstate_match} (the six types of the game's {@code RuleTestType}).
 * The random ones draw one {@code nextFloat()}, and only when the block matches (the game's {@code &&}).
 */
sealed interface RuleTest {
    /** Game: {@code RuleTest.test(state, random)}. */
    boolean test(BlockStates states, int state, RandomSource random);

    /** Game: {@code AlwaysTrueTest}. */
    record AlwaysTrue() implements RuleTest {
        @Override
        public boolean test(BlockStates states, int state, RandomSource random) {
            return true;
        }
    }

    /** Game: {@code BlockMatchTest}: the state's block is {@code block} (a block index). */
    record BlockMatch(int block) implements RuleTest {
        @Override
        public boolean test(BlockStates states, int state, RandomSource random) {
            return states.block(state) == block;
        }
    }

    /** Game: {@code BlockStateMatchTest}: exactly this state. */
    record BlockStateMatch(int blockState) implements RuleTest {
        @Override
        public boolean test(BlockStates states, int state, RandomSource random) {
            return state == blockState;
        }
    }

    /** Game: {@code TagMatchTest}: the state's block is in the tag (bits over block indices). */
    record TagMatch(String tag, BitSet blocks) implements RuleTest {
        @Override
        public boolean test(BlockStates states, int state, RandomSource random) {
            return blocks.get(states.block(state));
        }
    }

    /** Game: {@code RandomBlockMatchTest}: the block matches and {@code nextFloat() < probability}. */
    record RandomBlockMatch(int block, float probability) implements RuleTest {
        @Override
        public boolean test(BlockStates states, int state, RandomSource random) {
            return states.block(state) == block && random.nextFloat() < probability;
        }
    }

    /** Game: {@code RandomBlockStateMatchTest}: the state matches and {@code nextFloat() < probability}. */
    record RandomBlockStateMatch(int blockState, float probability) implements RuleTest {
        @Override
        public boolean test(BlockStates states, int state, RandomSource random) {
            return state == blockState && random.nextFloat() < probability;
        }
    }

    /**
     * Reads a rule test object.
     *
     * @throws dev.strata.engine.data.DataPackException naming the JSON path for an unknown type, block or tag
     */
    static RuleTest parse(JsonCursor c, FeatureParser p) {
        if (!c.isObject()) throw c.error("expected a rule test object with a predicate_type");
        JsonCursor t = c.get("predicate_type");
        String type = t.asId().toString();
        switch (type) {
            case "minecraft:always_true":
                return new AlwaysTrue();
            case "minecraft:block_match":
                return new BlockMatch(block(c.get("block"), p));
            case "minecraft:blockstate_match":
                return new BlockStateMatch(p.blockState(c.get("block_state")));
            case "minecraft:tag_match": {
                // TagKey codec: a bare id, no '#'. The game binds a tag key lazily: a tag the pack lacks matches nothing.
                JsonCursor tag = c.get("tag");
                dev.strata.engine.data.ResourceId id = tag.asId();
                if (!p.pack().exists(id.file("tags/block"))) return new TagMatch(id.toString(), new BitSet());
                return new TagMatch(id.toString(), p.blocks(new JsonCursor(tag.file(), tag.path(), new com.google.gson.JsonPrimitive("#" + id))));
            }
            case "minecraft:random_block_match":
                return new RandomBlockMatch(block(c.get("block"), p), c.get("probability").asFloat());
            case "minecraft:random_blockstate_match":
                return new RandomBlockStateMatch(p.blockState(c.get("block_state")), c.get("probability").asFloat());
            default:
                throw t.error("unknown rule test type " + type + " (always_true, block_match, blockstate_match, tag_match, "
                        + "random_block_match, random_blockstate_match)");
        }
    }

    private static int block(JsonCursor c, FeatureParser p) {
        String id = c.asId().toString();
        try {
            return p.states().blockIndex(id);
        } catch (dev.strata.regionio.block.UnknownBlockStateException e) {
            throw c.error("unknown block " + id);
        }
    }
}
