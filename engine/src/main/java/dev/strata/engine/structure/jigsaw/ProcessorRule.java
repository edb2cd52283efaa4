package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.template.ProcessedBlock;
import java.util.BitSet;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A rule of a {@code rule} processor (game: {@code ProcessorRule}): a test of the template's state
 * ({@code input_predicate}), of the state in the level ({@code location_predicate}) and of the position
 * ({@code position_predicate}, default always true), in that order, sharing the block's random; the state it gives
 * ({@code output_state}) and what it does to the block entity data ({@code block_entity_modifier}: {@code passthrough}
 * by default, or {@code append_loot}: {@code LootTable} set and {@code LootTableSeed} drawn with {@code nextLong()}).
 *
 * @param input the input test
 * @param location the location test
 * @param position the position test
 * @param outputState the state placed
 * @param lootTable the {@code append_loot} table, or null for passthrough
 */
record ProcessorRule(Test input, Test location, PosTest position, int outputState, String lootTable) {

    /** Game: {@code RuleTest} (rule tests of processors). */
    sealed interface Test {
        boolean test(BlockStates s, int state, RandomSource random);
    }

    record AlwaysTrue() implements Test {
        @Override
        public boolean test(BlockStates s, int state, RandomSource random) {
            return true;
        }
    }

    /** {@code block_match}, or {@code random_block_match} with a probability below 1 drawn ({@code nextFloat() < p}) after the match. */
    record BlockMatch(int block, float probability, boolean random) implements Test {
        @Override
        public boolean test(BlockStates s, int state, RandomSource r) {
            if (!random) return s.block(state) == block;
            return s.block(state) == block && r.nextFloat() < probability;
        }
    }

    /** {@code blockstate_match}, or {@code random_blockstate_match}. */
    record StateMatch(int state, float probability, boolean random) implements Test {
        @Override
        public boolean test(BlockStates s, int st, RandomSource r) {
            if (!random) return st == state;
            return st == state && r.nextFloat() < probability;
        }
    }

    /** {@code tag_match}. */
    record TagMatch(BitSet blocks) implements Test {
        @Override
        public boolean test(BlockStates s, int state, RandomSource random) {
            return blocks.get(s.block(state));
        }
    }

    /** Game: {@code PosRuleTest}: {@code always_true} (null axis), {@code axis_aligned_linear_pos}, {@code linear_pos}. */
    record PosTest(String type, int axis, float minChance, float maxChance, int minDist, int maxDist) {
        boolean test(int wx, int wy, int wz, long reference, RandomSource random) {
            if (type.equals("minecraft:always_true")) return true;
            int rx = BlockPos.x(reference), ry = BlockPos.y(reference), rz = BlockPos.z(reference);
            int dist;
            if (type.equals("minecraft:linear_pos")) {
                dist = Math.abs(wx - rx) + Math.abs(wy - ry) + Math.abs(wz - rz);
            } else {
                float xd = Math.abs((wx - rx) * (axis == 0 ? 1 : 0)), yd = Math.abs((wy - ry) * (axis == 1 ? 1 : 0)), zd = Math.abs((wz - rz) * (axis == 2 ? 1 : 0));
                dist = (int) (xd + yd + zd);
            }
            float rnd = random.nextFloat();
            float factor = ((float) dist - (float) minDist) / ((float) maxDist - (float) minDist); // Mth.inverseLerp (float)
            float chance = factor < 0.0f ? minChance : factor > 1.0f ? maxChance : minChance + factor * (maxChance - minChance); // Mth.clampedLerp
            return rnd <= chance;
        }
    }

    boolean test(BlockStates s, int inputState, int locState, int[] templatePos, ProcessedBlock world, long reference, RandomSource random) {
        return input.test(s, inputState, random) && location.test(s, locState, random) && position.test(world.x(), world.y(), world.z(), reference, random);
    }

    /** Game: {@code getOutputTag}: the data kept, or the loot table appended with a seed drawn. */
    CompoundBinaryTag outputTag(RandomSource random, CompoundBinaryTag existing) {
        if (lootTable == null) return existing;
        CompoundBinaryTag base = existing == null ? CompoundBinaryTag.empty() : existing;
        return base.putString("LootTable", lootTable).putLong("LootTableSeed", random.nextLong());
    }

    static ProcessorRule parse(JsonCursor c, FeatureParser p) {
        Test input = test(c.get("input_predicate"), p);
        Test location = test(c.get("location_predicate"), p);
        PosTest position = new PosTest("minecraft:always_true", 1, 0, 0, 0, 0);
        if (c.has("position_predicate")) {
            JsonCursor pp = c.get("position_predicate");
            String type = pp.get("predicate_type").asId().toString();
            if (!type.equals("minecraft:always_true") && !type.equals("minecraft:linear_pos") && !type.equals("minecraft:axis_aligned_linear_pos")) {
                throw pp.get("predicate_type").error("unknown position predicate " + type + " (always_true, linear_pos, axis_aligned_linear_pos)");
            }
            String axis = pp.has("axis") ? pp.get("axis").asString() : "y";
            int a = switch (axis) {
                case "x" -> 0;
                case "y" -> 1;
                case "z" -> 2;
                default -> throw pp.get("axis").error("unknown axis " + axis);
            };
            position = new PosTest(type, a, (float) pp.optionalDouble("min_chance", 0), (float) pp.optionalDouble("max_chance", 0),
                    pp.has("min_dist") ? pp.get("min_dist").asInt() : 0, pp.has("max_dist") ? pp.get("max_dist").asInt() : 0);
        }
        int output = p.blockState(c.get("output_state"));
        String loot = null;
        if (c.has("block_entity_modifier")) {
            JsonCursor m = c.get("block_entity_modifier");
            String type = m.get("type").asId().toString();
            if (type.equals("minecraft:append_loot")) loot = m.get("loot_table").asId().toString();
            else if (!type.equals("minecraft:passthrough")) throw m.get("type").error("block entity modifier " + type + " is not supported by Strata (passthrough, append_loot)");
        }
        return new ProcessorRule(input, location, position, output, loot);
    }

    private static Test test(JsonCursor c, FeatureParser p) {
        JsonCursor t = c.get("predicate_type");
        String type = t.asId().toString();
        switch (type) {
            case "minecraft:always_true":
                return new AlwaysTrue();
            case "minecraft:block_match":
                return new BlockMatch(p.states().blockIndex(c.get("block").asId().toString()), 1, false);
            case "minecraft:random_block_match":
                return new BlockMatch(p.states().blockIndex(c.get("block").asId().toString()), c.get("probability").asFloat(), true);
            case "minecraft:blockstate_match":
                return new StateMatch(p.blockState(c.get("block_state")), 1, false);
            case "minecraft:random_blockstate_match":
                return new StateMatch(p.blockState(c.get("block_state")), c.get("probability").asFloat(), true);
            case "minecraft:tag_match": {
                JsonCursor tag = c.get("tag");
                ResourceId id = tag.asId();
                if (!p.pack().exists(id.file("tags/block"))) return new TagMatch(new BitSet());
                return new TagMatch(p.blocks(new JsonCursor(tag.file(), tag.path(), new com.google.gson.JsonPrimitive("#" + id))));
            }
            default:
                throw t.error("unknown rule test type " + type + " (always_true, block_match, blockstate_match, tag_match, random_block_match, "
                        + "random_blockstate_match)");
        }
    }
}
